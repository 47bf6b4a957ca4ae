/**
 * The professionals list on a phone: a card per professional instead of a table that would scroll
 * sideways, with the sort the column headers offer as two selects (as the users list does).
 */
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { SortSelects } from '@/components/server-list/sort-selects';
import { Link as RouterLink } from 'react-router-dom';
import { disciplineMessages } from '@/features/compliance/messages';
import { StatusChip } from '@/features/compliance/status-chip';
import { professionalsMessages as m } from './messages';
import type { ProfessionalsListProps } from './professionals-table';
import {
  NextExpiryText,
  SORTABLE,
  lastVerifiedText,
  professionalPath,
} from './professionals-table';

const CARD = { display: 'block', py: 1.5, borderBottom: 1, borderColor: 'divider' } as const;

export function ProfessionalsCards({
  professionals,
  sort,
  order,
  busy,
  typeName,
  onSort,
}: ProfessionalsListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <SortSelects
        sort={sort}
        order={order}
        options={SORTABLE.map((column) => ({ value: column.sort, label: t(m[column.label]) }))}
        labels={{
          sortBy: t(m.sortBy),
          order: t(m.order),
          ascending: t(m.ascending),
          descending: t(m.descending),
        }}
        onSort={onSort}
      />
      <List aria-label={t(m.tableLabel)} aria-busy={busy || undefined} disablePadding>
        {!professionals
          ? Array.from({ length: 5 }, (_, i) => (
              <ListItem key={i} aria-hidden disableGutters sx={CARD}>
                <Skeleton variant="text" width="60%" />
                <Skeleton variant="text" width="80%" />
                <Skeleton variant="text" width="40%" />
              </ListItem>
            ))
          : professionals.map((p) => (
              <ListItem key={p.id} disableGutters sx={CARD}>
                <Stack
                  direction="row"
                  sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Link component={RouterLink} to={professionalPath(p.id)} sx={{ fontWeight: 600 }}>
                    <bdi>{`${p.firstName} ${p.lastName}`}</bdi>
                  </Link>
                  <StatusChip status={p.overallStatus} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t(disciplineMessages[p.discipline])} · {p.states.join(' · ')}
                  {!p.hasAccount && ` · ${t(m.notSignedUp)}`}
                </Typography>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {t(m.nextExpiry)}: <NextExpiryText professional={p} typeName={typeName} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(m.missingCount)}: {intl.formatNumber(p.missingCount)} · {t(m.lastVerifiedAt)}:{' '}
                  {lastVerifiedText(intl, p.lastVerifiedAt)}
                </Typography>
              </ListItem>
            ))}
      </List>
    </>
  );
}
