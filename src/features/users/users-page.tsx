import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useListUsers } from '@generated/product/endpoints/users/users';
import { UserRole } from '@generated/product/model';
import { PageFrame } from '@/components/page-frame';
import { ServerList } from '@/components/server-list/server-list';
import { SearchField } from '@/components/server-list/search-field';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { ROUTE_BY_KEY } from '@/config/routes';
import { routeEmptyStates } from '@/config/route-empty-states';
import { routeTitles } from '@/config/route-messages';
import { roleMessages } from '@/features/profile-select/messages';
import { useWidth } from '@/lib/use-width';
import type { UsersView } from './list-query';
import {
  DEFAULT_VIEW,
  hasFilters,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  readView,
  toParams,
  writeView,
} from './list-query';
import { countMessage, rangeMessage, userMessages, usersMessages as m } from './messages';
import { UsersCards } from './users-cards';
import type { UsersTableProps } from './users-table';
import { UsersTable } from './users-table';

/** SPEC §2.2 /profiles/users (admin): every user, paged, sorted, searched and filtered by the server. */
export default function UsersPage() {
  const intl = useIntl();
  const trail = useRouteTrail(ROUTE_BY_KEY.users);
  const t = intl.formatMessage;
  const { state } = useLocation();
  const deleted = (state as { notice?: string } | null)?.notice === 'userDeleted';
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams.toString());
  const roleId = useId();
  const statusId = useId();

  const setView = (next: Partial<UsersView>, options: { resetPage?: boolean } = {}) => {
    const merged = { ...view, ...next, ...(options.resetPage ? { page: 1 } : {}) };
    setSearchParams(writeView(merged), { replace: 'search' in next });
  };

  const query = useListUsers(toParams(view), { query: { placeholderData: keepPreviousData } });
  const title = t(routeTitles.users);

  return (
    <PageFrame title={title} trail={trail}>
      <div role="status">
        {deleted && (
          <Alert severity="success" variant="outlined" role="none" sx={{ mb: 2 }}>
            {t(userMessages.deleted)}
          </Alert>
        )}
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {/* The filters share a row while each fits its longest choice ('Activos e inactivos'),
            and wrap onto the next line when not: a choice is never cut short. */}
        <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <SearchField
            label={t(m.search)}
            searched={view.search}
            onSearch={(search) => setView({ search }, { resetPage: true })}
            maxLength={MAX_SEARCH_LENGTH}
            flex="2 1 240px"
          />
          <FormControl size="small" sx={{ flex: '1 1 200px' }}>
            <InputLabel id={roleId} shrink>
              {t(m.role)}
            </InputLabel>
            <Select
              labelId={roleId}
              input={<OutlinedInput notched label={t(m.role)} />}
              value={view.role}
              displayEmpty
              onChange={(event) =>
                setView({ role: event.target.value as UsersView['role'] }, { resetPage: true })
              }
            >
              <MenuItem value="">{t(m.anyRole)}</MenuItem>
              {Object.values(UserRole).map((role) => (
                <MenuItem key={role} value={role}>
                  {t(roleMessages[role])}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ flex: '1 1 200px' }}>
            <InputLabel id={statusId} shrink>
              {t(m.status)}
            </InputLabel>
            <Select
              labelId={statusId}
              input={<OutlinedInput notched label={t(m.status)} />}
              value={view.isActive === '' ? '' : String(view.isActive)}
              displayEmpty
              onChange={(event) => {
                const value = event.target.value;
                setView({ isActive: value === '' ? '' : value === 'true' }, { resetPage: true });
              }}
            >
              <MenuItem value="">{t(m.anyStatus)}</MenuItem>
              <MenuItem value="true">{t(m.active)}</MenuItem>
              <MenuItem value="false">{t(m.inactive)}</MenuItem>
            </Select>
          </FormControl>
        </Stack>

        <ServerList
          query={query}
          texts={{
            count: (count) => t(countMessage, { count }),
            range: (from, to, count) => t(rangeMessage, { from, to, count }),
            loading: t(m.loading),
            loadFailed: t(m.loadFailed),
            retry: t(m.retry),
            noMatches: t(m.noMatches),
            clearFilters: t(m.clearFilters),
            rowsPerPage: t(m.rowsPerPage),
            empty: t(routeEmptyStates.users),
          }}
          filtered={hasFilters(view)}
          onClearFilters={() => {
            setView({
              ...DEFAULT_VIEW,
              sort: view.sort,
              order: view.order,
              pageSize: view.pageSize,
            });
          }}
          page={view.page}
          pageSize={view.pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(page) => setView({ page })}
          onPageSize={(pageSize) => setView({ pageSize }, { resetPage: true })}
        >
          <UsersList
            users={query.data?.items}
            view={view}
            busy={query.isFetching}
            onSort={(sort, order) => setView({ sort, order }, { resetPage: true })}
          />
        </ServerList>
      </Paper>
    </PageFrame>
  );
}

/**
 * The room the table needs: five columns, roles and dates on one line at desktop widths, addresses
 * broken as they must (at most 628 px in Spanish and 550 in English over the demo's first ten pages
 * of users, measured in Chromium).
 */
const TABLE_MIN_WIDTH = 680;

/**
 * A table where it fits, a list of cards where it would scroll sideways: on a phone (MUI's `sm`,
 * read when the page renders) and beside the side navigation on a narrow screen (the list's own
 * width, 900 px to about 1000).
 */
function UsersList(props: UsersTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [box, width] = useWidth<HTMLDivElement>();
  const cards = phone || (width !== undefined && width < TABLE_MIN_WIDTH);
  return <Box ref={box}>{cards ? <UsersCards {...props} /> : <UsersTable {...props} />}</Box>;
}
