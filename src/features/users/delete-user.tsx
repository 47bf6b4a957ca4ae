import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  getGetUserQueryKey,
  getListUsersQueryKey,
  useDeleteUser,
} from '@generated/product/endpoints/users/users';
import type { User } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { PATHS } from '@/config/paths';
import { namesOf } from '@/lib/user-name';
import { userMessages as m } from './messages';

/**
 * A user's Delete, for an admin: asks for confirmation in a dialog, sends the call once, and goes
 * back to the list with a notice. One's own account is never deleted here (the server refuses it
 * too): the action is off, and says why beside it (`self`).
 */
export function DeleteUser({
  user,
  self,
  onDeleted,
}: {
  user: User;
  self: boolean;
  /** Just before going back to the list: edits of a deleted user are not worth keeping. */
  onDeleted?(): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = String(user.id);
  const [confirming, setConfirming] = useState(false);
  const deleting = useRef(false);
  const remove = useDeleteUser({
    mutation: {
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: getGetUserQueryKey(id) });
        void queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
        onDeleted?.();
        navigate(PATHS.users, { state: { notice: 'userDeleted' } });
      },
    },
    // A refusal is said in the dialog, where the person is looking, and nowhere else.
    request: { shownInForm: true },
  });
  return (
    <>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        <Button
          color="error"
          variant="outlined"
          disabled={self}
          aria-describedby={self ? `delete-self-${id}` : undefined}
          onClick={() => {
            remove.reset(); // a new attempt: no earlier refusal in the dialog
            setConfirming(true);
          }}
        >
          {t(m.delete)}
        </Button>
        {self && (
          <Typography
            id={`delete-self-${id}`}
            variant="body2"
            color="text.secondary"
            sx={{ textAlign: 'end' }}
          >
            {t(m.cannotDeleteSelf)}
          </Typography>
        )}
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => !remove.isPending && setConfirming(false)}
        aria-labelledby={`delete-${id}`}
        aria-describedby={`delete-${id}-text`}
      >
        <DialogTitle id={`delete-${id}`}>{t(m.confirmTitle)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`delete-${id}-text`}>
            {namesOf(user) ? (
              <>
                <bdi>{namesOf(user)}</bdi> ({user.email}).{' '}
              </>
            ) : (
              <>
                <bdi>{user.email}</bdi>.{' '}
              </>
            )}
            {t(m.confirmText)}
          </DialogContentText>
          {remove.isError && (
            <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
              {failureText(intl, remove.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {t(m.cancel)}
          </Button>
          <Button
            color="error"
            variant="contained"
            aria-busy={remove.isPending || undefined}
            onClick={() => {
              if (deleting.current) return; // sent once
              deleting.current = true;
              remove.mutate({ id }, { onError: () => (deleting.current = false) });
            }}
          >
            {t(m.confirmDelete)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
