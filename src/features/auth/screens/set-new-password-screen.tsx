import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PasswordField } from '../components/password-field';
import { newPasswordRules } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';
import { formMessages } from '../messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';

/** SPEC §2.5 "Set-new-password form": current password only when required. */
export function SetNewPasswordScreen() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const requireExisting = state.step.name === 'setNewPassword' && state.step.requireExisting;
  const schema = useMemo(
    () => newPasswordRules({ requireExisting, action: 'setup' }),
    [requireExisting],
  );
  const { register, handleSubmit, formState, errorText } = useAuthForm(schema, {
    existingPassword: '',
    password: '',
    confirmPassword: '',
  });
  return (
    <FormShell
      onSubmit={handleSubmit((values) =>
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
      {requireExisting && (
        <PasswordField
          label={intl.formatMessage(formMessages.currentPassword)}
          registration={register('existingPassword')}
          error={errorText(formState.errors.existingPassword)}
          autoComplete="current-password"
        />
      )}
      <PasswordField
        label={intl.formatMessage(formMessages.newPassword)}
        registration={register('password')}
        error={errorText(formState.errors.password)}
        helperText={intl.formatMessage(formMessages.passwordHint)}
        autoComplete="new-password"
      />
      <PasswordField
        label={intl.formatMessage(formMessages.confirmNewPassword)}
        registration={register('confirmPassword')}
        error={errorText(formState.errors.confirmPassword)}
        autoComplete="new-password"
      />
    </FormShell>
  );
}
