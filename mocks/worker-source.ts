/**
 * The demo backend's service worker as the app serves it (vite.config.ts): MSW's own worker
 * (mocks/public/mockServiceWorker.js, as `msw init` and MSW's postinstall write it, never edited)
 * with one line added at the top of its fetch handler: the app's own files go straight to the
 * network.
 *
 * Without it the worker sends every request of the page to the page (a message, MSW's handlers
 * matched on the page's main thread, a message back, then the fetch, then the whole response
 * body posted to the page again for MSW's life-cycle events), so each script and style the app
 * loads waits for a main thread that is busy starting the app (a signed-in load and four moves
 * between pages: 13–33 % less main-thread time; docs/decisions/013-a-test-suite-in-minutes.md).
 */

/** The app's own files, whatever their names: never API calls (Vite's `/src/…` in development). */
export const APP_FILES =
  /\/(src|node_modules|@[a-z-]+)\/|\.(m?[jt]sx?|css|json|map|svg|png|ico|woff2?)(\?.*)?$/;

/** Where the added line goes: the first statement of MSW's fetch handler that bypasses a request. */
const ANCHOR = "  // Bypass navigation requests.\n  if (event.request.mode === 'navigate') {";

/** MSW's worker with the app's files bypassed; throws when MSW's worker no longer has the anchor. */
export function demoWorkerSource(stock: string): string {
  if (stock.split(ANCHOR).length !== 2) {
    throw new Error(
      'mocks/worker-source.ts: MSW’s mockServiceWorker.js changed; find where its fetch handler ' +
        'bypasses a request and add the app’s files there again.',
    );
  }
  const bypass =
    '  // The app’s own files go to the network, not through the page (mocks/worker-source.ts).\n' +
    `  if (${APP_FILES.toString()}.test(event.request.url)) {\n    return\n  }\n\n`;
  return stock.replace(ANCHOR, `${bypass}${ANCHOR}`);
}
