import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { linkPath, PATHS } from '@/config/paths';
import { ROUTE_BY_KEY } from '@/config/routes';
import { roleMessages } from '@/features/profile-select/messages';
import { LoadedCard } from './dashboard-card';
import { joinedMessage, recentMessages as m } from './messages';
import { RECENT_PARAMS, RECENT_USERS, useRecentUsers } from './user-stats';
import { userName } from '@/lib/user-name';

/** The users list sorted as this card is, for "see all". */
const ALL_NEWEST = `${linkPath(ROUTE_BY_KEY.users.path)}?${new URLSearchParams({
  sort: String(RECENT_PARAMS.sort),
  order: String(RECENT_PARAMS.order),
})}`;

/** The last users to join, each linking to their page. */
export function RecentUsersCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const state = useRecentUsers();
  return (
    <LoadedCard
      title={t(m.title)}
      state={state}
      placeholders={RECENT_USERS}
      action={
        <Link component={RouterLink} to={ALL_NEWEST} variant="body2">
          {t(m.viewAll)}
        </Link>
      }
    >
      {(users) =>
        users.length === 0 ? (
          <Typography color="text.secondary">{t(m.empty)}</Typography>
        ) : (
          <List disablePadding>
            {users.map((user) => (
              <ListItem key={user.id} divider disableGutters sx={{ display: 'block', py: 1 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Link
                    component={RouterLink}
                    to={generatePath(PATHS.user, { id: String(user.id) })}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    <bdi>{userName(user)}</bdi>
                  </Link>
                  {!user.isActive && <Chip size="small" variant="outlined" label={t(m.inactive)} />}
                </Stack>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  <bdi>{user.email}</bdi>
                  {' · '}
                  {t(roleMessages[user.defaultRole])}
                  {' · '}
                  {t(joinedMessage, {
                    date: intl.formatDate(user.createdAt, { dateStyle: 'medium' }),
                  })}
                </Typography>
              </ListItem>
            ))}
          </List>
        )
      }
    </LoadedCard>
  );
}
