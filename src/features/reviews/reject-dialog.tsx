/**
 * The rejection's dialog: the reason the professional will read, required and bounded by the
 * contract. A refused or failed save keeps the dialog open with what was typed.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { failureText } from '@/components/failure-text';
import { reasonTooLongMessage, reviewMessages as m } from './messages';
import type { RejectValues } from './review-form';
import { REASON_MAX, rejectResolver } from './review-form';

export interface RejectDialogProps {
  open: boolean;
  typeName: string;
  busy: boolean;
  error: unknown;
  onCancel(): void;
  onReject(reason: string): void;
}

export function RejectDialog({
  open,
  typeName,
  busy,
  error,
  onCancel,
  onReject,
}: RejectDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const form = useForm<RejectValues>({ defaultValues: { reason: '' }, resolver: rejectResolver });
  const problem = form.formState.errors.reason?.message;
  const helper =
    problem === 'tooLong'
      ? t(reasonTooLongMessage, { max: REASON_MAX })
      : problem
        ? t(m.reasonRequired)
        : t(m.reasonHelp);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(({ reason }) => onReject(reason.trim()))(event)}
      >
        <DialogTitle id={titleId}>{t(m.rejectTitle)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{typeName}</DialogContentText>
          {error !== undefined && error !== null && (
            <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
              {t(m.failed)} {failureText(intl, error)}
            </Alert>
          )}
          <TextField
            {...form.register('reason')}
            label={t(m.reason)}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={problem !== undefined}
            helperText={helper}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: REASON_MAX + 50 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {t(m.confirmReject)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
