import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the embedded demo backend in the browser (npm start). */
export async function startDemoWorker(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
