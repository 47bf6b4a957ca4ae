import Paper from '@mui/material/Paper';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { useListEmployers } from '@generated/product/endpoints/employers/employers';
import { PageFrame } from '@/components/page-frame';
import { ServerList } from '@/components/server-list/server-list';
import { useAddressView } from '@/components/server-list/use-address-view';
import { routeEmptyStates } from '@/config/route-empty-states';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { EmployersFilters } from './employers-filters';
import { EmployersList } from './employers-list';
import type { EmployersView } from './list-query';
import { DEFAULT_VIEW, PAGE_SIZES, hasFilters, readView, toParams, writeView } from './list-query';
import { countMessage, employersMessages as m, rangeMessage } from './messages';

/**
 * SPEC §2.2 /profiles/employers (admin): every organization and agency with how many of the
 * professionals engaged there are cleared today, paged, sorted, searched and filtered by the
 * server; the view lives in the address.
 */
export default function EmployersPage() {
  const t = useIntl().formatMessage;
  const trail = useRouteTrail(ROUTE_BY_KEY.employers);
  const { view, setView, refine } = useAddressView(readView, writeView);
  const onSort = useCallback(
    (sort: EmployersView['sort'], order: EmployersView['order']) => refine({ sort, order }),
    [refine],
  );
  const onSearch = useCallback((search: string) => refine({ search }), [refine]);

  const query = useListEmployers(toParams(view), { query: { placeholderData: keepPreviousData } });
  const items = query.data?.items;
  const shownItems = useDeferredValue(items);

  return (
    <PageFrame title={t(routeTitles.employers)} trail={trail}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <EmployersFilters view={view} onSearch={onSearch} onFilter={refine} />
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
            empty: t(routeEmptyStates.employers),
          }}
          filtered={hasFilters(view)}
          onClearFilters={() =>
            setView({
              ...DEFAULT_VIEW,
              sort: view.sort,
              order: view.order,
              pageSize: view.pageSize,
            })
          }
          page={view.page}
          pageSize={view.pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(page) => setView({ page })}
          onPageSize={(pageSize) => setView({ pageSize }, { resetPage: true })}
        >
          <EmployersList
            employers={shownItems}
            sort={view.sort}
            order={view.order}
            busy={query.isFetching || shownItems !== items}
            onSort={onSort}
          />
        </ServerList>
      </Paper>
    </PageFrame>
  );
}
