/** Help articles as a list of links: title, excerpt, category (the support hub's results). */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import type { HelpArticleSummary } from '@generated/product/model';
import { PATHS } from '@/config/paths';
import { categoryMessages, viewsMessage } from './help-messages';

export const articlePath = (slug: string) => generatePath(PATHS.article, { id: slug });
/** The editor of an article (`new` for one not written yet). */
export const editArticlePath = (slug: string) => generatePath(PATHS.editArticle, { id: slug });

export function ArticleList({
  articles,
  label,
  showViews = false,
}: {
  articles: readonly HelpArticleSummary[];
  label: string;
  showViews?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <List aria-label={label} disablePadding>
      {articles.map((a) => (
        <ListItem key={a.slug} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
          <Link
            component={RouterLink}
            to={articlePath(a.slug)}
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
          >
            {a.title}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {a.excerpt}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" variant="outlined" label={t(categoryMessages[a.category])} />
            {showViews && (
              <Typography variant="caption" color="text.secondary">
                {t(viewsMessage, { count: a.views })}
              </Typography>
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
