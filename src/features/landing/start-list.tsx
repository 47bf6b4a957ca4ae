import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { linkPath } from '@/config/paths';
import { holdsAnyRole, ROUTE_BY_KEY } from '@/config/routes';
import { useSession } from '@/features/auth/session/use-session';
import { RouteIcon } from '@/features/navigation/nav-icons';
import { startMessages } from './messages';

/** The pages offered as a start, in this order; each shown only to the roles that may open it. */
export const START_PAGES = [
  'pickType',
  'home',
  'professionals',
  'employers',
  'users',
  'supportHub',
  'accountSettings',
] as const satisfies ReadonlyArray<keyof typeof startMessages>;

/** Where to start: the pages this person's roles may open, each with what it is for. */
export function StartList() {
  const intl = useIntl();
  const session = useSession();
  const routes = START_PAGES.map((key) => ROUTE_BY_KEY[key]).filter((route) =>
    holdsAnyRole(session, route.authority),
  );
  return (
    <List disablePadding>
      {routes.map((route) => (
        <ListItem key={route.key} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={linkPath(route.path)}
            sx={{ borderRadius: 1, alignItems: 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: 0, marginInlineEnd: 1.5, mt: 0.5 }}>
              <RouteIcon routeKey={route.key} />
            </ListItemIcon>
            <ListItemText
              primary={intl.formatMessage(route.title)}
              secondary={intl.formatMessage(startMessages[route.key as keyof typeof startMessages])}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
