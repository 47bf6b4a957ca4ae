/**
 * The layout of a route as the router renders it. An anonymous visitor's centred card (sign-in
 * and the other auth screens) is part of the first load; every other layout, with the navigation,
 * the user menu and the signed-in frame, loads on first use (`LayoutFor`, ./index.tsx).
 */
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Loading } from '@/components/loading';
import type { RouteLayout as RouteLayoutType } from '@/config/routes';
import { HeaderControls } from './header-controls';
import { SimpleLayout } from './simple-layout';

const loadLayouts = () => import('./index');
const LayoutFor = lazy(() => loadLayouts().then((m) => ({ default: m.LayoutFor })));

/** Starts loading the signed-in layouts (a signed-in person is about to need them). */
export function preloadLayouts(): void {
  loadLayouts().catch(() => undefined);
}

export function RouteLayout({
  layout,
  signedIn,
  children,
}: {
  layout: RouteLayoutType;
  signedIn: boolean;
  children: ReactNode;
}) {
  // What LayoutFor renders for this case, without its other layouts.
  if (layout === 'simple' && !signedIn)
    return <SimpleLayout toolbar={<HeaderControls />}>{children}</SimpleLayout>;
  return (
    <Suspense fallback={<Loading page />}>
      <LayoutFor layout={layout} signedIn={signedIn}>
        {children}
      </LayoutFor>
    </Suspense>
  );
}
