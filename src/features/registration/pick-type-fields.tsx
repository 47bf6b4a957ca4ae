/** The registration form's text and select fields, each with its message linked to it. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import type { PickTypeValues } from './pick-type-form';

type Describe = (error: FieldError | undefined) => string | undefined;

interface FieldProps {
  form: UseFormReturn<PickTypeValues>;
  name: 'discipline' | 'state' | 'name' | 'city';
  label: string;
  text: Describe;
}

export function SelectField({
  form,
  name,
  label,
  text,
  children,
}: FieldProps & { children: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const message = text(fieldState.error);
        return (
          <TextField
            select
            fullWidth
            size="small"
            id={`field-${name}`}
            label={label}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message}
            sx={{ minWidth: { sm: 200 } }}
          >
            {children.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

export function TextInput({
  form,
  name,
  label,
  text,
  autoComplete,
  max,
}: FieldProps & { autoComplete: string; max: number }) {
  const { ref, ...field } = form.register(name);
  const message = text(form.formState.errors[name]);
  return (
    <TextField
      {...field}
      inputRef={ref}
      fullWidth
      size="small"
      id={`field-${name}`}
      label={label}
      autoComplete={autoComplete}
      error={Boolean(message)}
      helperText={message}
      slotProps={{ htmlInput: { maxLength: max + 20 } }}
    />
  );
}
