/**
 * The gap before applying (decision 025): a professional on an employer's page sees its
 * requirements beside their own wallet, for the facility they would work at and from the day they
 * would start, as the API computes them; and applies. Loaded with the page only for professionals
 * (it brings the date picker).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetEmployerGap } from '@generated/product/endpoints/employers/employers';
import type { Employer, GapRequirement } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { RequirementList } from '@/features/compliance/requirement-list';
import { useTypeNames } from '@/features/compliance/use-type-names';
import { DateField, DatesInLanguage } from '@/features/credentials/date-field';
import { formatCivilDate } from '@/lib/civil-date';
import { ApplyBlock } from './apply-block';
import {
  gapLapsesMessage,
  gapMessages as m,
  gapNoteMessage,
  gapTooEarlyMessage,
} from './gap-messages';
import { GapSummary } from './gap-summary-view';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export default function GapPanel({ employer }: { employer: Employer }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const typeName = useTypeNames();
  const [facilityId, setFacilityId] = useState(employer.facilities[0]?.id ?? '');
  const [startOn, setStartOn] = useState('');
  const [startError, setStartError] = useState<string>();
  const day = DAY.test(startOn) ? startOn : undefined;
  const query = useGetEmployerGap(
    String(employer.id),
    { ...(facilityId ? { facilityId } : {}), ...(day ? { startOn: day } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const gap = query.data;

  const details = (r: GapRequirement) => {
    const lines = r.notes.map((note) => t(gapNoteMessage, { note }));
    return lines.length > 0 || r.lapsesBeforeStart || r.tooEarlyForStart ? (
      <>
        {r.lapsesBeforeStart && r.dueOn && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(gapLapsesMessage, { date: formatCivilDate(intl, r.dueOn) })}
          </Typography>
        )}
        {r.tooEarlyForStart && r.withinDaysOfStart !== undefined && (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(gapTooEarlyMessage, { days: r.withinDaysOfStart })}
          </Typography>
        )}
        {lines.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary" dir="auto">
            {line}
          </Typography>
        ))}
      </>
    ) : null;
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {t(m.title)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(m.intro)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          maxWidth: 720,
          mb: 2,
        }}
      >
        {employer.facilities.length > 0 && (
          <TextField
            select
            label={t(m.facility)}
            name="facilityId"
            value={facilityId}
            onChange={(event) => setFacilityId(event.target.value)}
          >
            {employer.facilities.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {`${f.name} · ${f.city}, ${f.state}`}
              </MenuItem>
            ))}
          </TextField>
        )}
        <DatesInLanguage>
          <DateField
            label={t(m.startOn)}
            name="startOn"
            value={startOn}
            onChange={(next) => {
              setStartOn(next);
              setStartError(undefined);
            }}
            onBlur={() => undefined}
            error={startError ?? (startOn === 'invalid' ? t(m.startOnInvalid) : undefined)}
          />
        </DatesInLanguage>
      </Box>
      {gap ? (
        <>
          <GapSummary gap={gap} typeName={typeName} voice="self" />
          <Box sx={{ my: 2 }}>
            <ApplyBlock
              employer={employer}
              gap={gap}
              facilityId={facilityId}
              startOn={day}
              onStartError={setStartError}
            />
          </Box>
          <RequirementList
            requirements={gap.requirements}
            typeName={typeName}
            voice="self"
            title={t(m.oneByOne)}
            actions={(r) => details(r as GapRequirement)}
          />
        </>
      ) : query.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t(m.retry)}
            </Button>
          }
        >
          {`${t(m.loadFailed)} ${failureText(intl, query.error)}`}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={160} aria-busy="true" />
      )}
    </Paper>
  );
}
