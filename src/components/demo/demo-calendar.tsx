import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { DemoClock } from '@generated/demo/model';
import type { DemoBackendControls } from './demo-backend';
import { formatCivilDate } from '@/lib/civil-date';
import { useDemoBackend } from './demo-backend';

const messages = defineMessages({
  heading: { id: 'demo.calendar.heading', defaultMessage: 'Demo calendar' },
  explain: {
    id: 'demo.calendar.explain',
    defaultMessage:
      'Move the day the product believes it is, to watch expiries and their alerts come. Sign-in keeps real time; each person’s day turns at their own midnight.',
  },
  realTime: { id: 'demo.calendar.realTime', defaultMessage: '(real time)' },
  date: { id: 'demo.calendar.date', defaultMessage: 'Move to (a UTC day)' },
  move: { id: 'demo.calendar.move', defaultMessage: 'Move' },
  plus30: { id: 'demo.calendar.plus30', defaultMessage: 'Move 30 days ahead' },
  back: { id: 'demo.calendar.back', defaultMessage: 'Back to real time' },
  failed: { id: 'demo.calendar.failed', defaultMessage: 'The calendar could not be moved.' },
});

const todayMessage = defineMessage<{ date: string }>({
  id: 'demo.calendar.today',
  defaultMessage: 'The product’s day: {date}',
});
const aheadMessage = defineMessage<{ days: number }>({
  id: 'demo.calendar.ahead',
  defaultMessage: '({days, plural, one {# day} other {# days}} ahead)',
});
const behindMessage = defineMessage<{ days: number }>({
  id: 'demo.calendar.behind',
  defaultMessage: '({days, plural, one {# day} other {# days}} behind)',
});
const movedMessage = defineMessage<{ date: string; count: number }>({
  id: 'demo.calendar.moved',
  defaultMessage:
    'Moved to {date}: {count, plural, =0 {no alerts raised} one {# alert raised} other {# alerts raised}}.',
});

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The demo calendar (mocks/calendar.ts), shown only while the embedded demo backend runs. */
export function DemoCalendarSection() {
  const demoBackend = useDemoBackend();
  return demoBackend ? <DemoCalendar demoBackend={demoBackend} /> : null;
}

function DemoCalendar({ demoBackend }: { demoBackend: DemoBackendControls }) {
  const intl = useIntl();
  // The settings panel opens on public pages too, where no query client runs.
  const queryClient = useContext(QueryClientContext);
  const [clock, setClock] = useState<DemoClock>();
  const [date, setDate] = useState('');
  const [said, setSaid] = useState('');
  const headingId = useId();
  useEffect(() => {
    void demoBackend.clock().then(setClock, () => undefined);
  }, [demoBackend]);

  const say = (d: string) => formatCivilDate(intl, d);
  const move = async (to: string | null) => {
    try {
      const moved = await demoBackend.moveClock(to);
      setClock(moved);
      setSaid(
        intl.formatMessage(movedMessage, {
          date: say(moved.today),
          count: moved.alertsRaised ?? 0,
        }),
      );
      // Every page shows what the server computes for its day: read it all again.
      await queryClient?.invalidateQueries();
    } catch {
      setSaid(intl.formatMessage(messages.failed));
    }
  };
  const offset = clock?.offsetDays ?? 0;

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} component="h3" variant="subtitle2">
        {intl.formatMessage(messages.heading)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(messages.explain)}
      </Typography>
      {clock && (
        <Typography variant="body2">
          {intl.formatMessage(todayMessage, { date: say(clock.today) })}{' '}
          {offset === 0
            ? intl.formatMessage(messages.realTime)
            : intl.formatMessage(offset > 0 ? aheadMessage : behindMessage, {
                days: Math.abs(offset),
              })}
        </Typography>
      )}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (date) void move(date);
        }}
      >
        <TextField
          type="date"
          size="small"
          label={intl.formatMessage(messages.date)}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined" size="small" disabled={!date}>
          {intl.formatMessage(messages.move)}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          disabled={!clock}
          onClick={() => clock && void move(dayAfter(clock.today, 30))}
        >
          {intl.formatMessage(messages.plus30)}
        </Button>
        <Button size="small" disabled={offset === 0} onClick={() => void move(null)}>
          {intl.formatMessage(messages.back)}
        </Button>
      </Stack>
      <Typography role="status" variant="body2">
        {said}
      </Typography>
    </Stack>
  );
}
