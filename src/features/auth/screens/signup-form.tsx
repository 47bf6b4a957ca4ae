import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PasswordField } from '../components/password-field';
import { FormTextField } from '@/components/form-text-field';
import { lazySchema, useZodForm } from '../forms/use-zod-form';
import { formMessages } from '../messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';

/** SPEC §2.5 "Sign-up form": optional username, email, password, optional confirmation. */
export function SignupForm() {
  const intl = useIntl();
  const { state, send, options } = useFlowContext();
  const schema = useMemo(
    () =>
      lazySchema(() =>
        import('../forms/schemas').then((m) =>
          m.signupSchema({
            collectUsername: options.collectUsername,
            confirmPassword: options.confirmPassword,
          }),
        ),
      ),
    [options.collectUsername, options.confirmPassword],
  );
  const { register, submit, errorText } = useZodForm(schema, {
    ...(options.collectUsername ? { username: state.values.username ?? '' } : {}),
    email: state.values.email ?? '',
    password: '',
    ...(options.confirmPassword ? { confirmPassword: '' } : {}),
  });
  return (
    <FormShell
      onSubmit={submit((values) =>
        send({
          type: 'submit',
          form: 'signup',
          values: {
            email: values.email,
            password: values.password,
            ...(values.username ? { username: values.username } : {}),
            ...(options.confirmPassword ? { confirmPassword: values.confirmPassword } : {}),
          },
        }),
      )}
    >
      {options.collectUsername && (
        <FormTextField
          label={intl.formatMessage(formMessages.username)}
          registration={register('username')}
          error={errorText('username')}
          autoComplete="username"
        />
      )}
      <FormTextField
        label={intl.formatMessage(formMessages.email)}
        registration={register('email')}
        error={errorText('email')}
        type="email"
        // The identifier the person will sign in with: a password manager saves it as the login.
        autoComplete={options.collectUsername ? 'email' : 'username'}
      />
      <PasswordField
        label={intl.formatMessage(formMessages.choosePassword)}
        holds="new"
        registration={register('password')}
        error={errorText('password')}
        helperText={intl.formatMessage(formMessages.passwordHint)}
        autoComplete="new-password"
      />
      {options.confirmPassword && (
        <PasswordField
          label={intl.formatMessage(formMessages.confirmPassword)}
          holds="confirmation"
          registration={register('confirmPassword')}
          error={errorText('confirmPassword')}
          autoComplete="new-password"
        />
      )}
    </FormShell>
  );
}
