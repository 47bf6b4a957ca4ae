import type { AppLayoutProps } from './app-shell';
import { SideNavLayout } from './side-nav-layout';

/** The collapsible side navigation without borders or elevation, on the page's own background. */
export function FramelessSideLayout(props: AppLayoutProps) {
  return <SideNavLayout {...props} frameless />;
}
