import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { navSectionMessages } from '@/features/navigation/messages';
import { layoutMessages } from './messages';
import type { NavEntry, NavGroup } from '@/features/navigation/nav-model';

const activeButtonSx = { bgcolor: 'action.selected' } as const;

function isActive(entry: NavEntry, pathname: string): boolean {
  return matchPath({ path: entry.to, end: false }, pathname) !== null;
}

function SectionMenu({ group }: { group: NavGroup }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const active = group.entries.some((entry) => isActive(entry, pathname));
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', ...(active ? activeButtonSx : {}) }}
      >
        {intl.formatMessage(navSectionMessages[group.section])}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close}>
        {group.entries.map((entry) => (
          <MenuItem
            key={entry.key}
            component={NavLink}
            to={entry.to}
            onClick={close}
            selected={isActive(entry, pathname)}
          >
            {intl.formatMessage(entry.title)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function SingleLink({ entry }: { entry: NavEntry }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <Button
      component={NavLink}
      to={entry.to}
      color="inherit"
      sx={{
        flexShrink: 0,
        whiteSpace: 'nowrap',
        ...(isActive(entry, pathname) ? activeButtonSx : {}),
      }}
    >
      {intl.formatMessage(entry.title)}
    </Button>
  );
}

/** The classic top bar's horizontal menu: a link per one-page section, a dropdown for the rest. */
export function TopNav({ groups }: { groups: readonly NavGroup[] }) {
  const intl = useIntl();
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage(layoutMessages.mainNav)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minWidth: 0,
        overflowX: 'auto',
        marginInlineStart: 2,
      }}
    >
      {groups.map((group) => {
        const [only] = group.entries;
        return group.entries.length === 1 && only ? (
          <SingleLink key={group.section} entry={only} />
        ) : (
          <SectionMenu key={group.section} group={group} />
        );
      })}
    </Box>
  );
}
