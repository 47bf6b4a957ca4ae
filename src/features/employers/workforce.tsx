/**
 * An employer's workforce today, as the server computed it against the employer's requirements:
 * the share cleared, how many stand at each overall status, and what expires next.
 */
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Workforce } from '@generated/product/model';
import { ComplianceStatus } from '@generated/product/model';
import { StatusChip } from '@/features/compliance/status-chip';
import { useTypeNames } from '@/features/compliance/use-type-names';
import { professionalPath } from '@/features/professionals/professionals-table';
import { daysLeftMessage } from '@/features/professionals/messages';
import { formatCivilDate } from '@/lib/civil-date';
import { ClearedShare } from './cleared-share';
import { employerMessages as m, expiringWithinMessage } from './employer-messages';

export function WorkforcePanel({ workforce: w }: { workforce: Workforce }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const typeName = useTypeNames();
  const titleId = useId();
  // The contract lists the statuses worst first.
  const present = Object.values(ComplianceStatus).filter((s) => w.byStatus[s] > 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t(m.workforce)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(m.clearedLabel)}
      </Typography>
      <Typography variant="h5" component="p" sx={{ mb: 2 }}>
        <ClearedShare cleared={w.cleared} engaged={w.engaged} />
      </Typography>
      {present.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t(m.byStatus)}
          </Typography>
          <Stack
            component="ul"
            direction="row"
            sx={{ gap: 1, flexWrap: 'wrap', p: 0, m: 0, mb: 2 }}
          >
            {present.map((status) => (
              <Stack
                component="li"
                key={status}
                direction="row"
                sx={{ gap: 0.5, alignItems: 'center', listStyle: 'none' }}
              >
                <StatusChip status={status} />
                <span>{intl.formatNumber(w.byStatus[status])}</span>
              </Stack>
            ))}
          </Stack>
        </>
      )}
      <Typography variant="subtitle2" component="h3">
        {t(expiringWithinMessage, {
          days: w.expiringSoon.withinDays,
          total: w.expiringSoon.total,
        })}
      </Typography>
      {w.expiringSoon.items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t(m.nothingExpiring)}
        </Typography>
      ) : (
        <List dense disablePadding>
          {w.expiringSoon.items.map((item) => (
            <ListItem key={item.credentialId} disableGutters sx={{ display: 'block' }}>
              <Link component={RouterLink} to={professionalPath(item.professionalId)}>
                <bdi>{`${item.firstName} ${item.lastName}`}</bdi>
              </Link>
              <Typography variant="body2" color="text.secondary">
                {typeName(item.typeId)} · {formatCivilDate(intl, item.dueOn, 'medium')} (
                {t(daysLeftMessage, { days: item.daysLeft })})
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
