/**
 * A calendar day at a form's field: MUI X's DatePicker on date-fns, in the reader's language
 * (Spanish names of months and days, Spanish labels of the picker), exchanging the API's
 * 'YYYY-MM-DD' (a local day, never through toISOString). What cannot be a day comes back as
 * 'invalid', for the form to say so at the field.
 */
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

const SPANISH_TEXT = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/** The pickers of a form, in the reader's language. */
export function DatesInLanguage({ children }: { children: ReactNode }) {
  const spanish = useIntl().locale.startsWith('es');
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={spanish ? es : enUS}
      {...(spanish ? { localeText: SPANISH_TEXT } : {})}
    >
      {children}
    </LocalizationProvider>
  );
}

/** Today on the reader's calendar, as the API writes a day. */
export const localToday = () => format(new Date(), 'yyyy-MM-dd');

interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  required?: boolean;
  name: string;
}

export function DateField({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  name,
}: DateFieldProps) {
  const date = value && value !== 'invalid' ? parseISO(value) : null;
  return (
    <DatePicker
      label={label}
      value={date}
      onChange={(next) =>
        onChange(next === null ? '' : isValid(next) ? format(next, 'yyyy-MM-dd') : 'invalid')
      }
      slotProps={{
        textField: {
          name,
          required: Boolean(required),
          error: Boolean(error),
          helperText: error,
          onBlur,
          fullWidth: true,
        },
      }}
    />
  );
}
