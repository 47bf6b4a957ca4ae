/**
 * The license step's fields: the name as the license shows it (names a password manager or the
 * browser can fill), the state and the license (prefilled from registration), the number, the
 * expiry date and the optional NPI.
 */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { CredentialType } from '@generated/product/model';
import { DateField, DatesInLanguage } from '@/features/credentials/date-field';
import { US_STATES } from '@/features/professionals/states';
import type { LicenseValues } from './license-form';
import { LICENSE_TEXT_MAX } from './license-form';
import { licenseMessages as m } from './license-messages';

interface FieldsProps {
  form: UseFormReturn<LicenseValues>;
  licenseTypes: readonly CredentialType[];
  text: (error: FieldError | undefined) => string | undefined;
}

export function LicenseFields({ form, licenseTypes, text }: FieldsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = intl.locale.startsWith('es') ? 'es' : 'en';
  const { errors } = form.formState;
  const textField = (
    name: 'firstName' | 'lastName' | 'number',
    label: string,
    autoComplete: string,
  ) => (
    <TextField
      {...form.register(name)}
      label={label}
      required
      fullWidth
      autoComplete={autoComplete}
      error={Boolean(errors[name])}
      helperText={text(errors[name])}
      slotProps={{ htmlInput: { maxLength: LICENSE_TEXT_MAX[name], dir: 'auto' } }}
    />
  );
  const select = (name: 'state' | 'typeId', label: string, options: [string, string][]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          inputRef={field.ref}
          select
          required
          fullWidth
          label={label}
          error={Boolean(fieldState.error)}
          helperText={text(fieldState.error)}
        >
          {options.map(([value, name]) => (
            <MenuItem key={value} value={value}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {textField('firstName', t(m.firstName), 'given-name')}
        {textField('lastName', t(m.lastName), 'family-name')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {select(
          'typeId',
          t(m.type),
          licenseTypes.map((type) => [type.id, type.name[lang]]),
        )}
        <Stack sx={{ flex: { sm: '0 0 9rem' } }}>
          {select(
            'state',
            t(m.state),
            US_STATES.map((code) => [code, code]),
          )}
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {textField('number', t(m.number), 'off')}
        <DatesInLanguage>
          <Controller
            control={form.control}
            name="expiresOn"
            render={({ field, fieldState }) => (
              <DateField
                name="expiresOn"
                label={t(m.expiresOn)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={text(fieldState.error)}
                required
              />
            )}
          />
        </DatesInLanguage>
      </Stack>
      <TextField
        {...form.register('npi')}
        label={t(m.npi)}
        fullWidth
        autoComplete="off"
        error={Boolean(errors.npi)}
        helperText={text(errors.npi) ?? t(m.npiHelp)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12, dir: 'ltr' } }}
      />
    </>
  );
}
