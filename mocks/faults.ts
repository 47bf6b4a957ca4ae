/**
 * Fault injection for tests and demos: the next call(s) of an operation answer with an error
 * status or never answer (a timeout). Set through `injectFault` in tests, or
 * `POST /__demo/faults` from a browser console, e2e test or curl (see README).
 */
import { HttpResponse, delay } from 'msw';
import type { ApiError } from '../generated/product/model';
import type { ProviderError } from '../generated/provider/model';
import { declaredErrorStatuses as productStatuses } from '../generated/product/constants';
import { declaredErrorStatuses as providerStatuses } from '../generated/provider/constants';
import { languageOf, speaking, spoken } from './product/language';
import { transaction } from './store';

export const FAULT_STATUSES = [
  400, 401, 403, 404, 409, 413, 415, 419, 422, 429, 440, 500, 502, 503,
] as const;

export interface Fault {
  operationId: string;
  /** An error status, or 'timeout' for no answer at all. */
  status: (typeof FAULT_STATUSES)[number] | 'timeout';
  /** How many calls it applies to (default 1). */
  times?: number;
}

let pending: Array<Required<Fault>> = [];

/**
 * Whether `operationId` may answer `status`: the contracts declare it for that operation (the demo
 * backend answers nothing a contract does not allow). A timeout is no answer, so always fits.
 */
export function declares(operationId: string, status: Fault['status']): boolean {
  if (status === 'timeout') return true;
  const declared = providerStatuses[operationId] ?? productStatuses[operationId];
  return declared?.includes(status) ?? false;
}

/** The operations of both contracts, by operationId. */
export const OPERATION_IDS: readonly string[] = [
  ...Object.keys(providerStatuses),
  ...Object.keys(productStatuses),
];

/**
 * Queues a fault. `operationId` '*' applies to the next call of any operation that declares the
 * status; otherwise the operation must exist and declare it (else this throws, and the demo
 * control answers 400).
 */
export function injectFault(fault: Fault): void {
  if (fault.operationId !== '*' && !declares(fault.operationId, fault.status)) {
    throw new Error(
      OPERATION_IDS.includes(fault.operationId)
        ? `${fault.operationId} does not declare ${fault.status} in its contract`
        : `No operation ${fault.operationId} in the contracts`,
    );
  }
  pending.push({ times: 1, ...fault });
}

export function clearFaults(): void {
  pending = [];
}

export function pendingFaults(): ReadonlyArray<Required<Fault>> {
  return pending;
}

function takeFault(operationId: string): Fault | undefined {
  const fault = pending.find(
    (f) =>
      f.operationId === operationId || (f.operationId === '*' && declares(operationId, f.status)),
  );
  if (!fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) pending = pending.filter((f) => f !== fault);
  return fault;
}

const MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request body too large',
  415: 'Unsupported media type',
  419: 'Your session has expired. Please sign in again.',
  422: 'Unprocessable request',
  429: 'Too many requests. Please wait a moment and try again.',
  440: 'Your login session has timed out. Please sign in again.',
  500: 'An internal server error occurred',
  502: 'Bad gateway',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

const PRODUCT_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  419: 'session_expired',
  422: 'validation_failed',
  429: 'rate_limited',
  440: 'login_timeout',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
};

const PROVIDER_TYPES: Record<number, string> = {
  401: 'unauthorized_error',
  403: 'forbidden_error',
  404: 'not_found_error',
  409: 'conflict_error',
  419: 'unauthorized_error',
  429: 'rate_limit_error',
  440: 'unauthorized_error',
};

export type Api = 'provider' | 'product';

export function errorResponse(
  api: Api,
  status: number,
  message = MESSAGES[status] ?? 'Error',
  type?: string,
) {
  const headers: Record<string, string> =
    status === 429 || status === 503 ? { 'Retry-After': '30' } : {};
  if (api === 'provider') {
    const body: ProviderError = {
      statusCode: status,
      message,
      error: {
        type:
          type ?? PROVIDER_TYPES[status] ?? (status >= 500 ? 'server_error' : 'bad_request_error'),
      },
    };
    return HttpResponse.json(body, { status, headers });
  }
  const body: ApiError = { status, code: type ?? PRODUCT_CODES[status] ?? 'error', message };
  return HttpResponse.json(body, { status, headers });
}

/**
 * The operations that change nothing in the database: their turns store nothing (store.ts). Not
 * every GET: the provider's TOTP setup and SAML token are GETs that keep a secret.
 * tests/mocks/read-only-turns.test.ts calls each one and compares the database before and after.
 */
export const READ_ONLY_OPERATIONS: ReadonlySet<string> = new Set([
  'getTenantMode',
  'getSelf',
  'listUsers',
  'getUser',
  'listCredentialTypes',
  'getCredentialType',
  'listProfessionals',
  'getProfessional',
  'listProfessionalCredentials',
  'getProfessionalCompliance',
  'listProfessionalEvents',
  'getComplianceOverview',
  'getDocumentPolicy',
  'downloadCredentialDocument',
  'listEmployers',
  'getEmployer',
  'listEmployerRoster',
  'getEmployerGap',
  'listProfessionalEngagements',
  'getOnboarding',
  'listWorkHistory',
  'searchEmployerDirectory',
  'getJobPreferences',
  'listHelpArticles',
  'getFileStorage',
  'listPlans',
  'getSubscription',
  'listFolders',
  'listFiles',
  'downloadFile',
]);

/**
 * Wraps an operation's resolver: applies a pending fault first, answers any crash with the
 * contract's 500 body, and runs the resolver as one turn at the database (store.ts: what other
 * tabs stored is read first, the changes stored after the call whatever its outcome).
 */
export function operation<Info, Result>(
  operationId: string,
  api: Api,
  resolver: (info: Info) => Promise<Result> | Result,
): (info: Info) => Promise<Result> {
  return async (info) => {
    // The product API answers in the caller's language (product/language.ts).
    const request = api === 'product' ? (info as { request?: Request }).request : undefined;
    const failure = (status: number) =>
      errorResponse(
        api,
        status,
        request && spoken(MESSAGES[status] ?? 'Error', languageOf(request)),
      );
    const fault = takeFault(operationId);
    if (fault?.status === 'timeout') {
      await delay('infinite');
    }
    if (fault && fault.status !== 'timeout') throw failure(fault.status);
    return transaction(
      () =>
        speaking(request, async () => {
          try {
            return await resolver(info);
          } catch (thrown) {
            if (thrown instanceof Response) throw thrown;
            // A bug in the demo backend still answers in the contract's error shape.
            console.error(`demo backend: ${operationId} failed`, thrown);
            throw failure(500);
          }
        }),
      { writes: !READ_ONLY_OPERATIONS.has(operationId) },
    );
  };
}
