import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { matchPath, useLocation } from 'react-router-dom';
import type { NavSection } from '@/config/routes';
import {
  HEADER_HEIGHT,
  STACKED_SIDE_NAV_MINI_WIDTH,
  STACKED_SIDE_NAV_SECONDARY_WIDTH,
} from '@/lib/theme/theme-settings';
import { setSideNavCollapse, useThemeSettings } from '@/lib/theme/theme-store';
import type { AppLayoutProps } from './app-shell';
import { AppShell } from './app-shell';
import { Brand } from './brand';
import { navSectionMessages } from '@/features/navigation/messages';
import { layoutMessages, sectionNavMessage } from './messages';
import { CollapseNavButton, OpenNavButton } from './nav-buttons';
import { NavDrawer } from './nav-drawer';
import { SECTION_ICONS } from '@/features/navigation/nav-icons';
import { NavMenu, useEndPlacement } from './nav-menu';
import { useNavGroups, useStartPath } from '@/features/navigation/use-navigation';
import type { NavGroup } from '@/features/navigation/nav-model';
import { useDesktop } from './use-desktop';
import { useNavDrawer } from './use-nav-drawer';

/** The section holding the current page, if it is in the menu. */
function sectionOf(groups: readonly NavGroup[], pathname: string): NavSection | undefined {
  return groups.find((group) =>
    group.entries.some((entry) => matchPath({ path: entry.to, end: false }, pathname)),
  )?.section;
}

/**
 * An 80 px rail of section icons and a 270 px panel with the chosen section's pages. The header
 * button folds the panel away (`sideNavCollapse`); below md everything moves into a drawer.
 */
export function StackedSideLayout({ children, header = true, headerTitle }: AppLayoutProps) {
  const intl = useIntl();
  const desktop = useDesktop();
  const { pathname } = useLocation();
  const { sideNavCollapse } = useThemeSettings().layout;
  const groups = useNavGroups();
  const home = useStartPath();
  const drawer = useNavDrawer();
  const end = useEndPlacement();
  const panelId = useId();
  // A section picked in the rail holds until the person moves to another page.
  const [picked, setPicked] = useState<{ section: NavSection; at: string } | null>(null);
  const activeSection =
    (picked?.at === pathname ? picked.section : undefined) ??
    sectionOf(groups, pathname) ??
    groups[0]?.section;
  const activeGroup = groups.find((group) => group.section === activeSection);
  const collapsed = sideNavCollapse;

  if (!desktop) {
    return (
      <AppShell
        header={header}
        navButton={<OpenNavButton open={drawer.open} onOpen={drawer.show} />}
        headerTitle={headerTitle ?? <Brand to={home} />}
        drawer={
          <NavDrawer open={drawer.open} onClose={drawer.hide} home={home}>
            <NavMenu groups={groups} onNavigate={drawer.hide} />
          </NavDrawer>
        }
      >
        {children}
      </AppShell>
    );
  }

  const heading = activeGroup ? intl.formatMessage(navSectionMessages[activeGroup.section]) : '';
  const column = {
    height: '100%',
    overflowY: 'auto',
    bgcolor: 'background.paper',
    borderInlineEnd: '1px solid',
    borderColor: 'divider',
  } as const;

  return (
    <AppShell
      header={header}
      navButton={
        <CollapseNavButton
          collapsed={collapsed}
          onToggle={() => setSideNavCollapse(!collapsed)}
          controls={panelId}
        />
      }
      headerTitle={headerTitle}
      sidebar={
        <Box
          sx={{
            display: 'flex',
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            alignSelf: 'flex-start',
            height: '100vh',
          }}
        >
          <Box
            sx={{
              ...column,
              width: STACKED_SIDE_NAV_MINI_WIDTH,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
            }}
          >
            <Box sx={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center' }}>
              <Brand to={home} collapsed />
            </Box>
            <Box component="nav" aria-label={intl.formatMessage(layoutMessages.sectionsNav)}>
              <List disablePadding>
                {groups.map((group) => {
                  const label = intl.formatMessage(navSectionMessages[group.section]);
                  const Icon = SECTION_ICONS[group.section];
                  const active = group.section === activeSection;
                  return (
                    <ListItem key={group.section} disablePadding sx={{ mb: 1 }}>
                      <Tooltip title={label} placement={end}>
                        <IconButton
                          aria-label={label}
                          aria-pressed={active && !collapsed}
                          aria-controls={panelId}
                          onClick={() => {
                            setPicked({ section: group.section, at: pathname });
                            if (collapsed) setSideNavCollapse(false);
                          }}
                          sx={{
                            width: 48,
                            height: 48,
                            borderRadius: 1,
                            color: active ? 'primary.main' : 'text.secondary',
                            bgcolor: active ? 'action.selected' : 'transparent',
                          }}
                        >
                          <Icon />
                        </IconButton>
                      </Tooltip>
                    </ListItem>
                  );
                })}
              </List>
            </Box>
          </Box>
          <Box
            id={panelId}
            hidden={collapsed}
            sx={{ ...column, width: STACKED_SIDE_NAV_SECONDARY_WIDTH }}
          >
            {activeGroup && (
              <>
                <Box
                  sx={{
                    height: HEADER_HEIGHT,
                    display: 'flex',
                    alignItems: 'center',
                    paddingInline: 3,
                  }}
                >
                  <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {heading}
                  </Typography>
                </Box>
                <NavMenu
                  groups={[activeGroup]}
                  showHeadings={false}
                  label={intl.formatMessage(sectionNavMessage, { section: heading })}
                />
              </>
            )}
          </Box>
        </Box>
      }
    >
      {children}
    </AppShell>
  );
}
