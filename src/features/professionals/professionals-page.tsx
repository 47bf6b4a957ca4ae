import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { keepPreviousData } from '@tanstack/react-query';
import { memo, useCallback, useDeferredValue } from 'react';
import { useIntl } from 'react-intl';
import { useListProfessionals } from '@generated/product/endpoints/professionals/professionals';
import { PageFrame } from '@/components/page-frame';
import { ServerList } from '@/components/server-list/server-list';
import { useCards } from '@/components/server-list/use-cards';
import { useAddressView } from '@/components/server-list/use-address-view';
import { routeEmptyStates } from '@/config/route-empty-states';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useTypeNames } from '@/features/compliance/use-type-names';
import { useRouteTrail } from '@/features/navigation/route-trail';
import type { ProfessionalsView } from './list-query';
import { DEFAULT_VIEW, PAGE_SIZES, hasFilters, readView, toParams, writeView } from './list-query';
import { countMessage, professionalsMessages as m, rangeMessage } from './messages';
import { ProfessionalsCards } from './professionals-cards';
import { ProfessionalsFilters } from './professionals-filters';
import type { ProfessionalsListProps } from './professionals-table';
import { ProfessionalsTable } from './professionals-table';

/**
 * SPEC §2.2 /profiles/professionals (admin): every professional with their overall compliance as
 * the server computed it today, paged, sorted, searched and filtered by the server; the view lives
 * in the address.
 */
export default function ProfessionalsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const trail = useRouteTrail(ROUTE_BY_KEY.professionals);
  const typeName = useTypeNames();
  const { view, setView, refine } = useAddressView(readView, writeView);
  const onSort = useCallback(
    (sort: ProfessionalsView['sort'], order: ProfessionalsView['order']) => refine({ sort, order }),
    [refine],
  );
  const onSearch = useCallback((search: string) => refine({ search }), [refine]);

  const query = useListProfessionals(toParams(view), {
    query: { placeholderData: keepPreviousData },
  });
  // A new page's rows render at a lower priority than what a person types or presses: the
  // previous rows stay (marked busy) until the new ones are drawn between keystrokes.
  const items = query.data?.items;
  const shownItems = useDeferredValue(items);

  return (
    <PageFrame title={t(routeTitles.professionals)} trail={trail}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ProfessionalsFilters view={view} onSearch={onSearch} onFilter={refine} />
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
            empty: t(routeEmptyStates.professionals),
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
          <ProfessionalsList
            professionals={shownItems}
            sort={view.sort}
            order={view.order}
            busy={query.isFetching || shownItems !== items}
            typeName={typeName}
            onSort={onSort}
          />
        </ServerList>
      </Paper>
    </PageFrame>
  );
}

/** The room the six columns need before the list turns into cards (measured in Chromium). */
const TABLE_MIN_WIDTH = 760;

/** A table where it fits, cards on a phone or beside the side navigation on a narrow screen. */
const ProfessionalsList = memo(function ProfessionalsList(props: ProfessionalsListProps) {
  const [box, cards] = useCards<HTMLDivElement>(TABLE_MIN_WIDTH);
  return (
    <Box ref={box}>
      {cards ? <ProfessionalsCards {...props} /> : <ProfessionalsTable {...props} />}
    </Box>
  );
});
