/**
 * The sort a list's column headers offer, as two selects, for the cards a phone shows instead of
 * the table: the field, and the direction. Side by side where both fit whole, else stacked.
 */
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

type Order = 'asc' | 'desc';

export interface SortSelectsProps<S extends string> {
  sort: S;
  order: Order;
  options: ReadonlyArray<{ value: S; label: string }>;
  labels: { sortBy: string; order: string; ascending: string; descending: string };
  onSort(sort: S, order: Order): void;
}

export function SortSelects<S extends string>(props: SortSelectsProps<S>) {
  const { sort, order, options, labels, onSort } = props;
  const sortId = useId();
  const orderId = useId();
  return (
    <Stack direction="row" sx={{ mt: 1.5, mb: 1, gap: 1, flexWrap: 'wrap' }}>
      <FormControl size="small" sx={{ flex: '1 1 180px' }}>
        <InputLabel id={sortId}>{labels.sortBy}</InputLabel>
        <Select
          labelId={sortId}
          label={labels.sortBy}
          value={sort}
          onChange={(event) => onSort(event.target.value as S, order)}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ flex: '1 1 150px' }}>
        <InputLabel id={orderId}>{labels.order}</InputLabel>
        <Select
          labelId={orderId}
          label={labels.order}
          value={order}
          onChange={(event) => onSort(sort, event.target.value as Order)}
        >
          <MenuItem value="asc">{labels.ascending}</MenuItem>
          <MenuItem value="desc">{labels.descending}</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
