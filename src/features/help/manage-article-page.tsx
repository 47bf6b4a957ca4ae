/**
 * SPEC §2.2 /profiles/help-center/manage-article (admin, user): every help article with its status,
 * language and last change, searched and filtered by the server, the view in the address. A writer
 * (an administrator: the API decides) publishes, takes back to draft and deletes; others see the
 * published ones, read-only.
 */
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useListHelpArticles } from '@generated/product/endpoints/help/help';
import { UserRole } from '@generated/product/model';
import { PageFrame } from '@/components/page-frame';
import { Choice } from '@/components/server-list/choice';
import { SearchField } from '@/components/server-list/search-field';
import { ServerList } from '@/components/server-list/server-list';
import { useAddressView } from '@/components/server-list/use-address-view';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useSession } from '@/features/auth/session/use-session';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { editArticlePath } from './article-list';
import { ManageRow } from './manage-row';
import {
  languageOptions,
  manageCountMessage,
  manageMessages as m,
  manageRangeMessage,
} from './manage-messages';
import type { ManageView } from './manage-view';
import { DEFAULT_MANAGE_VIEW, PAGE_SIZES, readManageView, writeManageView } from './manage-view';

export default function ManageArticlePage() {
  const t = useIntl().formatMessage;
  const trail = useRouteTrail(ROUTE_BY_KEY.manageArticle);
  const writes = useSession().roles.includes(UserRole.admin);
  const { view, setView, refine } = useAddressView(readManageView, writeManageView);
  const onSearch = useCallback((search: string) => refine({ search }), [refine]);
  const query = useListHelpArticles(
    {
      page: view.page,
      pageSize: view.pageSize,
      sort: 'updatedAt',
      order: 'desc',
      status: writes ? view.status || 'all' : 'published',
      ...(view.search ? { search: view.search } : {}),
      ...(view.language ? { language: view.language } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const items = query.data?.items;
  return (
    <PageFrame
      title={t(routeTitles.manageArticle)}
      trail={trail}
      actions={
        writes && (
          <Button
            component={RouterLink}
            to={editArticlePath('new')}
            variant="contained"
            startIcon={<Add />}
          >
            {t(m.newArticle)}
          </Button>
        )
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        {!writes && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            {t(m.readOnly)}
          </Alert>
        )}
        <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
          <SearchField
            label={t(m.search)}
            searched={view.search}
            onSearch={onSearch}
            maxLength={100}
            flex="2 1 260px"
          />
          {writes && (
            <Choice
              label={t(m.status)}
              value={view.status}
              onChange={(status) => refine({ status: status as ManageView['status'] })}
            >
              <MenuItem value="">{t(m.anyStatus)}</MenuItem>
              <MenuItem value="published">{t(m.published)}</MenuItem>
              <MenuItem value="draft">{t(m.draft)}</MenuItem>
            </Choice>
          )}
          <Choice
            label={t(m.language)}
            value={view.language}
            onChange={(language) => refine({ language: language as ManageView['language'] })}
          >
            <MenuItem value="">{t(m.anyLanguage)}</MenuItem>
            <MenuItem value="en">{t(languageOptions.en)}</MenuItem>
            <MenuItem value="es">{t(languageOptions.es)}</MenuItem>
          </Choice>
        </Stack>
        <ServerList
          query={query}
          texts={{
            count: (count) => t(manageCountMessage, { count }),
            range: (from, to, count) => t(manageRangeMessage, { from, to, count }),
            loading: t(m.loading),
            loadFailed: t(m.loadFailed),
            retry: t(m.retry),
            noMatches: t(m.noMatches),
            clearFilters: t(m.clearFilters),
            rowsPerPage: t(m.rowsPerPage),
            empty: t(m.empty),
          }}
          filtered={Boolean(view.search || view.status || view.language)}
          onClearFilters={() => setView({ ...DEFAULT_MANAGE_VIEW, pageSize: view.pageSize })}
          page={view.page}
          pageSize={view.pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(page) => setView({ page })}
          onPageSize={(pageSize) => setView({ pageSize }, { resetPage: true })}
        >
          {items ? (
            <List aria-label={t(m.listLabel)} disablePadding aria-busy={query.isFetching}>
              {items.map((a) => (
                <ManageRow key={a.slug} article={a} writes={writes} />
              ))}
            </List>
          ) : (
            <Skeleton variant="rounded" height={320} aria-busy="true" />
          )}
        </ServerList>
      </Paper>
    </PageFrame>
  );
}
