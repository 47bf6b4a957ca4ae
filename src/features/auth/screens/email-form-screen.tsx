import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { sendVerificationCodeBody } from '@generated/provider/zod/code/code.zod';
import { sendResetLinkBody } from '@generated/provider/zod/reset/reset.zod';
import { FormTextField } from '@/components/form-text-field';
import { carriedResetEmail } from '../flow/reset-email';
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
  // A new request from a dead reset link starts with the email it was asked for (in the router
  // state "Send a new link" went with).
  const { state: carried } = useLocation();
  const { register, submit, errorText } = useZodForm(schema, {
    email:
      state.values.email ??
      (step === 'resetRequest' ? carriedResetEmail(carried) : undefined) ??
      '',
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
