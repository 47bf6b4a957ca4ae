import type { ComponentType, ReactNode } from 'react';
import { HomePathContext } from '@/components/page-frame';
import type { RouteLayout } from '@/config/routes';
import { useStartPath } from '@/features/navigation/use-navigation';
import type { LayoutType } from '@/lib/theme/theme-settings';
import { useThemeSettings } from '@/lib/theme/theme-store';
import type { AppLayoutProps } from './app-shell';
import { BlankLayout } from './blank-layout';
import { ClassicTopBarLayout } from './classic-top-bar-layout';
import { CollapsibleSideLayout } from './collapsible-side-layout';
import { ContentOverlayLayout } from './content-overlay-layout';
import { FramelessSideLayout } from './frameless-side-layout';
import { HeaderActions } from './header-actions';
import type { PageLayoutProps } from './page-layout-parts';
import { PublicLayout } from './public-layout';
import { SideLayout } from './side-layout';
import { SimpleLayout } from './simple-layout';
import { SplitLayout } from './split-layout';
import { StackedSideLayout } from './stacked-side-layout';

export type { AppLayoutProps } from './app-shell';
export type { PageLayoutProps } from './page-layout-parts';
export { BlankLayout } from './blank-layout';
export { ClassicTopBarLayout } from './classic-top-bar-layout';
export { CollapsibleSideLayout } from './collapsible-side-layout';
export { ContentOverlayLayout } from './content-overlay-layout';
export { FramelessSideLayout } from './frameless-side-layout';
export { PublicLayout } from './public-layout';
export { SideLayout } from './side-layout';
export { SimpleLayout } from './simple-layout';
export { SplitLayout } from './split-layout';
export { StackedSideLayout } from './stacked-side-layout';

type PageLayoutType = Exclude<RouteLayout, 'app'>;

type AppLayoutType = Exclude<LayoutType, PageLayoutType>;

const APP_LAYOUTS: Readonly<Record<AppLayoutType, ComponentType<AppLayoutProps>>> = {
  collapsibleSide: CollapsibleSideLayout,
  stackedSide: StackedSideLayout,
  classicTopBar: ClassicTopBarLayout,
  framelessSide: FramelessSideLayout,
  contentOverlay: ContentOverlayLayout,
};

const PAGE_LAYOUTS: Readonly<Record<PageLayoutType, ComponentType<PageLayoutProps>>> = {
  blank: BlankLayout,
  simple: SimpleLayout,
  split: SplitLayout,
  side: SideLayout,
};

function isPageLayout(type: LayoutType): type is PageLayoutType {
  return Object.hasOwn(PAGE_LAYOUTS, type);
}

export interface LayoutForProps {
  /** The route's layout (`route.layout`). */
  layout: RouteLayout;
  signedIn: boolean;
  children: ReactNode;
  /** Show the header (default true). */
  header?: boolean;
  /** Content of an app layout's header title region. */
  headerTitle?: ReactNode;
}

/**
 * The layout a route asks for. `app` means the layout chosen in the theme settings for a
 * signed-in person, the public layout for an anonymous one. A route's own `blank` layout is
 * content only; `simple`, `split` and `side` carry the header controls.
 */
/** Pages below lead their breadcrumb's "Home" to the signed-in person's start page. */
export function HomeIsStartPage({ children }: { children: ReactNode }) {
  return <HomePathContext.Provider value={useStartPath()}>{children}</HomePathContext.Provider>;
}

/** The route's layout, with the breadcrumb's "Home" leading to the person's start page. */
export function LayoutFor(props: LayoutForProps) {
  return (
    <HomeIsStartPage>
      <LayoutBody {...props} />
    </HomeIsStartPage>
  );
}

function LayoutBody({ layout, signedIn, children, header = true, headerTitle }: LayoutForProps) {
  const { type } = useThemeSettings().layout;
  const toolbar = header ? <HeaderActions signedIn={signedIn} /> : undefined;

  if (layout === 'app') {
    if (!signedIn) return <PublicLayout header={header}>{children}</PublicLayout>;
    if (isPageLayout(type)) {
      // A page layout chosen as the app layout keeps the controls, so it can be changed back.
      const PageLayout = PAGE_LAYOUTS[type];
      return <PageLayout toolbar={toolbar}>{children}</PageLayout>;
    }
    const AppLayout = APP_LAYOUTS[type];
    return (
      <AppLayout header={header} headerTitle={headerTitle}>
        {children}
      </AppLayout>
    );
  }

  if (layout === 'blank') return <BlankLayout>{children}</BlankLayout>;
  const PageLayout = PAGE_LAYOUTS[layout];
  return <PageLayout toolbar={toolbar}>{children}</PageLayout>;
}
