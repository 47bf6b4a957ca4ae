import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { DemoBackendControls } from './demo-backend';
import { ProductErrorNotifier } from '@/components/product-error-notifier';
import { Integrations } from '@/integrations/integrations';
import { DemoBackendContext } from './demo-backend';
import { AppIntlProvider } from './i18n/app-intl-provider';
import type { InitialMessages } from './i18n/app-intl-provider';
import { createQueryClient } from './query-client';
import { useAppRouter } from './router';
import { AppThemeProvider } from './theme/app-theme-provider';

/** The whole app: language, theme, data cache, demo controls and the router. */
export function App({
  initialMessages,
  demoBackend,
}: {
  initialMessages: InitialMessages;
  demoBackend: DemoBackendControls | undefined;
}) {
  const [queryClient] = useState(createQueryClient);
  const router = useAppRouter();
  return (
    <AppIntlProvider initialMessages={initialMessages}>
      <AppThemeProvider>
        <QueryClientProvider client={queryClient}>
          <DemoBackendContext.Provider value={demoBackend}>
            <RouterProvider router={router} />
            <ProductErrorNotifier />
            <Integrations />
          </DemoBackendContext.Provider>
        </QueryClientProvider>
      </AppThemeProvider>
    </AppIntlProvider>
  );
}
