import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { navSectionMessages } from '@/features/navigation/messages';
import { layoutMessages } from './messages';
import { RouteIcon } from '@/features/navigation/nav-icons';
import type { NavEntry, NavGroup } from '@/features/navigation/nav-model';

/**
 * Where a rail icon's tooltip goes: after the icon in the reading direction. Popper places in
 * physical pixels and mirrors only its `-start`/`-end` variants for right to left, not a side.
 */
export function useEndPlacement(): 'left' | 'right' {
  return useTheme().direction === 'rtl' ? 'left' : 'right';
}

/**
 * The active entry is marked by NavLink with aria-current="page"; styles follow that. The text
 * keeps the body colour (primary text on the selected tint falls short of 4.5:1 in dark mode).
 */
export const activeItemSx = {
  '&[aria-current="page"]': {
    bgcolor: 'action.selected',
    fontWeight: 700,
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
} as const;

function NavItem({
  entry,
  collapsed,
  onNavigate,
}: {
  entry: NavEntry;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const end = useEndPlacement();
  const label = intl.formatMessage(entry.title);
  const link = (
    <ListItemButton
      component={NavLink}
      to={entry.to}
      onClick={onNavigate}
      aria-label={collapsed ? label : undefined}
      sx={{
        borderRadius: 1,
        minHeight: 44,
        justifyContent: collapsed ? 'center' : 'flex-start',
        paddingInline: collapsed ? 0 : 1.5,
        ...activeItemSx,
      }}
    >
      <ListItemIcon sx={{ minWidth: 0, marginInlineEnd: collapsed ? 0 : 1.5, color: 'inherit' }}>
        <RouteIcon routeKey={entry.key} />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
      )}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ mb: 0.5 }}>
      {collapsed ? (
        <Tooltip title={label} placement={end}>
          {link}
        </Tooltip>
      ) : (
        link
      )}
    </ListItem>
  );
}

function NavGroupList({
  group,
  collapsed,
  showHeading,
  divided,
  onNavigate,
}: {
  group: NavGroup;
  collapsed: boolean;
  showHeading: boolean;
  divided: boolean;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const heading = intl.formatMessage(navSectionMessages[group.section]);
  const headingShown = showHeading && !collapsed;
  return (
    <Box sx={{ mb: 1 }}>
      {collapsed && divided && <Divider sx={{ marginInline: 2, my: 1 }} />}
      {headingShown && (
        <Typography
          id={headingId}
          component="div"
          variant="overline"
          sx={{ display: 'block', paddingInline: 3, pt: 1, color: 'text.secondary', lineHeight: 2 }}
        >
          {heading}
        </Typography>
      )}
      <List
        disablePadding
        aria-labelledby={headingShown ? headingId : undefined}
        aria-label={headingShown ? undefined : heading}
        sx={{ paddingInline: collapsed ? 1.5 : 2 }}
      >
        {group.entries.map((entry) => (
          <NavItem key={entry.key} entry={entry} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
}

export interface NavMenuProps {
  groups: readonly NavGroup[];
  /** Icons only (tooltips and accessible names keep the labels). */
  collapsed?: boolean;
  /** The landmark's name; "Main navigation" by default. */
  label?: string;
  /** Section headings above each group (off when a panel already shows the section). */
  showHeadings?: boolean;
  /** Called when an entry is chosen (a drawer closes itself with it). */
  onNavigate?: () => void;
  id?: string;
}

/** The vertical navigation menu: one labelled list per section, an icon and a label per route. */
export function NavMenu({
  groups,
  collapsed = false,
  label,
  showHeadings = true,
  onNavigate,
  id,
}: NavMenuProps) {
  const intl = useIntl();
  return (
    <Box
      component="nav"
      id={id}
      aria-label={label ?? intl.formatMessage(layoutMessages.mainNav)}
      sx={{ py: 1 }}
    >
      {groups.map((group, index) => (
        <NavGroupList
          key={group.section}
          group={group}
          collapsed={collapsed}
          showHeading={showHeadings}
          divided={index > 0}
          onNavigate={onNavigate}
        />
      ))}
    </Box>
  );
}
