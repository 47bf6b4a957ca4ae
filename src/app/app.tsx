import type { EmotionCache } from '@emotion/cache';
import { lazy, Suspense, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { DemoBackendControls } from '@/components/demo/demo-backend';
import { OfflineNotice } from '@/components/offline-notice';
import { ProductErrorNotifier } from '@/components/product-error-notifier';
import { DemoBackendContext } from '@/components/demo/demo-backend';
import { AppIntlProvider } from '@/lib/i18n/app-intl-provider';
import type { InitialMessages } from '@/lib/i18n/app-intl-provider';
import { useHydrated } from '@/lib/use-hydrated';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';

// What the page needs once it is live (./after-start.tsx). If its code cannot be fetched, the page
// goes on without it (React's lazy would otherwise throw that failure into the app).
const AfterStart = lazy<ComponentType>(() =>
  import('./after-start').catch(() => ({ default: () => null })),
);

/**
 * What comes once the page has hydrated (or rendered), in a leaf of its own: the switch from the
 * server's answer to the browser's re-renders what reads it, synchronously, so the app's root
 * must not (it re-rendered the whole page in one long task after hydration, 230 ms at 4× CPU).
 * - `data-live` on the root: the prerendered HTML alone does not say the page is live, for the
 *   browser tests and the bench's "usable". Said once what waits for hydration (the demo inbox's
 *   button, enabled) has rendered too: both switch in the same render.
 * - What comes after the start (./after-start.tsx): the notice of a language that could not be
 *   loaded, the third parties (SPEC §7).
 */
function AfterHydration() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) globalThis.document?.getElementById('root')?.setAttribute('data-live', '');
  }, [hydrated]);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <AfterStart />
    </Suspense>
  );
}

/**
 * The whole app: language, theme, demo controls and the router (the data cache comes with the first
 * signed-in page, see the router's AppShell). `routing` is React Router's provider: in the browser
 * `<RouterProvider>` over the router made once per page, outside React (`createAppRouter`, as
 * React Router's data mode has it); in the build-time prerender `<StaticRouterProvider>`
 * (src/entry-server.tsx), which also passes that page's emotion `cache`.
 */
export function App({
  initialMessages,
  demoBackend,
  routing,
  cache,
}: {
  initialMessages: InitialMessages;
  demoBackend: DemoBackendControls | undefined;
  routing: ReactNode;
  cache?: EmotionCache;
}) {
  return (
    <AppIntlProvider initialMessages={initialMessages}>
      <AppThemeProvider cache={cache}>
        <DemoBackendContext.Provider value={demoBackend}>
          {routing}
          <ProductErrorNotifier />
          <OfflineNotice />
          <AfterHydration />
        </DemoBackendContext.Provider>
      </AppThemeProvider>
    </AppIntlProvider>
  );
}
