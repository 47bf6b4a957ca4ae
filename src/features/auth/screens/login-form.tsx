import { useIntl } from 'react-intl';
import { PasswordField } from '../components/password-field';
import { FormTextField } from '@/components/form-text-field';
import { LOGIN_REQUIRED } from '../forms/required';
import { lazySchema, useZodForm } from '../forms/use-zod-form';
import { formMessages } from '../messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';
import { useRefusedField } from './use-refused-field';

const schema = lazySchema(
  () => import('../forms/schemas').then((m) => m.loginSchema()),
  LOGIN_REQUIRED,
);

/** SPEC §2.5 "Login form": email or username, and password with show/hide. */
export function LoginForm() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const { register, submit, errorText, setFocus } = useZodForm(schema, {
    emailOrUsername: state.values.emailOrUsername ?? state.values.email ?? '',
    password: '',
  });
  const refusedBy = useRefusedField(setFocus);
  return (
    <FormShell onSubmit={submit((values) => send({ type: 'submit', form: 'login', values }))}>
      <FormTextField
        label={intl.formatMessage(formMessages.emailOrUsername)}
        registration={register('emailOrUsername')}
        error={errorText('emailOrUsername')}
        autoComplete="username"
      />
      <PasswordField
        label={intl.formatMessage(formMessages.password)}
        registration={register('password')}
        error={errorText('password')}
        refusedBy={refusedBy('password')}
        autoComplete="current-password"
      />
    </FormShell>
  );
}
