/**
 * The fields a credential's type asks for, in the catalog's order: a number (an NPI's with its
 * own label and digits-only keyboard), a state, an issuer, and calendar days.
 */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Control } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { CredentialType } from '@generated/product/model';
import { US_STATES } from '@/features/professionals/states';
import type { CredentialFormValues, CredentialProblem } from './credential-form';
import { CREDENTIAL_TEXT_MAX } from './credential-form';
import { DateField } from './date-field';
import { credentialMessages as m, fieldMessages, problemMessages } from './messages';

export function CredentialFields({
  type,
  control,
}: {
  type: CredentialType;
  control: Control<CredentialFormValues>;
}) {
  const t = useIntl().formatMessage;
  const problem = (message: string | undefined) =>
    message
      ? problemMessages[message as CredentialProblem]
        ? t(problemMessages[message as CredentialProblem])
        : message // a server's words, shown as text
      : undefined;
  return (
    <>
      {type.fields.map(({ field, required }) => (
        <Controller
          key={field}
          name={field}
          control={control}
          render={({ field: input, fieldState }) => {
            const label = t(
              field === 'number' && type.id === 'npi' ? m.npiLabel : fieldMessages[field],
            );
            const error = problem(fieldState.error?.message);
            if (field === 'issuedOn' || field === 'expiresOn')
              return (
                <DateField
                  name={field}
                  label={label}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={error}
                  required={required}
                />
              );
            return (
              <TextField
                {...input}
                inputRef={input.ref}
                select={field === 'state'}
                label={label}
                required={required}
                error={Boolean(error)}
                helperText={error}
                fullWidth
                slotProps={{
                  htmlInput: {
                    ...(field === 'number' || field === 'issuer'
                      ? { maxLength: CREDENTIAL_TEXT_MAX[field] }
                      : {}),
                    ...(field !== 'state' ? { dir: 'auto' } : {}),
                    ...(field === 'number' && type.id === 'npi'
                      ? { inputMode: 'numeric', autoComplete: 'off', maxLength: 10, dir: 'ltr' }
                      : {}),
                  },
                }}
              >
                {field === 'state' &&
                  US_STATES.map((code) => (
                    <MenuItem key={code} value={code}>
                      {code}
                    </MenuItem>
                  ))}
              </TextField>
            );
          }}
        />
      ))}
    </>
  );
}
