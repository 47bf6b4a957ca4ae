/** The demo page's one reload when its worker does not serve it (browser.ts). */
const RELOADED_KEY = 'demo-backend-unserved-reload';
/** A second reload this soon after the first would be a loop: the page then stays as it is. */
const RELOAD_AGAIN_AFTER_MS = 30_000;

/**
 * Whether to reload a page that the started worker does not serve: once, not again within
 * `RELOAD_AGAIN_AFTER_MS` (the page would loop if the worker can never take it), and never where
 * the browser keeps no session storage to remember that by.
 */
export function reloadOnceForWorker(storage: Storage | undefined, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOADED_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_AGAIN_AFTER_MS) return false;
    storage.setItem(RELOADED_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
