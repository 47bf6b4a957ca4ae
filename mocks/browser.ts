import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import type { DemoBackendControls } from '../src/app/demo-backend';
import { getDb, localStoragePersistence, resetDemoData, usePersistence } from './store';

/**
 * The app's own files are never API calls, whatever their names: the generated handlers match
 * `* /users/:id`, which would also catch Vite's `/src/features/users/users-page.tsx` in development.
 */
const appFiles = http.all(
  /\/(src|node_modules|@[a-z-]+)\/|\.(m?[jt]sx?|css|json|map|svg|png|ico|woff2?)(\?.*)?$/,
  () => passthrough(),
);

/** Starts the embedded demo backend in the browser (npm start); its data survives reloads. */
export async function startDemoWorker(): Promise<DemoBackendControls> {
  try {
    usePersistence(localStoragePersistence(window.localStorage));
  } catch {
    usePersistence(undefined); // storage blocked: the demo works in memory
  }
  const worker = setupWorker(appFiles, ...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return {
    resetDemoData() {
      resetDemoData();
      window.location.reload();
    },
    outbox: () => getDb().outbox.map((message) => ({ ...message })),
  };
}
