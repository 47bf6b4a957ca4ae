import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { DemoBackendControls } from '@/components/demo/demo-backend';
import { ProductErrorNotifier } from '@/components/product-error-notifier';
import { appConfig } from '@/config/app-config';
import { DemoBackendContext } from '@/components/demo/demo-backend';
import { AppIntlProvider } from '@/lib/i18n/app-intl-provider';
import type { InitialMessages } from '@/lib/i18n/app-intl-provider';
import type { AppRouterInstance } from './router';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';

// The third parties (SPEC §7) load only when one that follows the app is configured.
const { bugReport, chat } = appConfig.integrations;
const Integrations =
  bugReport || chat
    ? lazy(() => import('@/integrations/integrations').then((m) => ({ default: m.Integrations })))
    : undefined;

/**
 * The whole app: language, theme, demo controls and the router (the data cache comes with the first
 * signed-in page, see the router's AppShell). The router is made once per page, outside React
 * (`createAppRouter`, as React Router's data mode has it).
 */
export function App({
  initialMessages,
  demoBackend,
  router,
}: {
  initialMessages: InitialMessages;
  demoBackend: DemoBackendControls | undefined;
  router: AppRouterInstance;
}) {
  return (
    <AppIntlProvider initialMessages={initialMessages}>
      <AppThemeProvider>
        <DemoBackendContext.Provider value={demoBackend}>
          <RouterProvider router={router} />
          <ProductErrorNotifier />
          {Integrations && (
            <Suspense fallback={null}>
              <Integrations />
            </Suspense>
          )}
        </DemoBackendContext.Provider>
      </AppThemeProvider>
    </AppIntlProvider>
  );
}
