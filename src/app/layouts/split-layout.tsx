import { BrandPanelLayout } from './brand-panel-layout';
import type { PageLayoutProps } from './page-layout-parts';

/** Two halves: the brand panel and the content. */
export function SplitLayout(props: PageLayoutProps) {
  return <BrandPanelLayout {...props} variant="split" />;
}
