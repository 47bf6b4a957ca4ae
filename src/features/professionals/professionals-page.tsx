import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useListProfessionals } from '@generated/product/endpoints/professionals/professionals';
import { EmptyState, PageFrame } from '@/components/page-frame';
import { failureText } from '@/components/failure-text';
import { visuallyHidden } from '@/components/visually-hidden';
import { routeEmptyStates, routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useTypeNames } from '@/features/compliance/use-type-names';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { useWidth } from '@/lib/use-width';
import type { ProfessionalsView } from './list-query';
import { DEFAULT_VIEW, PAGE_SIZES, hasFilters, readView, toParams, writeView } from './list-query';
import { countMessage, professionalsMessages as m, rangeMessage } from './messages';
import { ProfessionalsCards } from './professionals-cards';
import { ProfessionalsFilters } from './professionals-filters';
import type { ProfessionalsListProps } from './professionals-table';
import { ProfessionalsTable } from './professionals-table';

/** The pause before a typed search is sent, as on the users list. */
export const SEARCH_DEBOUNCE_MS = 300;

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
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readView(searchParams.toString());
  const [typed, setTyped] = useState(view.search);

  const setView = (next: Partial<ProfessionalsView>, options: { resetPage?: boolean } = {}) => {
    const merged = { ...view, ...next, ...(options.resetPage ? { page: 1 } : {}) };
    setSearchParams(writeView(merged), { replace: 'search' in next });
  };

  // The address changed from outside (back button): the box shows what is searched.
  const [synced, setSynced] = useState(view.search);
  if (synced !== view.search) {
    setSynced(view.search);
    if (typed.trim() !== view.search) setTyped(view.search);
  }
  useEffect(() => {
    if (typed.trim() === view.search.trim()) return;
    const timer = setTimeout(
      () => setView({ search: typed }, { resetPage: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new keystroke restarts the wait
  }, [typed]);

  const query = useListProfessionals(toParams(view), {
    query: { placeholderData: keepPreviousData },
  });
  const data = query.data;

  return (
    <PageFrame title={t(routeTitles.professionals)} trail={trail}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ProfessionalsFilters
          view={view}
          typed={typed}
          onType={setTyped}
          onFilter={(next) => setView(next, { resetPage: true })}
        />
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {data ? t(countMessage, { count: data.total }) : ''}
        </Typography>

        {query.isError && !data ? (
          <Alert
            severity="error"
            variant="outlined"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t(m.retry)}
              </Button>
            }
          >
            {t(m.loadFailed)} {failureText(intl, query.error)}
          </Alert>
        ) : data && data.total === 0 ? (
          hasFilters(view) ? (
            <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
              <Typography>{t(m.noMatches)}</Typography>
              <Button
                variant="outlined"
                onClick={() => {
                  setTyped('');
                  setView({
                    ...DEFAULT_VIEW,
                    sort: view.sort,
                    order: view.order,
                    pageSize: view.pageSize,
                  });
                }}
              >
                {t(m.clearFilters)}
              </Button>
            </Stack>
          ) : (
            <EmptyState text={t(routeEmptyStates.professionals)} />
          )
        ) : (
          <>
            <ProfessionalsList
              professionals={data?.items}
              view={view}
              busy={query.isFetching}
              typeName={typeName}
              onSort={(sort, order) => setView({ sort, order }, { resetPage: true })}
            />
            {!data && (
              <Box component="span" role="status" sx={visuallyHidden}>
                {t(m.loading)}
              </Box>
            )}
            <TablePagination
              component="div"
              count={data?.total ?? 0}
              page={data ? Math.max(0, view.page - 1) : 0}
              rowsPerPage={view.pageSize}
              rowsPerPageOptions={[...PAGE_SIZES]}
              onPageChange={(_event, page) => setView({ page: page + 1 })}
              onRowsPerPageChange={(event) =>
                setView({ pageSize: Number(event.target.value) }, { resetPage: true })
              }
              labelRowsPerPage={t(m.rowsPerPage)}
              labelDisplayedRows={({ from, to, count }) => t(rangeMessage, { from, to, count })}
            />
          </>
        )}
      </Paper>
    </PageFrame>
  );
}

/** The room the six columns need before the list turns into cards (measured in Chromium). */
const TABLE_MIN_WIDTH = 760;

/** A table where it fits, cards on a phone or beside the side navigation on a narrow screen. */
function ProfessionalsList(props: ProfessionalsListProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [box, width] = useWidth<HTMLDivElement>();
  const cards = phone || (width !== undefined && width < TABLE_MIN_WIDTH);
  return (
    <Box ref={box}>
      {cards ? <ProfessionalsCards {...props} /> : <ProfessionalsTable {...props} />}
    </Box>
  );
}
