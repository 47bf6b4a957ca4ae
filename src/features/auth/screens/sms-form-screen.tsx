import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { phoneRules } from '../forms/rules';
import { useAuthForm } from '../forms/use-auth-form';
import { formMessages } from '../messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';

// The country list only loads when someone chooses "Text me a code".
const PhoneInput = lazy(() =>
  import('@/components/phone-input/phone-input').then((m) => ({ default: m.PhoneInput })),
);

/** SPEC §2.5 "SMS code form": 'Mobile phone number', submitted as + and digits. */
export function SmsFormScreen() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const { register, handleSubmit, formState, errorText } = useAuthForm(phoneRules, {
    phoneNumber: state.values.phoneNumber ?? '',
  });
  const phone = register('phoneNumber');
  const label = intl.formatMessage(formMessages.mobilePhone);
  return (
    <FormShell onSubmit={handleSubmit((values) => send({ type: 'submit', form: 'phone', values }))}>
      <Suspense fallback={<Skeleton variant="rounded" height={40} />}>
        <PhoneInput
          label={label}
          name={phone.name}
          value={phone.value}
          onChange={phone.onChange}
          onBlur={phone.onBlur}
          inputRef={phone.ref}
          error={errorText(formState.errors.phoneNumber)}
        />
      </Suspense>
    </FormShell>
  );
}
