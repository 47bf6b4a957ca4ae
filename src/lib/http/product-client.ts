/**
 * The orval mutator for the product API (SPEC §7): base /api/v1, the access token as bearer on
 * every request, the page's language as the one its messages should be in, a 60 s timeout (from
 * the last bytes moved, for an upload) that still honours the caller's abort signal, and every
 * failure reported to the global handler (product-errors.ts) before it is rethrown.
 */
import { appConfig } from '@/config/app-config';
import type { HttpError } from './errors';
import { reportProductError } from './product-errors';
import { joinUrl, sendWithCredential } from './request';
import type { TransferHooks } from './request';
import { tokenSource } from './token-source';

export const PRODUCT_API_TIMEOUT_MS = 60_000;

export interface ProductClientConfig {
  baseUrl: string;
  timeoutMs: number;
}

let config: ProductClientConfig = {
  baseUrl: appConfig.apiBaseUrl,
  timeoutMs: PRODUCT_API_TIMEOUT_MS,
};

export function configureProductClient(next: Partial<ProductClientConfig>): void {
  config = { ...config, ...next };
}

export function productClientConfig(): Readonly<ProductClientConfig> {
  return config;
}

/**
 * Aborts when either the caller aborts or the timeout passes; `restart` starts the timeout again
 * (bytes are still moving); `dispose` clears the timer.
 */
function timeoutSignal(callerSignal: AbortSignal | null | undefined, ms: number) {
  const controller = new AbortController();
  const expire = () => controller.abort(new DOMException('Timed out', 'TimeoutError'));
  let timer = setTimeout(expire, ms);
  const onAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onAbort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    restart: () => {
      if (controller.signal.aborted) return;
      clearTimeout(timer);
      timer = setTimeout(expire, ms);
    },
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
}

/** What a caller may pass: fetch's options, and whether its form shows a failure itself. */
export interface ProductRequestInit extends RequestInit {
  /** The calling form shows a failure in place: reported, but announced nowhere else. */
  shownInForm?: boolean;
  /** Sends instead of fetch, and reads the answer instead of as JSON (file-transfer.ts). */
  transport?: TransferHooks['transport'];
  read?: TransferHooks['read'];
}

const withMoving = (init: RequestInit, moving: () => void): RequestInit =>
  Object.assign({ ...init }, { moving } satisfies TransferHooks);

/**
 * The page's language (`<html lang>`, set with the app's language) as the one the answer's
 * messages should be in: the product API writes its error messages in English or Spanish
 * (docs/decisions/023-the-api-speaks-the-callers-language.md).
 */
function withLanguage(headers: Headers): Headers {
  const lang = globalThis.document?.documentElement.lang;
  if (lang && !headers.has('accept-language')) headers.set('accept-language', lang);
  return headers;
}

export async function productFetch<T>(
  path: string,
  { shownInForm = false, ...init }: ProductRequestInit = {},
): Promise<T> {
  const url = joinUrl(`${config.baseUrl}/`, path);
  const { signal, restart, dispose } = timeoutSignal(init.signal, config.timeoutMs);
  try {
    return await sendWithCredential<T>({
      url,
      // A transport that tells when bytes move (an upload) keeps the timeout from running out.
      init: init.transport ? withMoving(init, restart) : init,
      headers: withLanguage(new Headers(init.headers)),
      signal,
      credential: () => tokenSource().accessToken(),
      sessionBound: true,
    });
  } catch (error) {
    reportProductError(error, { callerAborted: init.signal?.aborted === true, shownInForm });
    throw error;
  } finally {
    dispose();
  }
}

export default productFetch;

/** What generated hooks report as their error: always our normalised HttpError (see errors.ts). */
export type ErrorType<_Body> = HttpError;
