import type { AppLayoutProps } from './app-shell';
import { AppShell } from './app-shell';
import { Brand } from './brand';
import { OpenNavButton } from './nav-buttons';
import { NavDrawer } from './nav-drawer';
import { NavMenu } from './nav-menu';
import { useNavGroups, useStartPath } from '@/features/navigation/use-navigation';
import { TopNav } from './top-nav';
import { useDesktop } from './use-desktop';
import { useNavDrawer } from './use-nav-drawer';

/** Horizontal navigation inside the 64 px header; below md it moves into a drawer. */
export function ClassicTopBarLayout({ children, header = true, headerTitle }: AppLayoutProps) {
  const desktop = useDesktop();
  const groups = useNavGroups();
  const home = useStartPath();
  const drawer = useNavDrawer();
  return (
    <AppShell
      header={header}
      headerTitle={headerTitle ?? <Brand to={home} />}
      headerNav={desktop ? <TopNav groups={groups} /> : undefined}
      navButton={desktop ? undefined : <OpenNavButton open={drawer.open} onOpen={drawer.show} />}
      drawer={
        desktop ? undefined : (
          <NavDrawer open={drawer.open} onClose={drawer.hide} home={home}>
            <NavMenu groups={groups} onNavigate={drawer.hide} />
          </NavDrawer>
        )
      }
    >
      {children}
    </AppShell>
  );
}
