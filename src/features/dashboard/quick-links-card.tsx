import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { RouteIcon } from '@/features/navigation/nav-icons';
import { linkPath } from '@/config/paths';
import { holdsAnyRole } from '@/config/routes';
import type { RouteKey } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useSession } from '@/features/auth/session/use-session';
import { DashboardCard } from './dashboard-card';
import { linksMessages as m } from './messages';

/** The pages worth a shortcut from the dashboard, in this order; each shown only to its roles. */
export const QUICK_LINKS: readonly RouteKey[] = [
  'users',
  'professionals',
  'employers',
  'accountSettings',
  'supportHub',
  'fileManager',
  'pricing',
  'systemConfig',
];

/** Shortcuts to the pages this person's roles may open (the route table decides). */
export function QuickLinksCard() {
  const intl = useIntl();
  const session = useSession();
  const routes = QUICK_LINKS.map((key) => ROUTE_BY_KEY[key]).filter((route) =>
    holdsAnyRole(session, route.authority),
  );
  if (routes.length === 0) return null;
  return (
    <DashboardCard title={intl.formatMessage(m.title)}>
      <List disablePadding dense>
        {routes.map((route) => (
          <ListItem key={route.key} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={linkPath(route.path)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 0, marginInlineEnd: 1.5 }}>
                <RouteIcon routeKey={route.key} />
              </ListItemIcon>
              <ListItemText primary={intl.formatMessage(route.title)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}
