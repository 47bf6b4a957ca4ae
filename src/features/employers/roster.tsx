/**
 * The employer's roster: the professionals engaged there, each with their status against this
 * employer's requirements as the server computed it today; searched, filtered, sorted and paged
 * by the server, the view kept in the address.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useListEmployerRoster } from '@generated/product/endpoints/employers/employers';
import type { Facility, RosterEntry } from '@generated/product/model';
import { Choice } from '@/components/server-list/choice';
import { SearchField } from '@/components/server-list/search-field';
import { ServerList } from '@/components/server-list/server-list';
import { SortableTable } from '@/components/server-list/sortable-table';
import { useAddressView } from '@/components/server-list/use-address-view';
import { useCards } from '@/components/server-list/use-cards';
import { disciplineMessages } from '@/features/compliance/messages';
import { StatusChoice } from '@/features/compliance/status-choice';
import { StatusChip } from '@/features/compliance/status-chip';
import { useTypeNames } from '@/features/compliance/use-type-names';
import { NextExpiryText, professionalPath } from '@/features/professionals/professionals-table';
import { formatCivilDate } from '@/lib/civil-date';
import { employerMessages as m, rosterCountMessage } from './employer-messages';
import { MAX_SEARCH_LENGTH, PAGE_SIZES } from './list-query';
import { employersMessages as lists, rangeMessage, stageMessages } from './messages';
import type { RosterView } from './roster-query';
import { StageControl } from './stage-control';
import {
  DEFAULT_ROSTER_VIEW,
  readRosterView,
  rosterFiltered,
  toRosterParams,
  writeRosterView,
} from './roster-query';

type Label = 'name' | 'facilityColumn' | 'stage' | 'overallStatus' | 'missingCount' | 'nextExpiry';
const COLUMNS: Array<{ label: Label; sort?: RosterView['sort'] }> = [
  { label: 'name', sort: 'name' },
  { label: 'facilityColumn' },
  { label: 'stage', sort: 'startOn' },
  { label: 'overallStatus', sort: 'status' },
  { label: 'missingCount' },
  { label: 'nextExpiry', sort: 'nextExpiry' },
];

interface RosterProps {
  employerId: string;
  facilities: readonly Facility[];
  /** The employer's own people and administrators move engagements on (decision 033). */
  manages?: boolean;
}

export function Roster({ employerId, facilities, manages = false }: RosterProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const typeName = useTypeNames();
  const facilityIds = useMemo(() => facilities.map((f) => f.id), [facilities]);
  const read = useCallback((search: string) => readRosterView(search, facilityIds), [facilityIds]);
  const { view, setView, refine } = useAddressView(read, writeRosterView);
  const query = useListEmployerRoster(employerId, toRosterParams(view), {
    query: { placeholderData: keepPreviousData },
  });
  const facilityName = (id: string | undefined) => facilities.find((f) => f.id === id)?.name ?? '';
  const [box, cards] = useCards<HTMLDivElement>(TABLE_MIN_WIDTH);
  const entries = query.data?.items;
  const busy = query.isFetching;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t(m.roster)}
      </Typography>
      <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <SearchField
          label={t(m.rosterSearch)}
          searched={view.search}
          onSearch={(search) => refine({ search })}
          maxLength={MAX_SEARCH_LENGTH}
          flex="2 1 220px"
        />
        <StatusChoice
          label={t(m.status)}
          anyLabel={t(m.anyStatus)}
          value={view.status}
          flex="1 1 180px"
          onChange={(status) => refine({ status })}
        />
        {facilities.length > 1 && (
          <Choice
            label={t(m.facility)}
            value={view.facility}
            flex="1 1 220px"
            onChange={(facility) => refine({ facility })}
          >
            <MenuItem value="">{t(m.anyFacility)}</MenuItem>
            {facilities.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name}
              </MenuItem>
            ))}
          </Choice>
        )}
      </Stack>
      <ServerList
        query={query}
        texts={{
          count: (count) => t(rosterCountMessage, { count }),
          range: (from, to, count) => t(rangeMessage, { from, to, count }),
          loading: t(m.rosterLoading),
          loadFailed: t(m.rosterFailed),
          retry: t(lists.retry),
          noMatches: t(m.rosterNoMatches),
          clearFilters: t(lists.clearFilters),
          rowsPerPage: t(lists.rowsPerPage),
          empty: t(m.rosterEmpty),
        }}
        filtered={rosterFiltered(view)}
        onClearFilters={() =>
          setView({
            ...DEFAULT_ROSTER_VIEW,
            sort: view.sort,
            order: view.order,
            pageSize: view.pageSize,
          })
        }
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={PAGE_SIZES}
        onPage={(page) => setView({ page })}
        onPageSize={(pageSize) => refine({ pageSize })}
      >
        <Box ref={box}>
          {cards ? (
            <List aria-label={t(m.rosterLabel)} aria-busy={busy || undefined} disablePadding>
              {entries?.map((e) => (
                <ListItem key={e.engagementId} disableGutters sx={CARD}>
                  <Stack
                    direction="row"
                    sx={{
                      gap: 1,
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      flexWrap: 'wrap',
                    }}
                  >
                    <PersonLink entry={e} />
                    <StatusChip status={e.overallStatus} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t(disciplineMessages[e.discipline])} · {t(stageMessages[e.stage])}
                    {e.facilityId && ` · ${facilityName(e.facilityId)}`}
                  </Typography>
                  {manages && <StageControl employerId={employerId} entry={e} />}
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    {t(m.nextExpiry)}: <NextExpiryText professional={e} typeName={typeName} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(m.missingCount)}: {intl.formatNumber(e.missingCount)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          ) : (
            <SortableTable
              label={t(m.rosterLabel)}
              columns={COLUMNS.map((c) => ({ key: c.label, label: t(m[c.label]), sort: c.sort }))}
              sort={view.sort}
              order={view.order}
              busy={busy}
              onSort={(sort, order) => refine({ sort, order })}
            >
              {entries?.map((e) => (
                <TableRow key={e.engagementId}>
                  <TableCell>
                    <PersonLink entry={e} />
                    <Typography variant="body2" color="text.secondary">
                      {t(disciplineMessages[e.discipline])}
                    </Typography>
                  </TableCell>
                  <TableCell>{facilityName(e.facilityId) || '—'}</TableCell>
                  <TableCell>
                    {t(stageMessages[e.stage])}
                    {e.startOn && (
                      <Typography variant="body2" color="text.secondary">
                        {formatCivilDate(intl, e.startOn, 'medium')}
                      </Typography>
                    )}
                    {manages && <StageControl employerId={employerId} entry={e} />}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={e.overallStatus} />
                  </TableCell>
                  <TableCell>{intl.formatNumber(e.missingCount)}</TableCell>
                  <TableCell>
                    <NextExpiryText professional={e} typeName={typeName} />
                  </TableCell>
                </TableRow>
              ))}
            </SortableTable>
          )}
        </Box>
      </ServerList>
    </Paper>
  );
}

/** The room the roster's six columns need before it turns into cards. */
const TABLE_MIN_WIDTH = 720;

const CARD = { display: 'block', py: 1.5, borderBottom: 1, borderColor: 'divider' } as const;

function PersonLink({ entry }: { entry: RosterEntry }) {
  return (
    <Link
      component={RouterLink}
      to={professionalPath(entry.professionalId)}
      sx={{ fontWeight: 600 }}
    >
      <bdi>{`${entry.firstName} ${entry.lastName}`}</bdi>
    </Link>
  );
}
