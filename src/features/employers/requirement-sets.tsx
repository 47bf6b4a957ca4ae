/**
 * What an employer asks of the professionals it engages, set by set: to whom each set applies,
 * and each requirement with whether it blocks a start, what else is accepted, how recent it must
 * be and the employer's note to the worker.
 */
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Facility, RequirementSet } from '@generated/product/model';
import { disciplineMessages } from '@/features/compliance/messages';
import { useTypeNames } from '@/features/compliance/use-type-names';
import {
  alsoAcceptedMessage,
  employerMessages as m,
  maxAgeMessage,
  withinDaysMessage,
} from './employer-messages';
import { setMessages as s } from './set-messages';
import { useSetWork } from './use-set-work';

export function RequirementSets(props: {
  employerId: string;
  sets: readonly RequirementSet[];
  facilities: readonly Facility[];
  /** The server's answer (`mayEditRequirements`): offer the editor only then. */
  editable: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const typeName = useTypeNames();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => headingRef.current?.focus(), []);
  const work = useSetWork(props.employerId, props.facilities, focusHeading);
  const list = (ids: readonly string[]) =>
    intl.formatList(ids.map(typeName), { type: 'disjunction' });
  const scopeText = (set: RequirementSet) => {
    const { facilityId, discipline, state } = set.scope;
    const parts = [
      ...(facilityId
        ? [props.facilities.find((f) => f.id === facilityId)?.name ?? facilityId]
        : []),
      ...(discipline ? [t(disciplineMessages[discipline])] : []),
      ...(state ? [state] : []),
    ];
    return parts.length > 0 ? parts.join(' · ') : t(m.appliesToEveryone);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Stack
        direction="row"
        sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={titleId} ref={headingRef} tabIndex={-1} variant="h6" component="h2">
          {t(m.requirements)}
        </Typography>
        {props.editable && (
          <Button startIcon={<Add />} onClick={() => work.open({ kind: 'add' })}>
            {t(s.add)}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(m.requirementsIntro)}
      </Typography>
      <Typography role="status" variant="body2" sx={{ mb: work.done ? 1 : 0 }}>
        {work.done}
      </Typography>
      {props.sets.length === 0 && <Typography>{t(m.noSets)}</Typography>}
      <Stack spacing={2}>
        {props.sets.map((set) => (
          <section key={set.id} aria-labelledby={`${titleId}-${set.id}`}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id={`${titleId}-${set.id}`} variant="subtitle1" component="h3">
                <bdi>{set.name}</bdi>
              </Typography>
              {props.editable && (
                <>
                  <Button
                    size="small"
                    aria-describedby={`${titleId}-${set.id}`}
                    onClick={() => work.open({ kind: 'edit', set })}
                  >
                    {t(s.edit)}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-describedby={`${titleId}-${set.id}`}
                    onClick={() => work.open({ kind: 'remove', set })}
                  >
                    {t(s.remove)}
                  </Button>
                </>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {scopeText(set)}
            </Typography>
            <List dense disablePadding>
              {set.requirements.map((r) => (
                <ListItem
                  key={r.typeId}
                  disableGutters
                  sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', py: 1 }}
                >
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {typeName(r.typeId)}
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={r.blocking ? 'primary' : 'default'}
                      label={t(r.blocking ? m.blocking : m.advisory)}
                    />
                  </Stack>
                  {r.anyOf.length > 0 && (
                    <Typography variant="body2">
                      {t(alsoAcceptedMessage, { types: list(r.anyOf) })}
                    </Typography>
                  )}
                  {r.maxAgeMonths !== undefined && (
                    <Typography variant="body2">
                      {t(maxAgeMessage, { months: r.maxAgeMonths })}
                    </Typography>
                  )}
                  {r.withinDaysOfStart !== undefined && (
                    <Typography variant="body2">
                      {t(withinDaysMessage, { days: r.withinDaysOfStart })}
                    </Typography>
                  )}
                  {r.note && (
                    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                      <bdi>{r.note}</bdi>
                    </Typography>
                  )}
                </ListItem>
              ))}
            </List>
          </section>
        ))}
      </Stack>
      {work.dialog}
    </Paper>
  );
}
