/** A set of checkboxes for one field of a form (a list of values), with its message linked. */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import type { ReactNode } from 'react';

interface ChoiceGroupProps<V extends string | number> {
  label: string;
  options: ReadonlyArray<{ value: V; label: ReactNode }>;
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string | undefined;
  helper?: string | undefined;
  /** Focused when the form finds this field wrong first. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

export function ChoiceGroup<V extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
  helper,
  inputRef,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const message = error ?? helper;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row aria-describedby={message ? `${id}-message` : undefined}>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={value.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, option.value]
                      : value.filter((v) => v !== option.value),
                  )
                }
                slotProps={{ input: { ref: index === 0 ? inputRef : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      {message && <FormHelperText id={`${id}-message`}>{message}</FormHelperText>}
    </FormControl>
  );
}
