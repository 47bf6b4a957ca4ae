/**
 * Shared steps for the demo-backend suites. Every backend call goes through the generated
 * fetchers; only the demo controls (/__demo/...), which have no contract, use fetch directly.
 */
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { registerAccount } from '@generated/product/endpoints/registration/registration';
import type { RegistrationInput } from '@generated/product/model';
import { loginWithPassword } from '@generated/provider/endpoints/password/password';
import { refreshTokens } from '@generated/provider/endpoints/session/session';
import type {
  AccessTokenClaims,
  IdTokenClaims,
  MfaRequired,
  RefreshTokenClaims,
  SignOnResponse,
  SignOnSuccess,
} from '@generated/provider/model';
import { HttpError } from '@/lib/http/errors';
import { configureProductClient, PRODUCT_API_TIMEOUT_MS } from '@/lib/http/product-client';
import { configureProviderClient } from '@/lib/http/provider-client';
import { EMPTY_TOKEN_SOURCE, setTokenSource } from '@/lib/http/token-source';
import { setClock } from '@mocks/clock';
import { DEMO_PASSWORD, DEMO_TENANT_ID } from '@mocks/seed';
import { loadContract } from '@tests/utils/openapi';

export const TENANT = DEMO_TENANT_ID;
export const ORIGIN = 'http://localhost';
export const T0 = Date.parse('2026-11-22T10:00:00Z');

/** For beforeEach: both clients on the msw origin, default timeout, no credentials. */
export function configureClients(): void {
  configureProviderClient({ baseUrl: `${ORIGIN}/v0/` });
  configureProductClient({ baseUrl: `${ORIGIN}/api/v1`, timeoutMs: PRODUCT_API_TIMEOUT_MS });
  setTokenSource(EMPTY_TOKEN_SOURCE);
}

export interface Held {
  access?: string | undefined;
  refresh?: string | undefined;
  firstFactor?: string | undefined;
}

/** The credentials the clients send from now on (anything not given: none). */
export function useTokens(held: Held): void {
  setTokenSource({
    ...EMPTY_TOKEN_SOURCE,
    accessToken: () => held.access,
    refreshToken: () => held.refresh,
    firstFactorToken: () => held.firstFactor,
  });
}

/** Holds a sign-on's access and refresh tokens. */
export function holdSession(success: SignOnSuccess): void {
  useTokens({ access: success.tokens.access.value, refresh: success.tokens.refresh?.value });
}

export function signedOn(response: SignOnResponse): SignOnSuccess {
  if (!('tokens' in response))
    throw new Error(`expected a signed-on answer, got ${JSON.stringify(response)}`);
  return response;
}

export function mfaRequired(response: SignOnResponse): MfaRequired {
  if (!('firstFactorToken' in response))
    throw new Error(`expected an MFA-required answer, got ${JSON.stringify(response)}`);
  return response;
}

/** Password login with no credentials held; the raw answer. */
export async function passwordLogin(email: string, password = DEMO_PASSWORD) {
  useTokens({});
  return loginWithPassword(TENANT, { emailOrUsername: email, password });
}

/** Signs in with the password and holds the new session's tokens. */
export async function signIn(email: string, password = DEMO_PASSWORD): Promise<SignOnSuccess> {
  const success = signedOn(await passwordLogin(email, password));
  holdSession(success);
  return success;
}

/** user@demo.test registered (a nurse in Nevada unless told), holding tokens that say so. */
export async function registered(
  input: RegistrationInput = { type: 'professional', discipline: 'rn', state: 'NV' },
): Promise<void> {
  const session = await signIn('user@demo.test');
  await registerAccount(input);
  useTokens({ refresh: session.tokens.refresh?.value });
  const { tokens } = await refreshTokens();
  useTokens({ access: tokens.access.value, refresh: tokens.refresh?.value });
}

/** Password first factor of an MFA account; holds its first-factor token. */
export async function firstFactor(email: string): Promise<MfaRequired> {
  const mfa = mfaRequired(await passwordLogin(email));
  useTokens({ firstFactor: mfa.firstFactorToken });
  return mfa;
}

/** The rejection of a call, which must be an HttpError. */
export async function failure(call: Promise<unknown>): Promise<HttpError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

export const accessClaims = (jwt: string) => decodeJwt(jwt) as unknown as AccessTokenClaims;
export const idClaims = (jwt: string) => decodeJwt(jwt) as unknown as IdTokenClaims;
export const refreshClaims = (jwt: string) =>
  decodeJwt(jwt) as unknown as RefreshTokenClaims & { jti?: string };

/** Fixes the demo clock at `start`; `advance` moves it on by seconds. */
export function fixClock(start = T0) {
  let current = start;
  setClock(() => current);
  return {
    now: () => current,
    advance(seconds: number) {
      current += seconds * 1000;
    },
  };
}

export function totpCode(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/** A demo control under /__demo/ (no contract, so no generated fetcher). */
export async function demo(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${ORIGIN}/__demo/${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

const contracts = {
  provider: 'openapi/provider-v0.yaml',
  product: 'openapi/product-v1.yaml',
} as const;

/** The response statuses the contract declares for an operation. */
export function declaredStatuses(api: keyof typeof contracts, operationId: string): number[] {
  const operation = loadContract(contracts[api]).operations.find(
    (op) => op.operationId === operationId,
  );
  if (!operation) throw new Error(`no operation ${operationId} in ${contracts[api]}`);
  return Object.keys(operation.responseExamples).map(Number);
}
