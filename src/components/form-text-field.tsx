import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';

/** What the field takes from its form: react-hook-form's `register(name)`. */
export interface TextFieldRegistration {
  name: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): unknown;
  onBlur(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>): unknown;
  ref(element: HTMLInputElement | null): void;
}

export interface FormTextFieldProps {
  label: string;
  registration: TextFieldRegistration;
  /** A translated message: shown at the field, and the field is marked invalid. */
  error?: string | undefined;
  helperText?: string | undefined;
  /**
   * The id of a message elsewhere in the form that refuses what this field holds (a server's
   * answer): the field is marked invalid and described by it as well.
   */
  refusedBy?: string | undefined;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  endAdornment?: ReactNode;
  inputProps?: InputBaseComponentProps;
}

/**
 * A labelled text field wired to its form (TextFieldRegistration). Built from FormControl and
 * OutlinedInput (lighter than TextField, DESIGN §5). The error is linked with aria-describedby.
 */
export function FormTextField({
  label,
  registration,
  error,
  helperText,
  refusedBy,
  type = 'text',
  autoComplete,
  autoFocus,
  disabled,
  endAdornment,
  inputProps,
}: FormTextFieldProps) {
  const { ref, ...field } = registration;
  // Named after the field, not the render order: the same at every visit, which password managers
  // and autofill rely on (one form per field name on a page, as every page has).
  const id = `field-${field.name}`;
  const helperId = `${id}-helper`;
  const describedBy =
    [error || helperText ? helperId : '', refusedBy ?? ''].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error || refusedBy);
  return (
    <FormControl fullWidth error={invalid} disabled={disabled} size="small">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...field}
        id={id}
        inputRef={ref}
        label={label}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        inputProps={{
          ...inputProps,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
        }}
      />
      {(error || helperText) && (
        <FormHelperText id={helperId}>{error ?? helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
