import Box from '@mui/material/Box';
import { useId } from 'react';
import {
  HEADER_HEIGHT,
  SIDE_NAV_COLLAPSED_WIDTH,
  SIDE_NAV_WIDTH,
} from '@/lib/theme/theme-settings';
import { setSideNavCollapse, useThemeSettings } from '@/lib/theme/theme-store';
import type { AppLayoutProps } from './app-shell';
import { AppShell } from './app-shell';
import { Brand } from './brand';
import { CollapseNavButton, OpenNavButton } from './nav-buttons';
import { NavDrawer } from './nav-drawer';
import { NavMenu } from './nav-menu';
import { useNavGroups, useStartPath } from '@/features/navigation/use-navigation';
import { useDesktop } from './use-desktop';
import { useNavDrawer } from './use-nav-drawer';

/**
 * Side navigation beside the content: 290 px, or 80 px with icons only when `sideNavCollapse` is
 * on. Below md it becomes a drawer. `frameless` drops the border and the paper background.
 */
export function SideNavLayout({
  children,
  header = true,
  headerTitle,
  frameless = false,
}: AppLayoutProps & { frameless?: boolean }) {
  const desktop = useDesktop();
  const { sideNavCollapse } = useThemeSettings().layout;
  const groups = useNavGroups();
  const home = useStartPath();
  const drawer = useNavDrawer();
  const navId = useId();
  const collapsed = sideNavCollapse;

  if (!desktop) {
    return (
      <AppShell
        header={header}
        frameless={frameless}
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

  return (
    <AppShell
      header={header}
      frameless={frameless}
      navButton={
        <CollapseNavButton
          collapsed={collapsed}
          onToggle={() => setSideNavCollapse(!collapsed)}
          controls={navId}
        />
      }
      headerTitle={headerTitle}
      sidebar={
        <Box
          sx={{
            width: collapsed ? SIDE_NAV_COLLAPSED_WIDTH : SIDE_NAV_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 0,
            alignSelf: 'flex-start',
            height: '100vh',
            overflowX: 'hidden',
            overflowY: 'auto',
            bgcolor: frameless ? 'background.default' : 'background.paper',
            borderInlineEnd: frameless ? 'none' : '1px solid',
            borderColor: 'divider',
            transition: (theme) => theme.transitions.create('width'),
          }}
        >
          <Box
            sx={{
              height: HEADER_HEIGHT,
              display: 'flex',
              alignItems: 'center',
              justifyContent: collapsed ? 'center' : 'flex-start',
              paddingInline: collapsed ? 0 : 3,
            }}
          >
            <Brand to={home} collapsed={collapsed} />
          </Box>
          <NavMenu id={navId} groups={groups} collapsed={collapsed} />
        </Box>
      }
    >
      {children}
    </AppShell>
  );
}
