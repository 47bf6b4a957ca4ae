/**
 * SPEC §2.2 /profiles/help-center/edit-article/{id} (admin, user): one help article written, by
 * its slug, or a new one at `…/edit-article/new` (`?language=es`; `?translationOf={slug}` for the
 * other language's version of an article). Administrators write (the API decides: it refuses
 * drafts and writes to anyone else); a `user`, whom SPEC's table lets in, is told so and pointed
 * to the published articles.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useGetHelpArticle } from '@generated/product/endpoints/help/help';
import { helpArticleSlugPathParameter } from '@generated/product/constants';
import type { HelpLanguage } from '@generated/product/model';
import { UserRole } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { PageFrame } from '@/components/page-frame';
import { PATHS } from '@/config/paths';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useSession } from '@/features/auth/session/use-session';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { HttpError } from '@/lib/http/errors';
import { ArticleEditor } from './article-editor';
import { editArticlePath } from './article-list';
import { editMessages as m, editTitleMessage, translationOfMessage } from './edit-messages';
import { articleLanguage } from './help-messages';

const SLUG = new RegExp(helpArticleSlugPathParameter.pattern);
const isSlug = (value: string) =>
  SLUG.test(value) && value.length <= helpArticleSlugPathParameter.maxLength;
const NEW = 'new';
/**
 * An article being written is read as the server has it when the page opens (not an older copy
 * kept from reading it), and not again: a refetch must not move the version it started from.
 */
const READ_FRESH_ONCE = {
  refetchOnMount: 'always',
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export default function EditArticlePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const trail = useRouteTrail(ROUTE_BY_KEY.editArticle);
  const writes = useSession().roles.includes(UserRole.admin);
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  // A new article saved moves to its own address with the same editor (its text, cursor and
  // undo history stay): the address's state names the editor it came from.
  const kept = (useLocation().state as { editor?: string } | null)?.editor;
  const isNew = id === NEW;
  const translationOf = isNew ? (search.get('translationOf') ?? '') : '';
  const slug = isNew ? translationOf : id;
  const valid = isSlug(slug);
  const query = useGetHelpArticle(slug, {
    query: { enabled: writes && valid, ...READ_FRESH_ONCE },
  });
  const read = query.data;
  const asked = search.get('language');
  const language: HelpLanguage =
    isNew && read
      ? read.language === 'en'
        ? 'es'
        : 'en'
      : asked === 'en' || asked === 'es'
        ? asked
        : articleLanguage(intl.locale);

  const title = isNew
    ? t(m.newTitle)
    : read
      ? t(editTitleMessage, { title: read.title })
      : t(routeTitles.editArticle);
  // An editor carried over from a new article's first save goes on with what it has.
  const waiting = writes && valid && (!read || (!kept && !query.isFetchedAfterMount));
  const notFound =
    (!isNew || translationOf !== '') &&
    (!valid || (query.error instanceof HttpError && query.error.status === 404));

  let content;
  if (!writes)
    content = (
      <Alert
        severity="info"
        variant="outlined"
        action={
          <Button component={RouterLink} to={PATHS.manageArticle} color="inherit" size="small">
            {t(m.backToList)}
          </Button>
        }
      >
        {t(m.readOnly)}
      </Alert>
    );
  else if (notFound || (waiting && query.isError))
    content = (
      <Alert
        severity={notFound ? 'info' : 'error'}
        variant="outlined"
        action={
          notFound ? (
            <Button component={RouterLink} to={PATHS.manageArticle} color="inherit" size="small">
              {t(m.backToList)}
            </Button>
          ) : (
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t(m.retry)}
            </Button>
          )
        }
      >
        {notFound ? t(m.notFound) : `${t(m.loadFailed)} ${failureText(intl, query.error)}`}
      </Alert>
    );
  else if (waiting && (!isNew || translationOf !== ''))
    content = <Skeleton variant="rounded" height={480} aria-busy="true" />;
  else if (isNew && read?.translation)
    content = (
      <Alert
        severity="info"
        variant="outlined"
        action={
          <Button
            component={RouterLink}
            to={editArticlePath(read.translation.slug)}
            color="inherit"
            size="small"
          >
            {t(m.openTranslation)}
          </Button>
        }
      >
        {t(m.translated)}
      </Alert>
    );
  else {
    // From the address only: the page's language changing does not start the article again.
    const key = kept ?? `${id}-${translationOf || (search.get('language') ?? '')}`;
    content = (
      <>
        {isNew && read && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            <bdi>{t(translationOfMessage, { title: read.title })}</bdi>
          </Alert>
        )}
        <ArticleEditor
          key={key}
          editorKey={key}
          article={isNew ? undefined : read}
          original={isNew ? read : undefined}
          language={language}
        />
      </>
    );
  }

  return (
    <PageFrame title={title} trail={trail}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
        {content}
      </Paper>
    </PageFrame>
  );
}
