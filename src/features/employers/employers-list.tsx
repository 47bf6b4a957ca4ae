/**
 * The employers list's rows (SPEC §2.2 /profiles/employers): a table where it fits, cards on a
 * phone or beside the side navigation on a narrow screen, sortable where the API sorts.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import type { EmployerSortParameter, EmployerSummary } from '@generated/product/model';
import { SortSelects } from '@/components/server-list/sort-selects';
import { SortableTable } from '@/components/server-list/sortable-table';
import { useCards } from '@/components/server-list/use-cards';
import { PATHS } from '@/config/paths';
import { ClearedShare } from './cleared-share';
import type { EmployersView } from './list-query';
import { employerKindMessages, employersMessages as m } from './messages';

type Label = keyof typeof m;

const COLUMNS: Array<{ label: Label; sort?: EmployerSortParameter }> = [
  { label: 'name', sort: 'name' },
  { label: 'kindColumn', sort: 'kind' },
  { label: 'basedIn', sort: 'state' },
  { label: 'facilityCount' },
  { label: 'engaged', sort: 'engaged' },
  { label: 'clearedShare', sort: 'clearedShare' },
];

const SORTABLE = COLUMNS.filter(
  (c): c is { label: Label; sort: EmployerSortParameter } => c.sort !== undefined,
);

export interface EmployersListProps {
  /** The page's employers; undefined while the first page loads. */
  employers: EmployerSummary[] | undefined;
  sort: EmployersView['sort'];
  order: EmployersView['order'];
  busy: boolean;
  onSort(sort: EmployerSortParameter, order: 'asc' | 'desc'): void;
}

export const employerPath = (id: number | string) =>
  generatePath(PATHS.employer, { id: String(id) });

const EmployerRow = memo(function EmployerRow({ employer: e }: { employer: EmployerSummary }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={employerPath(e.id)}>
          <bdi>{e.name}</bdi>
        </Link>
      </TableCell>
      <TableCell>{t(employerKindMessages[e.kind])}</TableCell>
      <TableCell>
        <bdi>{e.city}</bdi>, {e.state}
      </TableCell>
      <TableCell>{intl.formatNumber(e.facilityCount)}</TableCell>
      <TableCell>{intl.formatNumber(e.engaged)}</TableCell>
      <TableCell>
        <ClearedShare cleared={e.cleared} engaged={e.engaged} />
      </TableCell>
    </TableRow>
  );
});

function EmployersTable({ employers, sort, order, busy, onSort }: EmployersListProps) {
  const t = useIntl().formatMessage;
  return (
    <SortableTable
      label={t(m.tableLabel)}
      columns={COLUMNS.map((c) => ({ key: c.label, label: t(m[c.label]), sort: c.sort }))}
      sort={sort}
      order={order}
      busy={busy}
      onSort={onSort}
    >
      {employers?.map((e) => (
        <EmployerRow key={e.id} employer={e} />
      ))}
    </SortableTable>
  );
}

const CARD = { display: 'block', py: 1.5, borderBottom: 1, borderColor: 'divider' } as const;

function EmployersCards({ employers, sort, order, busy, onSort }: EmployersListProps) {
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
        {!employers
          ? Array.from({ length: 5 }, (_, i) => (
              <ListItem key={i} aria-hidden disableGutters sx={CARD}>
                <Skeleton variant="text" width="60%" />
                <Skeleton variant="text" width="80%" />
              </ListItem>
            ))
          : employers.map((e) => (
              <ListItem key={e.id} disableGutters sx={CARD}>
                <Link component={RouterLink} to={employerPath(e.id)} sx={{ fontWeight: 600 }}>
                  <bdi>{e.name}</bdi>
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t(employerKindMessages[e.kind])} · <bdi>{e.city}</bdi>, {e.state} ·{' '}
                  {t(m.facilityCount)}: {intl.formatNumber(e.facilityCount)}
                </Typography>
                <Stack direction="row" sx={{ gap: 1, mt: 0.5, alignItems: 'baseline' }}>
                  <Typography variant="body2">{t(m.clearedShare)}:</Typography>
                  <ClearedShare cleared={e.cleared} engaged={e.engaged} />
                </Stack>
              </ListItem>
            ))}
      </List>
    </>
  );
}

/** The room the six columns need before the list turns into cards. */
const TABLE_MIN_WIDTH = 720;

export const EmployersList = memo(function EmployersList(props: EmployersListProps) {
  const [box, cards] = useCards<HTMLDivElement>(TABLE_MIN_WIDTH);
  return (
    <Box ref={box}>{cards ? <EmployersCards {...props} /> : <EmployersTable {...props} />}</Box>
  );
});
