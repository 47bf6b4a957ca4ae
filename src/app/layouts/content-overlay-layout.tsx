import type { AppLayoutProps } from './app-shell';
import { AppShell } from './app-shell';
import { Brand } from './brand';
import { OpenNavButton } from './nav-buttons';
import { NavDrawer } from './nav-drawer';
import { NavMenu } from './nav-menu';
import { useNavGroups, useStartPath } from '@/features/navigation/use-navigation';
import { useNavDrawer } from './use-nav-drawer';

/** The content takes the whole width; the navigation slides over it from the header button. */
export function ContentOverlayLayout({ children, header = true, headerTitle }: AppLayoutProps) {
  const groups = useNavGroups();
  const home = useStartPath();
  const drawer = useNavDrawer();
  return (
    <AppShell
      header={header}
      headerTitle={headerTitle ?? <Brand to={home} />}
      navButton={<OpenNavButton open={drawer.open} onOpen={drawer.show} />}
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
