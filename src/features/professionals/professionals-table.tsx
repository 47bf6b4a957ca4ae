/**
 * The professionals list's table (SPEC §2.2 /profiles/professionals): a row per professional with
 * their overall status as the server computed it today, sortable where the API sorts.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import type { ProfessionalSortParameter, ProfessionalSummary } from '@generated/product/model';
import { SortableTable } from '@/components/server-list/sortable-table';
import { PATHS } from '@/config/paths';
import { formatCivilDate } from '@/lib/civil-date';
import { disciplineMessages } from '@/features/compliance/messages';
import { StatusChip } from '@/features/compliance/status-chip';
import type { ProfessionalsView } from './list-query';
import { daysLeftMessage, professionalsMessages as m } from './messages';

type Label = keyof typeof m;

/** The columns, in order; `sort` where the API can sort by it. */
export const COLUMNS: Array<{ label: Label; sort?: ProfessionalSortParameter }> = [
  { label: 'name', sort: 'name' },
  { label: 'disciplineColumn' },
  { label: 'overallStatus', sort: 'status' },
  { label: 'missingCount', sort: 'missingCount' },
  { label: 'nextExpiry', sort: 'nextExpiry' },
  { label: 'lastVerifiedAt', sort: 'lastVerifiedAt' },
];

export const SORTABLE = COLUMNS.filter(
  (c): c is { label: Label; sort: ProfessionalSortParameter } => c.sort !== undefined,
);

export interface ProfessionalsListProps {
  /** The page's professionals; undefined while the first page loads. */
  professionals: ProfessionalSummary[] | undefined;
  sort: ProfessionalsView['sort'];
  order: ProfessionalsView['order'];
  busy: boolean;
  typeName: (typeId: string) => string;
  onSort(sort: ProfessionalSortParameter, order: 'asc' | 'desc'): void;
}

export const professionalPath = (id: number) =>
  generatePath(PATHS.professional, { id: String(id) });

/** 'BLS · Dec 19, 2026 (in 21 days)', or 'Nothing dated'. */
export function NextExpiryText({
  professional,
  typeName,
}: {
  /** A professional, or anything with their next expiry (a roster's entry). */
  professional: Pick<ProfessionalSummary, 'nextExpiry'>;
  typeName: (typeId: string) => string;
}) {
  const intl = useIntl();
  const next = professional.nextExpiry;
  if (!next)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {intl.formatMessage(m.nothingExpiring)}
      </Typography>
    );
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {typeName(next.typeId)}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary">
        {formatCivilDate(intl, next.dueOn, 'medium')} (
        {intl.formatMessage(daysLeftMessage, { days: next.daysLeft })})
      </Typography>
    </>
  );
}

export function lastVerifiedText(intl: ReturnType<typeof useIntl>, at: string | undefined) {
  return at ? intl.formatDate(at, { dateStyle: 'medium' }) : intl.formatMessage(m.never);
}

/**
 * One professional's row. Memoised: a keystroke in the search or a page's answer arriving renders
 * the rows whose professional changed, not all 25 again (the list's INP at 4× CPU, bench:list).
 */
const ProfessionalRow = memo(function ProfessionalRow({
  professional: p,
  typeName,
}: {
  professional: ProfessionalSummary;
  typeName: (typeId: string) => string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <TableRow>
      <TableCell>
        <Link component={RouterLink} to={professionalPath(p.id)}>
          <bdi>{`${p.firstName} ${p.lastName}`}</bdi>
        </Link>
        {!p.hasAccount && (
          <Typography variant="body2" color="text.secondary">
            {t(m.notSignedUp)}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        {t(disciplineMessages[p.discipline])}
        <Typography variant="body2" color="text.secondary">
          {p.states.join(' · ')}
        </Typography>
      </TableCell>
      <TableCell>
        <StatusChip status={p.overallStatus} />
      </TableCell>
      <TableCell>{intl.formatNumber(p.missingCount)}</TableCell>
      <TableCell>
        <NextExpiryText professional={p} typeName={typeName} />
      </TableCell>
      <TableCell sx={{ whiteSpace: { md: 'nowrap' } }}>
        {lastVerifiedText(intl, p.lastVerifiedAt)}
      </TableCell>
    </TableRow>
  );
});

export function ProfessionalsTable({
  professionals,
  sort,
  order,
  busy,
  typeName,
  onSort,
}: ProfessionalsListProps) {
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
      {professionals?.map((p) => (
        <ProfessionalRow key={p.id} professional={p} typeName={typeName} />
      ))}
    </SortableTable>
  );
}
