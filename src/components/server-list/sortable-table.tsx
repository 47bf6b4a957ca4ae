/**
 * A server list's table: its column headers sort where the API sorts (the header's button says
 * which way), and while the first page loads a few rows of skeletons hold the place.
 */
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';

type Order = 'asc' | 'desc';

export interface SortableColumn<S extends string> {
  key: string;
  label: string;
  /** The API's sort field, where the column sorts. */
  sort?: S;
}

export function SortableTable<S extends string>(props: {
  label: string;
  columns: ReadonlyArray<SortableColumn<S>>;
  sort: S;
  order: Order;
  busy: boolean;
  onSort(sort: S, order: Order): void;
  /** The rows; undefined while the first page loads. */
  children: ReactNode | undefined;
}) {
  const { label, columns, sort, order, busy, onSort, children } = props;
  return (
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={busy || undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = column.sort !== undefined && sort === column.sort;
              return (
                <TableCell key={column.key} sortDirection={active ? order : false}>
                  {column.sort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? order : 'asc'}
                      onClick={() =>
                        onSort(column.sort!, active && order === 'asc' ? 'desc' : 'asc')
                      }
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {children ??
            Array.from({ length: 5 }, (_, i) => (
              <TableRow key={i} aria-hidden>
                {columns.map((column) => (
                  <TableCell key={column.key}>
                    <Skeleton variant="text" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
