import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { sendVerificationCodeBody } from '@generated/provider/zod/code/code.zod';
import { sendResetLinkBody } from '@generated/provider/zod/reset/reset.zod';
import { FormTextField } from '@/components/form-text-field';
import { emailSchema } from '../forms/schemas';
import { useZodForm } from '../forms/use-zod-form';
import { formMessages } from '../messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';

/** One email field: the email-link form, the email-code form and the reset request (SPEC §2.5). */
export function EmailFormScreen() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const step = state.step.name;
  // Each form is checked against the body it is sent as (the link form's is the default).
  const schema = useMemo(
    () =>
      step === 'emailCode'
        ? emailSchema(sendVerificationCodeBody)
        : step === 'resetRequest'
          ? emailSchema(sendResetLinkBody)
          : emailSchema(),
    [step],
  );
  const { register, submit, errorText } = useZodForm(schema, {
    email: state.values.email ?? '',
  });
  return (
    <FormShell onSubmit={submit((values) => send({ type: 'submit', form: 'email', values }))}>
      <FormTextField
        label={intl.formatMessage(formMessages.email)}
        registration={register('email')}
        error={errorText('email')}
        type="email"
        // The address is who signs in (or whose password is reset): the saved login's username.
        autoComplete="username"
      />
    </FormShell>
  );
}
