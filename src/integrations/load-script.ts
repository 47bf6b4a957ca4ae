/**
 * The one way a third-party script enters the page: one `<script async>` per address, only https
 * addresses or same-origin paths, no referrer, and a promise that settles (load, error or timeout)
 * instead of anything thrown.
 */

export const SCRIPT_TIMEOUT_MS = 20_000;

export interface LoadScriptOptions {
  timeoutMs?: number;
  doc?: Document;
}

const loading = new Map<string, { element: HTMLScriptElement; done: Promise<void> }>();

/** The address to load, or undefined: absolute https, or a path on this origin (not `//host`). */
export function scriptAddress(src: string, origin: string): string | undefined {
  try {
    if (src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\')) {
      const url = new URL(src, origin);
      return url.origin === origin ? url.href : undefined;
    }
    const url = new URL(src);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Loads `src` once; resolves when it has run, rejects when it fails, is refused or times out. */
export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  try {
    const doc = options.doc ?? document;
    const checked = scriptAddress(src, doc.location?.origin ?? '');
    if (!checked) return Promise.reject(new Error('Refused a script that is not https'));
    const address: string = checked;
    const known = loading.get(address);
    if (known?.element.isConnected) return known.done;

    const element = doc.createElement('script');
    element.async = true;
    element.referrerPolicy = 'no-referrer';
    const timeoutMs = options.timeoutMs ?? SCRIPT_TIMEOUT_MS;
    const done = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error(`Script timed out: ${address}`)), timeoutMs);
      function settle(): void {
        clearTimeout(timer);
        element.removeEventListener('load', onLoad);
        element.removeEventListener('error', onError);
      }
      function fail(error: Error): void {
        settle();
        // Forgotten, so a later call may try again.
        if (loading.get(address)?.element === element) loading.delete(address);
        element.remove();
        reject(error);
      }
      function onLoad(): void {
        settle();
        resolve();
      }
      function onError(): void {
        fail(new Error(`Script failed to load: ${address}`));
      }
      element.addEventListener('load', onLoad);
      element.addEventListener('error', onError);
    });
    // A failure nobody waits for (say the insertion below threw) must not surface as unhandled.
    done.catch(() => undefined);
    element.src = address;
    loading.set(address, { element, done });
    (doc.head ?? doc.documentElement).appendChild(element);
    return done;
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
