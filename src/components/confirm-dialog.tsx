/**
 * A destructive action asked once more: what goes, why it goes for good, Cancel and the action in
 * the error colour; while it runs neither can be pressed again, and a refusal is said inside. The
 * focus starts on Cancel, the choice that loses nothing (as WAI-ARIA's alert dialog pattern
 * advises), and the sentence is the dialog's description, read out with its title.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from './failure-text';

export interface ConfirmDialogProps {
  title: ReactNode;
  body: string;
  confirm: string;
  cancel: string;
  /** Said before the failure's own text (e.g. 'Not deleted.'). */
  failed: string;
  pending: boolean;
  /** The last attempt's failure, if it failed. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const textId = useId();
  const { pending } = props;
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      onClose={pending ? undefined : props.onClose}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {props.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{props.body}</DialogContentText>
        {props.error != null && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {props.failed} {failureText(intl, props.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={pending} autoFocus>
          {props.cancel}
        </Button>
        <Button color="error" variant="contained" disabled={pending} onClick={props.onConfirm}>
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
