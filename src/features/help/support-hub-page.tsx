/**
 * SPEC §2.2 /profiles/help-center/support-hub (admin, user): search across the help articles in
 * the reader's language (titles and bodies, accents ignored: the server's search), browse them by
 * category, the most read, and a way to a person. The search and the category live in the address.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { useListHelpArticles } from '@generated/product/endpoints/help/help';
import { HelpCategory } from '@generated/product/model';
import { PageFrame } from '@/components/page-frame';
import { failureText } from '@/components/failure-text';
import { SearchField } from '@/components/server-list/search-field';
import { useAddressView } from '@/components/server-list/use-address-view';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { ArticleList } from './article-list';
import { ContactSupport } from './contact-support';
import {
  articleLanguage,
  categoryMessages,
  helpMessages as m,
  inCategoryMessage,
  resultsMessage,
} from './help-messages';

const CATEGORIES = Object.values(HelpCategory);
const MAX_SEARCH = 100;

interface HubView {
  page: number;
  search: string;
  category: HelpCategory | '';
}

/** `?q=` the search, `?category=` the category: what cannot be read is left out. */
function readView(address: string): HubView {
  const params = new URLSearchParams(address);
  const category = params.get('category');
  return {
    page: 1,
    search: (params.get('q') ?? '').slice(0, MAX_SEARCH),
    category: CATEGORIES.find((c) => c === category) ?? '',
  };
}

function writeView(view: HubView): string {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.category) params.set('category', view.category);
  return params.toString();
}

export default function SupportHubPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const trail = useRouteTrail(ROUTE_BY_KEY.supportHub);
  const { view, refine } = useAddressView(readView, writeView);
  const search = view.search;
  const category = view.category || undefined;
  const browsing = !search.trim() && !category;
  const headingId = useId();
  const onSearch = useCallback((q: string) => refine({ search: q }), [refine]);

  const query = useListHelpArticles(
    {
      language: articleLanguage(intl.locale),
      pageSize: browsing ? 6 : 50,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(category ? { category } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const items = query.data?.items;
  const heading = browsing
    ? t(m.mostRead)
    : category && !search.trim()
      ? t(inCategoryMessage, { category: t(categoryMessages[category]) })
      : t(resultsMessage, { count: query.data?.total ?? 0 });

  return (
    <PageFrame title={t(routeTitles.supportHub)} trail={trail}>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ mb: 1 }}>
            <SearchField
              label={t(m.searchLabel)}
              searched={search}
              onSearch={onSearch}
              maxLength={MAX_SEARCH}
              flex="1 1 100%"
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t(m.searchHint)}
          </Typography>
          <Typography component="h2" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {t(m.categories)}
          </Typography>
          <Stack
            component="ul"
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
          >
            {[undefined, ...CATEGORIES].map((c) => (
              <li key={c ?? 'all'}>
                <Chip
                  sx={{
                    maxWidth: '100%',
                    height: 'auto',
                    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                  }}
                  clickable
                  color={c === category ? 'primary' : 'default'}
                  variant={c === category ? 'filled' : 'outlined'}
                  aria-pressed={c === category}
                  label={c ? t(categoryMessages[c]) : t(m.allCategories)}
                  onClick={() => refine({ category: c ?? '' })}
                />
              </li>
            ))}
          </Stack>
        </Paper>

        <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
          <Typography id={headingId} variant="h6" component="h2" aria-live="polite">
            {query.isPlaceholderData || !query.data ? t(m.loading) : heading}
          </Typography>
          {items ? (
            items.length > 0 ? (
              <ArticleList articles={items} label={heading} showViews={browsing} />
            ) : (
              <Typography sx={{ mt: 1 }}>{t(m.noResults)}</Typography>
            )
          ) : query.isError ? (
            <Alert
              severity="error"
              variant="outlined"
              sx={{ mt: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                  {t(m.retry)}
                </Button>
              }
            >
              {`${t(m.loadFailed)} ${failureText(intl, query.error)}`}
            </Alert>
          ) : (
            <Skeleton variant="rounded" height={240} aria-busy="true" sx={{ mt: 1 }} />
          )}
        </Paper>

        <ContactSupport />
      </Stack>
    </PageFrame>
  );
}
