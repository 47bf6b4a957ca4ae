import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import type { DemoBackendControls } from '../src/app/demo-backend';
import { getDb, localStoragePersistence, resetDemoData, usePersistence } from './store';

/** Starts the embedded demo backend in the browser (npm start); its data survives reloads. */
export async function startDemoWorker(): Promise<DemoBackendControls> {
  try {
    usePersistence(localStoragePersistence(window.localStorage));
  } catch {
    usePersistence(undefined); // storage blocked: the demo works in memory
  }
  const worker = setupWorker(...handlers);
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
