import { useIntl } from 'react-intl';
import { PasswordField } from '../components/password-field';
import { FormTextField } from '@/components/form-text-field';
import { loginRules } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';
import { formMessages } from '../messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';

/** SPEC §2.5 "Login form": email or username, and password with show/hide. */
export function LoginForm() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const { register, handleSubmit, formState, errorText } = useAuthForm(loginRules, {
    emailOrUsername: state.values.emailOrUsername ?? state.values.email ?? '',
    password: '',
  });
  return (
    <FormShell onSubmit={handleSubmit((values) => send({ type: 'submit', form: 'login', values }))}>
      <FormTextField
        label={intl.formatMessage(formMessages.emailOrUsername)}
        registration={register('emailOrUsername')}
        error={errorText(formState.errors.emailOrUsername)}
        autoComplete="username"
      />
      <PasswordField
        label={intl.formatMessage(formMessages.password)}
        registration={register('password')}
        error={errorText(formState.errors.password)}
        autoComplete="current-password"
      />
    </FormShell>
  );
}
