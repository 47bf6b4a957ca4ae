import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { AccountField } from '../components/account-field';
import { PasswordField } from '../components/password-field';
import { updatePasswordBody } from '@generated/provider/zod/password/password.zod';
import { resetPasswordBody } from '@generated/provider/zod/reset/reset.zod';
import { rememberedResetEmail } from '../flow/reset-email';
import { newPasswordSchema } from '../forms/schemas';
import { useSession } from '../session/use-session';
import { useZodForm } from '../forms/use-zod-form';
import { formMessages } from '../messages';
import { stepMessages } from '../step-messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';
import { useRefusedField } from './use-refused-field';

/** SPEC §2.5 "Set-new-password form": current password only when required. */
export function SetNewPasswordScreen() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const requireExisting = state.step.name === 'setNewPassword' && state.step.requireExisting;
  // Signed in, the flow sends PUT /auth/basic; with a reset link, PUT /auth/reset.
  const schema = useMemo(
    () =>
      newPasswordSchema(
        { requireExisting, action: 'setup' },
        requireExisting ? updatePasswordBody : resetPasswordBody,
      ),
    [requireExisting],
  );
  // Whose password this is: the signed-in account when it changes its own (no link), else the
  // one this browser asked a link for (a link may be another account's than the session's).
  const { identity } = useSession();
  const [requested] = useState(() => rememberedResetEmail());
  const account = requireExisting
    ? (identity?.email ?? identity?.username ?? undefined)
    : requested;
  const { register, submit, errorText, setFocus } = useZodForm(schema, {
    ...(requireExisting ? { existingPassword: '' } : {}),
    password: '',
    confirmPassword: '',
  });
  const refusedBy = useRefusedField(setFocus);
  return (
    <FormShell
      onSubmit={submit((values) =>
        send({
          type: 'submit',
          form: 'newPassword',
          values: {
            password: values.password,
            confirmPassword: values.confirmPassword,
            ...(requireExisting && values.existingPassword
              ? { existingPassword: values.existingPassword }
              : {}),
          },
        }),
      )}
    >
      {account && <AccountField identifier={account} visible />}
      {requireExisting && (
        <PasswordField
          label={intl.formatMessage(stepMessages.currentPassword)}
          holds="current"
          registration={register('existingPassword')}
          error={errorText('existingPassword')}
          refusedBy={refusedBy('existingPassword')}
          autoComplete="current-password"
        />
      )}
      <PasswordField
        label={intl.formatMessage(stepMessages.newPassword)}
        holds="new"
        registration={register('password')}
        error={errorText('password')}
        refusedBy={refusedBy('password')}
        helperText={intl.formatMessage(formMessages.passwordHint)}
        autoComplete="new-password"
      />
      <PasswordField
        label={intl.formatMessage(stepMessages.confirmNewPassword)}
        holds="confirmation"
        registration={register('confirmPassword')}
        error={errorText('confirmPassword')}
        autoComplete="new-password"
      />
    </FormShell>
  );
}
