/** Deleting a credential no reviewer has read yet, once confirmed. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteCredential } from '@generated/product/endpoints/credentials/credentials';
import type { Credential } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { credentialMessages as m, deleteTitleMessage } from './messages';

export function DeleteCredential({
  professionalId,
  credential,
  typeName,
  onClose,
  onDeleted,
}: {
  professionalId: string;
  credential: Credential;
  typeName: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const remove = useDeleteCredential({ mutation: { onSuccess: onDeleted } });
  return (
    <Dialog open aria-labelledby={titleId} onClose={remove.isPending ? undefined : onClose}>
      <DialogTitle id={titleId}>{t(deleteTitleMessage, { type: typeName })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(m.deleteBody)}</DialogContentText>
        {remove.isError && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {t(m.deleteFailed)} {failureText(intl, remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t(m.cancel)}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: professionalId, credentialId: credential.id })}
        >
          {t(m.confirmDelete)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
