/**
 * Where a professional stands today, in brief: the overall status, cleared or not, how many
 * requirements wait on whom (the server's `nextActor`), and the count of each status.
 */
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Compliance } from '@generated/product/model';
import { ComplianceStatus } from '@generated/product/model';
import { formatCivilDate } from '@/lib/civil-date';
import { statusMessages } from './messages';
import type { Voice } from './reason';
import { StatusChip } from './status-chip';
import {
  asOfMessage,
  needsThemMessage,
  needsYouMessage,
  statusCountMessage,
  viewMessages as m,
  withReviewerMessage,
} from './view-messages';

export function ComplianceSummary({ compliance, voice }: { compliance: Compliance; voice: Voice }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const waiting = (actor: string) =>
    compliance.requirements.filter((r) => r.nextActor === actor).length;
  const onProfessional = waiting('professional');
  const onReviewer = waiting('reviewer');
  const cleared =
    voice === 'self'
      ? t(compliance.cleared ? m.clearedSelf : m.notClearedSelf)
      : t(compliance.cleared ? m.clearedStaff : m.notClearedStaff);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t(m.summaryTitle)}
        </Typography>
        <StatusChip status={compliance.overall} />
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{cleared}</Typography>
      <Typography>
        {t(voice === 'self' ? needsYouMessage : needsThemMessage, { count: onProfessional })}
        {onReviewer > 0 && ` ${t(withReviewerMessage, { count: onReviewer })}`}
      </Typography>
      <Stack
        component="ul"
        aria-label={t(m.countsLabel)}
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap', listStyle: 'none', p: 0, my: 1.5 }}
      >
        {Object.values(ComplianceStatus)
          .filter((status) => compliance.counts[status] > 0)
          .map((status) => (
            <li key={status}>
              <Chip
                size="small"
                label={t(statusCountMessage, {
                  status: t(statusMessages[status]),
                  count: compliance.counts[status],
                })}
              />
            </li>
          ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t(asOfMessage, {
          date: formatCivilDate(intl, compliance.today),
          zone: compliance.timeZone,
        })}
      </Typography>
    </Paper>
  );
}
