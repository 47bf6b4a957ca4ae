/**
 * The users list on a phone (below MUI's `sm`): a card per user instead of a table that would
 * scroll sideways (as react-admin's SimpleList does): name linking to their page, email, role,
 * status and creation date, with the sort the table's column headers offer as two selects.
 */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { SortSelects } from '@/components/server-list/sort-selects';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { roleMessages } from '@/features/profile-select/messages';
import { usersMessages as m } from './messages';
import type { UsersTableProps } from './users-table';
import { userName } from '@/lib/user-name';
import { COLUMNS } from './users-table';
import { EmailText } from '@/components/email-text';

const CARD = { display: 'block', py: 1.5, borderBottom: 1, borderColor: 'divider' } as const;

export function UsersCards({ users, view, busy, onSort }: UsersTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <SortSelects
        sort={view.sort}
        order={view.order}
        options={COLUMNS.map((column) => ({ value: column.key, label: t(m[column.label]) }))}
        labels={{
          sortBy: t(m.sortBy),
          order: t(m.order),
          ascending: t(m.ascending),
          descending: t(m.descending),
        }}
        onSort={onSort}
      />
      <List aria-label={t(m.tableLabel)} aria-busy={busy || undefined} disablePadding>
        {!users
          ? Array.from({ length: 5 }, (_, i) => (
              <ListItem key={i} aria-hidden disableGutters sx={CARD}>
                <Skeleton variant="text" width="60%" />
                <Skeleton variant="text" width="80%" />
                <Skeleton variant="text" width="40%" />
              </ListItem>
            ))
          : users.map((user) => (
              <ListItem key={user.id} disableGutters sx={CARD}>
                <Link
                  component={RouterLink}
                  to={generatePath(PATHS.user, { id: String(user.id) })}
                  sx={{ fontWeight: 600 }}
                >
                  <bdi>{userName(user)}</bdi>
                </Link>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  <EmailText email={user.email} />
                </Typography>
                <Stack
                  direction="row"
                  sx={{ mt: 0.75, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography variant="body2">{t(roleMessages[user.defaultRole])}</Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={user.isActive ? 'success' : 'default'}
                    label={t(user.isActive ? m.active : m.inactive)}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {t(m.createdAt)}: {intl.formatDate(user.createdAt, { dateStyle: 'medium' })}
                  </Typography>
                </Stack>
              </ListItem>
            ))}
      </List>
    </>
  );
}
