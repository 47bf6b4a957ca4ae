import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormOutcome, SubmitButton } from '@/components/form-outcome';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { AccountField } from '@/features/auth/components/account-field';
import { PasswordField } from '@/features/auth/components/password-field';
import { refusedField } from '@/features/auth/forms/refused-field';
import { newPasswordSchema } from '@/features/auth/forms/schemas';
import { useZodForm } from '@/features/auth/forms/use-zod-form';
import { formMessages } from '@/features/auth/messages';
import { stepMessages } from '@/features/auth/step-messages';
import { session } from '@/features/auth/session';
import { useSession } from '@/features/auth/session/use-session';
import { AuthenticatorSetup } from './authenticator-setup';
import { securityMessages as m } from './messages';
import { SettingsCard } from './settings-card';

const passwordSchema = newPasswordSchema({ requireExisting: true, action: 'setup' });

/** PUT /auth/basic with the current password; what was typed stays on every error. */
function ChangePassword({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const sending = useRef(false);
  const errorId = useId();
  // The account whose password changes, for password managers (AccountField).
  const { identity } = useSession();
  const account = identity?.email ?? identity?.username;
  // Changed passwords since the page opened: the fields start afresh after each.
  const [changes, setChanges] = useState(0);
  const form = useZodForm(passwordSchema, {
    existingPassword: '',
    password: '',
    confirmPassword: '',
  });
  const change = useMutation({
    mutationFn: (values: { existingPassword?: string; password: string }) =>
      session.updatePassword({
        password: values.password,
        existingPassword: values.existingPassword ?? '',
      }),
    onSuccess: () => {
      form.reset({ existingPassword: '', password: '', confirmPassword: '' });
      setChanges((count) => count + 1);
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const { setFocus } = form;
  // A wrong current password: that field is marked, described by the error and focused.
  const refusal = refusedField(
    { kind: 'updatePassword', existingPassword: change.variables?.existingPassword },
    change.error,
  );
  const refused = refusal === 'existingPassword' || refusal === 'password' ? refusal : undefined;
  useEffect(() => {
    if (refused) setFocus(refused, { shouldSelect: true });
  }, [change.error, refused, setFocus]);
  return (
    <SettingsCard heading={t(m.passwordTitle)} title={t(m.passwordIntro)}>
      <form
        noValidate
        onSubmit={(event) =>
          form.submit((values) => {
            if (sending.current) return; // sent once, however often it is pressed
            sending.current = true;
            change.mutate(values);
          })(event)
        }
      >
        <Stack spacing={2}>
          {/* Fresh inputs after a change: emptied by the reset alone, these uncontrolled inputs
              would keep their labels raised (MUI notices typing, not a reset). */}
          <Fragment key={changes}>
            {account && <AccountField identifier={account} visible={false} />}
            <PasswordField
              label={t(stepMessages.currentPassword)}
              holds="current"
              registration={form.register('existingPassword')}
              error={form.errorText('existingPassword')}
              refusedBy={refused === 'existingPassword' ? errorId : undefined}
              autoComplete="current-password"
            />
            <PasswordField
              label={t(stepMessages.newPassword)}
              holds="new"
              registration={form.register('password')}
              error={form.errorText('password')}
              refusedBy={refused === 'password' ? errorId : undefined}
              helperText={t(formMessages.passwordHint)}
              autoComplete="new-password"
            />
            <PasswordField
              label={t(stepMessages.confirmNewPassword)}
              holds="confirmation"
              registration={form.register('confirmPassword')}
              error={form.errorText('confirmPassword')}
              autoComplete="new-password"
            />
          </Fragment>
          <FormOutcome
            errorId={errorId}
            error={change.error}
            success={change.isSuccess && !form.formState.isDirty && t(stepMessages.newPasswordSet)}
          />
          <div>
            <SubmitButton pending={change.isPending}>{t(m.changePassword)}</SubmitButton>
          </div>
        </Stack>
      </form>
    </SettingsCard>
  );
}

/** Whether a second factor is required, and the authenticator app set-up (or replacement). */
function SecondFactor({ onPendingChange }: { onPendingChange(pending: boolean): void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { identity } = useSession();
  return (
    <SettingsCard heading={t(m.secondFactorTitle)} title={t(m.authenticatorIntro)}>
      <Alert severity={identity?.isMfaRequired ? 'success' : 'info'} variant="outlined">
        {t(identity?.isMfaRequired ? m.mfaRequired : m.mfaNotRequired)}
      </Alert>
      <AuthenticatorSetup onPendingChange={onPendingChange} />
    </SettingsCard>
  );
}

/**
 * The password change and the second factor. One unsaved-changes guard for the step (a router
 * heeds one blocker at a time): passwords typed and not changed, or an authenticator set-up under
 * way (its secret not yet confirmed, or its backup codes, shown once, not yet put away with Done).
 */
export function SecurityStep() {
  const [passwordTyped, setPasswordTyped] = useState(false);
  const [setupUnderWay, setSetupUnderWay] = useState(false);
  const unsaved = useUnsavedChanges(passwordTyped || setupUnderWay);
  return (
    <Stack spacing={3}>
      <ChangePassword onDirtyChange={setPasswordTyped} />
      <SecondFactor onPendingChange={setSetupUnderWay} />
      {unsaved.dialog}
    </Stack>
  );
}
