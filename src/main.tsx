import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DemoBackendContext } from './app/demo-backend';
import type { DemoBackendControls } from './app/demo-backend';
import { AppProviders, createQueryClient } from './app/providers';
import { loadMessages, readStoredLocale } from './app/i18n/locale';
import { TenantStatusPage } from './features/tenant-status/tenant-status-page';

async function startDemoBackend(): Promise<DemoBackendControls | undefined> {
  // A literal comparison, so the production build drops this branch and the mock chunk with it.
  if (import.meta.env.VITE_ENABLE_MOCK === 'true') {
    const { startDemoWorker } = await import('../mocks/browser');
    return startDemoWorker();
  }
  return undefined;
}

async function boot(): Promise<void> {
  const locale = readStoredLocale(globalThis.localStorage);
  const [messages, demoBackend] = await Promise.all([loadMessages(locale), startDemoBackend()]);
  document.documentElement.lang = locale;
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders locale={locale} messages={messages} queryClient={createQueryClient()}>
        <DemoBackendContext.Provider value={demoBackend}>
          <TenantStatusPage />
        </DemoBackendContext.Provider>
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
