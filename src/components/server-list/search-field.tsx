/**
 * A server-searched list's search box: what is typed lives here (a keystroke re-renders the box,
 * not the list), and is sent after a pause in typing (./use-typed-search.ts).
 */
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Search from '@mui/icons-material/Search';
import { useId } from 'react';
import { useTypedSearch } from './use-typed-search';

export interface SearchFieldProps {
  label: string;
  /** The search the address holds. */
  searched: string;
  onSearch(search: string): void;
  maxLength: number;
  /** The box's share of its row (a flex shorthand). */
  flex: string;
}

export function SearchField({ label, searched, onSearch, maxLength, flex }: SearchFieldProps) {
  const id = useId();
  const [typed, setTyped] = useTypedSearch(searched, onSearch);
  return (
    <FormControl size="small" sx={{ flex }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={typed}
        onChange={(event) => setTyped(event.target.value.slice(0, maxLength))}
        startAdornment={
          <InputAdornment position="start">
            <Search fontSize="small" />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
