/**
 * A help article read in a dialog, where the help center's pages are not the reader's (SPEC §2.2
 * gives them to admin and user): the wallet's "Why was it not accepted?". Links to other articles
 * open in the same dialog; the focus goes to its title with each one.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetHelpArticle } from '@generated/product/endpoints/help/help';
import { failureText } from '@/components/failure-text';
import { ArticleView } from './article-view';
import { helpMessages as m } from './help-messages';

export default function ArticleDialog({ slug, onClose }: { slug: string; onClose(): void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const [shown, setShown] = useState(slug);
  const query = useGetHelpArticle(shown);
  const article = query.data;
  const title = useRef<HTMLHeadingElement>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useEffect(() => {
    if (article) title.current?.focus();
  }, [article]);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId} ref={title} tabIndex={-1} sx={{ overflowWrap: 'anywhere' }}>
        {article?.title ?? t(m.loading)}
      </DialogTitle>
      <DialogContent dividers>
        {article ? (
          <ArticleView article={article} onArticle={setShown} />
        ) : query.isError ? (
          <Alert severity="error" variant="outlined">
            {`${t(m.loadFailed)} ${failureText(intl, query.error)}`}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={320} aria-busy="true" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(m.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
