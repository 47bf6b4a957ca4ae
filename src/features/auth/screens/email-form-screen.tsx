import { useIntl } from 'react-intl';
import { FormTextField } from '@/components/form-text-field';
import { emailRules } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';
import { formMessages } from '../messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';

/** One email field: the email-link form, the email-code form and the reset request (SPEC §2.5). */
export function EmailFormScreen() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const { register, handleSubmit, formState, errorText } = useAuthForm(emailRules, {
    email: state.values.email ?? '',
  });
  return (
    <FormShell onSubmit={handleSubmit((values) => send({ type: 'submit', form: 'email', values }))}>
      <FormTextField
        label={intl.formatMessage(formMessages.email)}
        registration={register('email')}
        error={errorText(formState.errors.email)}
        type="email"
        autoComplete="email"
      />
    </FormShell>
  );
}
