import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { phoneSchema } from '../forms/schemas';
import { useZodForm } from '../forms/use-zod-form';
import { stepMessages } from '../step-messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';

// The country list only loads when someone chooses "Text me a code".
const PhoneInput = lazy(() =>
  import('@/components/phone-input/phone-input').then((m) => ({ default: m.PhoneInput })),
);

const schema = phoneSchema();

/** SPEC §2.5 "SMS code form": 'Mobile phone number', submitted as + and digits. */
export function SmsFormScreen() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const { control, submit, errorText } = useZodForm(schema, {
    phoneNumber: state.values.phoneNumber ?? '',
  });
  const label = intl.formatMessage(stepMessages.mobilePhone);
  return (
    <FormShell onSubmit={submit((values) => send({ type: 'submit', form: 'phone', values }))}>
      <Suspense fallback={<Skeleton variant="rounded" height={40} />}>
        <Controller
          control={control}
          name="phoneNumber"
          render={({ field }) => (
            <PhoneInput
              label={label}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errorText('phoneNumber')}
            />
          )}
        />
      </Suspense>
    </FormShell>
  );
}
