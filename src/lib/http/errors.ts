/**
 * Error normalisation (SPEC §8): a failed call rethrows the server's `message` if it sent one,
 * otherwise the error itself; strings become errors. The HTTP status and the server's error type
 * stay on the error so callers (and the session) can branch on them.
 */
export type HttpErrorKind = 'http' | 'network' | 'timeout';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  /** HTTP status, or 0 when no response arrived (network failure, timeout). */
  readonly status: number;
  /** `error.type` of the provider's error body, or `code` of the product API's. */
  readonly type: string | undefined;
  /** True when `message` is the server's own text, safe to show as plain text. */
  readonly hasServerMessage: boolean;
  readonly kind: HttpErrorKind;
  readonly body: unknown;
  /** Seconds from a Retry-After header, when the server sent one. */
  readonly retryAfter: number | undefined;

  constructor(init: {
    message: string;
    status: number;
    kind: HttpErrorKind;
    type?: string | undefined;
    hasServerMessage?: boolean;
    body?: unknown;
    retryAfter?: number | undefined;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.kind = init.kind;
    this.type = init.type;
    this.hasServerMessage = init.hasServerMessage ?? false;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }
}

/** An error raised by our own client code whose message is meant for the person (e.g. "Missing token or uuid"). */
export class ClientError extends Error {
  override readonly name = 'ClientError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const MAX_MESSAGE_LENGTH = 2000;

function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body) || typeof body.message !== 'string') return undefined;
  const message = body.message.trim();
  return message === '' ? undefined : message.slice(0, MAX_MESSAGE_LENGTH);
}

function serverType(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (isRecord(body.error) && typeof body.error.type === 'string') return body.error.type;
  if (typeof body.code === 'string') return body.code;
  return undefined;
}

function parseRetryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

/** Reads a body as JSON when it is JSON, as text otherwise; never throws. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function httpErrorFromResponse(response: Response, body: unknown): HttpError {
  const message = serverMessage(body);
  return new HttpError({
    message: message ?? `Request failed with status code ${response.status}`,
    status: response.status,
    kind: 'http',
    type: serverType(body),
    hasServerMessage: message !== undefined,
    body,
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
  });
}

/** Anything thrown, as an Error: strings become errors, objects with a message keep it. */
export function toError(reason: unknown): Error {
  if (reason instanceof Error) return reason;
  if (typeof reason === 'string') return new ClientError(reason);
  const message = serverMessage(reason);
  if (message !== undefined) return new ClientError(message);
  return new Error('Unknown error', { cause: reason });
}

/** The longest wait worth telling a person about (a day); a later date is a server's mistake. */
const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;

/**
 * How many seconds the server asked to wait before trying again (its Retry-After, sent with 429
 * and 503), or undefined when it did not say, said "now", or said something unbelievable.
 */
export function retryAfterOf(reason: unknown): number | undefined {
  if (!(reason instanceof HttpError) || reason.retryAfter === undefined) return undefined;
  const seconds = Math.ceil(reason.retryAfter);
  return seconds > 0 && seconds <= MAX_RETRY_AFTER_SECONDS ? seconds : undefined;
}

/**
 * The text to show a person for an error, or undefined when only the generic
 * "An unknown error has occurred. Please try again later." fits (no server text, network failure,
 * a programming error).
 */
export function displayMessage(reason: unknown): string | undefined {
  if (typeof reason === 'string') return reason.trim() === '' ? undefined : reason;
  if (reason instanceof HttpError) return reason.hasServerMessage ? reason.message : undefined;
  if (reason instanceof ClientError) return reason.message;
  return undefined;
}
