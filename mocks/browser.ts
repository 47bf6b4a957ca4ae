import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { localStoragePersistence, usePersistence } from './store';

/** Starts the embedded demo backend in the browser (npm start); its data survives reloads. */
export async function startDemoWorker(): Promise<void> {
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
}
