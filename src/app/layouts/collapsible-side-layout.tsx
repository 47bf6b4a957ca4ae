import type { AppLayoutProps } from './app-shell';
import { SideNavLayout } from './side-nav-layout';

/** Side navigation with a border, collapsible to an 80 px icon rail from the header. */
export function CollapsibleSideLayout(props: AppLayoutProps) {
  return <SideNavLayout {...props} />;
}
