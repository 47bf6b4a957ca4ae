/**
 * The users list's table (SPEC §2.2 /profiles/users): sortable columns, a row per user linking to
 * their page, and skeleton rows while the first page loads.
 */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import type { SortParameter, User } from '@generated/product/model';
import { PATHS } from '@/config/paths';
import { roleMessages } from '@/features/profile-select/messages';
import type { UsersView } from './list-query';
import { usersMessages as m } from './messages';
import { userName } from '@/lib/user-name';
import { EmailText } from '@/components/email-text';

/** The list's sortable fields, in the order the table shows them. */
export const COLUMNS: Array<{ key: SortParameter; label: keyof typeof m }> = [
  { key: 'lastName', label: 'name' },
  { key: 'email', label: 'email' },
  { key: 'defaultRole', label: 'defaultRole' },
  { key: 'isActive', label: 'isActive' },
  { key: 'createdAt', label: 'createdAt' },
];

/**
 * Dates and roles stay on one line at desktop widths (#20 item 8): 'May 22, / 2025' and 'Team /
 * member' broken in two gave the rows uneven heights. Narrower (a tablet) they wrap as before;
 * phones get the cards.
 */
const ONE_LINE = { whiteSpace: { md: 'nowrap' } } as const;
/**
 * At desktop widths the cells are 12 px apart instead of 16: the room the one-line dates and roles
 * take comes back to the names, which would otherwise wrap onto a third line beside a long email.
 */
const DESKTOP_CELLS = { '& .MuiTableCell-root': { px: { md: 1.5 } } } as const;
/**
 * An address longer than its column breaks within a part as a last resort, so no address, however
 * long, makes the table wider than its card (it breaks at its joints first: EmailText).
 */
const LAST_RESORT_BREAKS = { overflowWrap: 'anywhere' } as const;
const ONE_LINE_COLUMNS: ReadonlySet<SortParameter> = new Set<SortParameter>([
  'defaultRole',
  'createdAt',
]);

export interface UsersTableProps {
  /** The page's users; undefined while the first page loads. */
  users: User[] | undefined;
  view: UsersView;
  /** A page is being fetched (the rows shown are the previous one's). */
  busy: boolean;
  onSort(sort: SortParameter, order: 'asc' | 'desc'): void;
}

export function UsersTable({ users, view, busy, onSort }: UsersTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={t(m.tableLabel)}
        aria-busy={busy || undefined}
        sx={DESKTOP_CELLS}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => {
              const active = view.sort === column.key;
              return (
                <TableCell
                  key={column.key}
                  sortDirection={active ? view.order : false}
                  sx={ONE_LINE_COLUMNS.has(column.key) ? ONE_LINE : undefined}
                >
                  <TableSortLabel
                    active={active}
                    direction={active ? view.order : 'asc'}
                    onClick={() =>
                      onSort(column.key, active && view.order === 'asc' ? 'desc' : 'asc')
                    }
                  >
                    {t(m[column.label])}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {!users
            ? Array.from({ length: 5 }, (_, i) => (
                <TableRow key={i} aria-hidden>
                  {COLUMNS.map((column) => (
                    <TableCell key={column.key}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : users.map((user) => (
                <TableRow key={user.id}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={generatePath(PATHS.user, { id: String(user.id) })}
                    >
                      <bdi>{userName(user)}</bdi>
                    </Link>
                  </TableCell>
                  <TableCell sx={LAST_RESORT_BREAKS}>
                    <EmailText email={user.email} />
                  </TableCell>
                  <TableCell sx={ONE_LINE}>{t(roleMessages[user.defaultRole])}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={user.isActive ? 'success' : 'default'}
                      label={t(user.isActive ? m.active : m.inactive)}
                    />
                  </TableCell>
                  <TableCell sx={ONE_LINE}>
                    {intl.formatDate(user.createdAt, { dateStyle: 'medium' })}
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
