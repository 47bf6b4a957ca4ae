import { HttpError, httpErrorFromResponse, readBody } from './errors';
import { isSessionEndingStatus, reportSessionEnding } from './session-events';

/** Resolves a possibly relative base against the page origin (Node's fetch needs absolute URLs). */
export function absoluteUrl(url: string): URL {
  const origin = globalThis.location?.origin;
  return new URL(url, origin && origin !== 'null' ? origin : 'http://localhost');
}

/** Joins a base that ends in a slash with a path, collapsing duplicate slashes in the path part. */
export function joinUrl(base: string, path: string): URL {
  const baseUrl = absoluteUrl(base.endsWith('/') ? base : `${base}/`);
  const relative = path.replace(/^\/+/, '');
  const joined = new URL(relative, baseUrl);
  joined.pathname = joined.pathname.replace(/\/{2,}/g, '/');
  return joined;
}

export interface SendOptions {
  url: URL;
  init: RequestInit;
  headers: Headers;
  /** True when a bearer credential went with the request: only then can a 401 end a session. */
  authenticated: boolean;
  signal?: AbortSignal | undefined;
  timeoutMessage?: string;
}

/**
 * Sends one request and returns the parsed body of a 2xx answer. Any other answer, a network
 * failure or a timeout becomes an HttpError; 401/419/440 on an authenticated call is reported once.
 */
export async function send<T>({
  url,
  init,
  headers,
  authenticated,
  signal,
}: SendOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, signal: signal ?? init.signal ?? null });
  } catch (cause) {
    if (init.signal?.aborted) throw cause; // the caller (e.g. React Query) cancelled: not an error
    const timedOut = signal?.aborted === true;
    throw new HttpError({
      message: timedOut ? 'Request timed out' : 'Network request failed',
      status: 0,
      kind: timedOut ? 'timeout' : 'network',
      cause,
    });
  }
  const body = await readBody(response);
  if (response.ok) return body as T;
  if (authenticated && isSessionEndingStatus(response.status)) {
    reportSessionEnding({ status: response.status, url: url.toString() });
  }
  throw httpErrorFromResponse(response, body);
}
