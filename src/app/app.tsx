import type { EmotionCache } from '@emotion/cache';
import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { DemoBackendControls } from '@/components/demo/demo-backend';
import { OfflineNotice } from '@/components/offline-notice';
import { ProductErrorNotifier } from '@/components/product-error-notifier';
import { appConfig } from '@/config/app-config';
import { DemoBackendContext } from '@/components/demo/demo-backend';
import { AppIntlProvider } from '@/lib/i18n/app-intl-provider';
import type { InitialMessages } from '@/lib/i18n/app-intl-provider';
import { useHydrated } from '@/lib/use-hydrated';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';

// The third parties (SPEC §7) load only when one that follows the app is configured.
const { bugReport, chat } = appConfig.integrations;
const Integrations =
  bugReport || chat
    ? lazy(() => import('@/integrations/integrations').then((m) => ({ default: m.Integrations })))
    : undefined;

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
  // Third parties exist in the browser only: they come after a prerendered page has hydrated.
  const hydrated = useHydrated();
  // The page is live (hydrated, or rendered): the prerendered HTML alone does not say so, for
  // the browser tests and the bench's "usable". Said once what waits for hydration (the demo
  // inbox's button, enabled) has rendered too.
  useEffect(() => {
    if (hydrated) globalThis.document?.getElementById('root')?.setAttribute('data-live', '');
  }, [hydrated]);
  return (
    <AppIntlProvider initialMessages={initialMessages}>
      <AppThemeProvider cache={cache}>
        <DemoBackendContext.Provider value={demoBackend}>
          {routing}
          <ProductErrorNotifier />
          <OfflineNotice />
          {Integrations && hydrated && (
            <Suspense fallback={null}>
              <Integrations />
            </Suspense>
          )}
        </DemoBackendContext.Provider>
      </AppThemeProvider>
    </AppIntlProvider>
  );
}
