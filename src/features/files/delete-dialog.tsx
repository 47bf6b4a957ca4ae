/** Deleting a file, once asked: it is gone for everyone and its room in the storage is freed. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { StoredFile } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { formatBytes } from '@/features/documents/file-check';
import { useFileChanges } from './use-file-changes';
import { deleteTextMessage, deleteTitleMessage, writeMessages as m } from './write-messages';
import { isolated } from './file-view';

export function DeleteDialog({
  file,
  onClose,
}: {
  file: StoredFile;
  onClose: (deleted: boolean) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const textId = useId();
  const { remove } = useFileChanges();
  return (
    <Dialog
      open
      onClose={() => remove.isPending || onClose(false)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t(deleteTitleMessage, { name: isolated(file.name) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t(deleteTextMessage, { size: formatBytes(intl, file.size) })}
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" variant="outlined" role="alert" sx={{ mt: 1 }}>
            {t(m.notDeleted)} {failureText(intl, remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={remove.isPending} autoFocus>
          {t(m.cancel)}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ fileId: file.id }, { onSuccess: () => onClose(true) })}
        >
          {t(m.deleteConfirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
