import { BrandPanelLayout } from './brand-panel-layout';
import type { PageLayoutProps } from './page-layout-parts';

/** A brand side panel beside a wide content column (registration and onboarding). */
export function SideLayout(props: PageLayoutProps) {
  return <BrandPanelLayout {...props} variant="side" />;
}
