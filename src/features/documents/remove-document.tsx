/** Removing a document sent by mistake, once confirmed, while nobody has judged the credential on it. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteCredentialDocument } from '@generated/product/endpoints/documents/documents';
import type { CredentialDocument } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { documentMessages as m, removeTitleMessage } from './messages';

export function RemoveDocument({
  professionalId,
  credentialId,
  doc,
  onClose,
  onRemoved,
}: {
  professionalId: string;
  credentialId: string;
  doc: CredentialDocument;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const remove = useDeleteCredentialDocument({
    mutation: { onSuccess: onRemoved },
    request: { shownInForm: true },
  });
  return (
    <Dialog open aria-labelledby={titleId} onClose={remove.isPending ? undefined : onClose}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {/* The name isolated (FSI…PDI), as <bdi> would: a Latin name in a right-to-left title. */}
        {t(removeTitleMessage, { name: `\u2068${doc.name}\u2069` })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t(m.removeBody)}</DialogContentText>
        {remove.isError && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {t(m.removeFailed)} {failureText(intl, remove.error)}
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
          onClick={() => remove.mutate({ id: professionalId, credentialId, documentId: doc.id })}
        >
          {t(m.confirmRemove)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
