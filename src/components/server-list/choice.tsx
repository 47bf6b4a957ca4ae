/**
 * A list's filter as a select with its label always raised (its first choice, 'All …', has an
 * empty value): applied at once, in a row of filters that wraps when they do not fit.
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import type { ReactNode } from 'react';
import { useId } from 'react';

export function Choice(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
  /** Its share of the row (CSS flex), sized to its longest choice. */
  flex?: string;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ flex: props.flex ?? '1 1 160px' }}>
      <InputLabel id={id} shrink>
        {props.label}
      </InputLabel>
      <Select
        labelId={id}
        input={<OutlinedInput notched label={props.label} />}
        value={props.value}
        displayEmpty
        onChange={(event) => props.onChange(String(event.target.value))}
      >
        {props.children}
      </Select>
    </FormControl>
  );
}
