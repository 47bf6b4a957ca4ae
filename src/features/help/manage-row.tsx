/** One article in the manage list: its title (a link), status, language and last change; for a writer, Publish or Back to draft, and Delete…. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import {
  getListHelpArticlesQueryKey,
  useDeleteHelpArticle,
  usePublishHelpArticle,
  useUnpublishHelpArticle,
} from '@generated/product/endpoints/help/help';
import type { HelpArticleSummary } from '@generated/product/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { failureText } from '@/components/failure-text';
import { articlePath, editArticlePath } from './article-list';
import { categoryMessages, viewsMessage } from './help-messages';
import { editTitleMessage } from './edit-messages';
import {
  deleteTitleMessage,
  languageOptions,
  manageMessages as m,
  rowMetaMessage,
} from './manage-messages';

const HELP_KEY = getListHelpArticlesQueryKey()[0];

export function ManageRow({
  article: a,
  writes,
}: {
  article: HelpArticleSummary;
  writes: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const client = useQueryClient();
  // The lists and every article read: a published, drafted or deleted one reads differently.
  const refresh = {
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(HELP_KEY),
      }),
  };
  const publish = usePublishHelpArticle({ mutation: refresh });
  const unpublish = useUnpublishHelpArticle({ mutation: refresh });
  const remove = useDeleteHelpArticle({ mutation: refresh });
  const [confirming, setConfirming] = useState(false);
  const published = a.status === 'published';
  const toggle = published ? unpublish : publish;
  const failed = publish.error ?? unpublish.error;
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={published ? 'success' : 'default'}
          variant={published ? 'filled' : 'outlined'}
          label={t(published ? m.published : m.draft)}
        />
        <Link component={RouterLink} to={articlePath(a.slug)} sx={{ fontWeight: 600 }}>
          <bdi>{a.title}</bdi>
        </Link>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(rowMetaMessage, {
          language: t(languageOptions[a.language]),
          date: intl.formatDate(a.updatedAt, { dateStyle: 'medium' }),
        })}{' '}
        · {t(viewsMessage, { count: a.views })} · {t(categoryMessages[a.category])}
      </Typography>
      {writes && (
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={editArticlePath(a.slug)}
            aria-label={t(editTitleMessage, { title: a.title })}
          >
            {t(m.edit)}
          </Button>
          <Button
            size="small"
            variant="outlined"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate({ slug: a.slug })}
          >
            {t(published ? m.unpublish : m.publish)}
          </Button>
          <Button size="small" color="error" onClick={() => setConfirming(true)}>
            {t(m.delete)}
          </Button>
        </Stack>
      )}
      {failed != null && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
          {t(m.actionFailed)} {failureText(intl, failed)}
        </Alert>
      )}
      {confirming && (
        <ConfirmDialog
          title={t(deleteTitleMessage, { title: a.title })}
          body={t(m.deleteBody)}
          confirm={t(m.deleteConfirm)}
          cancel={t(m.cancel)}
          failed={t(m.notDeleted)}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() =>
            remove.mutate({ slug: a.slug }, { onSuccess: () => setConfirming(false) })
          }
          onClose={() => {
            remove.reset();
            setConfirming(false);
          }}
        />
      )}
    </ListItem>
  );
}
