/**
 * Files over the product API, loaded with the pages that send or show documents (never with the
 * sign-in page): a transport that tells an upload's progress, and a reader that hands a
 * document's bytes over as a Blob. Both plug into the one request path (request.ts `transport`
 * and `read`), so a token refresh, a retry after a 401 and the errors are the same as for JSON.
 */
import { readBody } from './errors';
import type { TransferHooks } from './request';

/** Sent bytes as a share of the body, 0 to 1; `undefined` when the total is not known. */
export type UploadProgress = (fraction: number | undefined) => void;

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * fetch as XMLHttpRequest, for the one thing fetch cannot do: tell how much of a request body has
 * been sent. It answers with a standard Response.
 */
export const uploadTransport =
  (onUploadProgress: UploadProgress): typeof fetch =>
  (input, init = {}) =>
    fetchWithUploadProgress(
      String(input instanceof Request ? input.url : input),
      init,
      onUploadProgress,
    );

/** A 2xx answer's body as a Blob (a document's bytes); any other answer read as usual. */
export const readBlob = (response: Response): Promise<unknown> =>
  response.ok && response.status !== 204 ? response.blob() : readBody(response);

function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onUploadProgress: UploadProgress,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'blob';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    const settle = () => signal?.removeEventListener('abort', onAbort);
    // Settled at once, without waiting for the request's own abort event (which not every
    // XMLHttpRequest fires while its answer is pending).
    const onAbort = () => {
      settle();
      xhr.abort();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const { moving } = init as TransferHooks;
    xhr.upload.addEventListener('progress', (event) => {
      moving?.();
      onUploadProgress(
        event.lengthComputable && event.total > 0 ? event.loaded / event.total : undefined,
      );
    });
    // The whole body has left: said once, whatever the server then answers.
    xhr.upload.addEventListener('load', () => {
      moving?.(); // the server's answer then has the whole timeout
      onUploadProgress(1);
    });
    xhr.addEventListener('load', () => {
      settle();
      const noBody = [101, 204, 205, 304].includes(xhr.status);
      try {
        resolve(
          new Response(noBody ? null : (xhr.response as Blob | null), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      } catch (error) {
        reject(error instanceof Error ? error : new TypeError('Unreadable answer'));
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Network request failed'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
