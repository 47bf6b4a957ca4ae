import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import type { DemoBackendControls } from './components/demo/demo-backend';
import { loadMessages, readStoredLocale } from './lib/i18n/locale';
import { loadRtlCache } from './lib/theme/app-theme-provider';
import { createAppRouter } from './app/router';
import { getThemeSettings } from './lib/theme/theme-store';
import { prepareSession, session } from './features/auth/session';

async function startDemoBackend(): Promise<DemoBackendControls | undefined> {
  // A literal comparison, so the production build drops this branch and the mock chunk with it.
  if (import.meta.env.VITE_ENABLE_MOCK === 'true') {
    const { startDemoWorker } = await import('../mocks/browser');
    return startDemoWorker();
  }
  return undefined;
}

/** Local storage, unless the browser refuses even to hand it over (sandboxed frames do). */
function localStorageIfAllowed(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

async function boot(): Promise<void> {
  const locale = readStoredLocale(localStorageIfAllowed());
  const [messages, demoBackend] = await Promise.all([
    loadMessages(locale),
    startDemoBackend(),
    prepareSession(),
    // The right-to-left styles come before the first render when that is the saved direction.
    getThemeSettings().direction === 'rtl' ? loadRtlCache() : undefined,
  ]);
  // The session starts once the backend answers; the app shows its loader until it has.
  void session.init();
  void session.loadMode();
  // Made after the session has started: the first page's route waits for the tenant's mode.
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const app = createRoot(root);
  // A transition: React renders the first page in slices and lets the browser in between, instead
  // of one long task (the page stays responsive while it starts; Lighthouse's blocking time).
  startTransition(() =>
    app.render(
      <StrictMode>
        <App initialMessages={{ locale, messages }} demoBackend={demoBackend} router={router} />
      </StrictMode>,
    ),
  );
}

void boot();
