import { authRecovery } from './auth-recovery';
import { HttpError, httpErrorFromResponse, readBody } from './errors';
import { responseSeen } from './response-watch';
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

/**
 * What a caller may add to fetch's options (src/lib/http/file-transfer.ts): a transport that sends
 * instead of fetch (an upload that tells its progress) and a reader of the answer instead of
 * readBody (a document's bytes).
 */
export interface TransferHooks {
  transport?: typeof fetch;
  read?: (response: Response) => Promise<unknown>;
  /**
   * Set by the client for its transport: called whenever bytes move, it starts the client's
   * timeout again, so that a large file on a slow line is not cut off while it is still going.
   */
  moving?: () => void;
}

interface SendOptions {
  url: URL;
  init: RequestInit;
  headers: Headers;
  /** Combined caller + timeout signal, when the client has a timeout. */
  signal?: AbortSignal | undefined;
}

/**
 * Sends one request and returns the parsed body of a 2xx answer. Any other answer, a network
 * failure or a timeout becomes an HttpError.
 */
async function send<T>({ url, init, headers, signal }: SendOptions): Promise<T> {
  const { transport = fetch, read = readBody } = init as TransferHooks;
  let response: Response;
  try {
    response = await transport(url, { ...init, headers, signal: signal ?? init.signal ?? null });
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
  const body = await read(response);
  if (!response.ok) throw httpErrorFromResponse(response, body);
  // Every answer of both APIs is JSON (a document's bytes are read by `read`). A 2xx of other text
  // is not an API's (a web server answering an API address with the app's own HTML): taken as a
  // body, it would fill forms with nothing.
  if (typeof body === 'string')
    throw new HttpError({
      message: 'Unreadable answer',
      status: response.status,
      kind: 'http',
      body,
    });
  responseSeen(init.method ?? 'GET', url, body);
  return body as T;
}

export interface CredentialedSendOptions extends SendOptions {
  /** The bearer credential to send, read afresh for a retry. */
  credential: () => string | undefined;
  /**
   * True for calls made with the access token: an expired token is refreshed first, a 401 is
   * retried once after a refresh, and a 401/419/440 that stays is reported as the session's end.
   */
  sessionBound: boolean;
}

export async function sendWithCredential<T>(options: CredentialedSendOptions): Promise<T> {
  const { credential, sessionBound, ...rest } = options;
  const recovery = sessionBound ? authRecovery() : undefined;
  if (recovery) await recovery.ensureFresh();
  const attempt = (bearer: string | undefined) => {
    const headers = new Headers(rest.headers);
    if (bearer) headers.set('authorization', `Bearer ${bearer}`);
    return send<T>({ ...rest, headers });
  };
  const used = credential();
  try {
    return await attempt(used);
  } catch (error) {
    if (!(error instanceof HttpError) || !sessionBound || !used) throw error;
    let final: unknown = error;
    if (error.status === 401 && recovery) {
      const action = await recovery.recover(used);
      if (action === 'keep') throw error;
      const next = action === 'retry' ? credential() : undefined;
      if (next) {
        try {
          return await attempt(next);
        } catch (retryError) {
          final = retryError;
        }
      }
    }
    if (final instanceof HttpError && isSessionEndingStatus(final.status)) {
      reportSessionEnding({ status: final.status, url: rest.url.toString() });
    }
    throw final;
  }
}
