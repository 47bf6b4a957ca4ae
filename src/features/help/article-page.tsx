/**
 * SPEC §2.2 /profiles/help-center/article/{id} (admin, user): one help article by its slug, read
 * in the language it is written in, with its other language one click away.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetHelpArticle } from '@generated/product/endpoints/help/help';
import { helpArticleSlugPathParameter } from '@generated/product/constants';
import { PageFrame } from '@/components/page-frame';
import { failureText } from '@/components/failure-text';
import { PATHS } from '@/config/paths';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { HttpError } from '@/lib/http/errors';
import { ArticleView } from './article-view';
import { helpMessages as m } from './help-messages';

const SLUG = new RegExp(helpArticleSlugPathParameter.pattern);

export default function ArticlePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { id = '' } = useParams();
  const valid = SLUG.test(id) && id.length <= helpArticleSlugPathParameter.maxLength;
  const query = useGetHelpArticle(id, { query: { enabled: valid } });
  const trail = useRouteTrail(ROUTE_BY_KEY.article);
  const article = query.data;
  const notFound = !valid || (query.error instanceof HttpError && query.error.status === 404);
  return (
    <PageFrame title={article?.title ?? t(routeTitles.article)} trail={trail}>
      {article ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 860 }}>
          <ArticleView article={article} />
        </Paper>
      ) : notFound || query.isError ? (
        <Alert
          severity={notFound ? 'info' : 'error'}
          variant="outlined"
          action={
            notFound ? (
              <Button component={RouterLink} to={PATHS.supportHub} color="inherit" size="small">
                {t(m.backToHub)}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t(m.retry)}
              </Button>
            )
          }
        >
          {notFound ? t(m.articleNotFound) : `${t(m.loadFailed)} ${failureText(intl, query.error)}`}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={360} aria-busy="true" />
      )}
    </PageFrame>
  );
}
