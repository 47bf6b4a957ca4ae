/**
 * One help article read: when and by whom it was written, its other language one link away, its
 * Markdown body shown safely (components/markdown), "Was this helpful?" and related articles. The
 * article page and the wallet's article dialog show it; the dialog keeps links to other articles
 * inside itself (`onArticle`), since the help center's pages are not every role's.
 */
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId } from 'react';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, matchPath } from 'react-router-dom';
import type { HelpArticle } from '@generated/product/model';
import { Markdown } from '@/components/markdown/markdown';
import { PATHS } from '@/config/paths';
import { ArticleFeedback } from './article-feedback';
import { articlePath } from './article-list';
import {
  categoryMessages,
  helpMessages as m,
  languageNames,
  readInMessage,
  updatedMessage,
} from './help-messages';

export interface ArticleViewProps {
  article: HelpArticle;
  /** Opens another article in place of a move to its page. */
  onArticle?(slug: string): void;
}

export function ArticleView({ article, onArticle }: ArticleViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const onAppLink = useCallback(
    (path: string) => {
      const slug = matchPath(PATHS.article, path)?.params.id;
      if (!onArticle || !slug) return false;
      onArticle(slug);
      return true;
    },
    [onArticle],
  );
  const linkTo = (slug: string) => ({
    component: RouterLink,
    to: articlePath(slug),
    onClick: (event: MouseEvent) => {
      if (onAppLink(articlePath(slug))) event.preventDefault();
    },
  });
  const relatedId = useId();
  const updated = intl.formatDate(article.updatedAt, { dateStyle: 'long' });
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip size="small" variant="outlined" label={t(categoryMessages[article.category])} />
        <Typography variant="body2" color="text.secondary">
          {t(updatedMessage, { date: updated, author: article.author })}
        </Typography>
        {article.translation && (
          <Link
            {...linkTo(article.translation.slug)}
            hrefLang={article.translation.language}
            variant="body2"
            sx={{ marginInlineStart: 'auto' }}
          >
            {t(readInMessage, { language: t(languageNames[article.translation.language]) })}
          </Link>
        )}
      </Stack>
      <div lang={article.language}>
        <Markdown onAppLink={onArticle ? onAppLink : undefined}>{article.body}</Markdown>
      </div>
      <Divider />
      <ArticleFeedback key={article.slug} slug={article.slug} initial={article.feedback} />
      {article.related.length > 0 && (
        <section aria-labelledby={relatedId}>
          <Typography id={relatedId} variant="subtitle1" component="h2">
            {t(m.related)}
          </Typography>
          <List dense disablePadding>
            {article.related.map((r) => (
              <ListItem key={r.slug} disableGutters>
                <Link {...linkTo(r.slug)}>{r.title}</Link>
              </ListItem>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
