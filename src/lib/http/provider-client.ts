/**
 * The orval mutator for the hosted provider's v0 API (SPEC §7): configurable base with a forced
 * trailing slash, the source header, application id and origin headers when a domain is set, the
 * bearer token each operation needs, the PKCE code_challenge where it applies, and no timeout.
 */
import { appConfig, withTrailingSlash } from '@/config/app-config';
import type { HttpError } from './errors';
import { joinUrl, sendWithCredential } from './request';
import { tokenSource } from './token-source';

/** Which credential an operation carries, as declared by its `security` in openapi/provider-v0.yaml. */
export type ProviderAuth =
  | 'none'
  | 'access'
  | 'refresh'
  /** the first-factor token while one is held, else nothing */
  | 'firstFactorOptional'
  /** the first-factor token while one is held, else the access token */
  | 'firstFactorOrAccess'
  /** the first-factor token while one is held, else the access token when signed in, else nothing */
  | 'firstFactorOrAccessOptional';

export interface ProviderRoute {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path template relative to the base, as in the contract. */
  path: string;
  auth: ProviderAuth;
  /** Whether the operation takes the PKCE `code_challenge` query parameter. */
  pkce: boolean;
}

/** Checked against the contract by tests/contract/provider-routes.test.ts. */
export const PROVIDER_ROUTES: readonly ProviderRoute[] = [
  {
    operationId: 'getTenantMode',
    method: 'GET',
    path: '/tenants/{tenantId}/mode',
    auth: 'none',
    pkce: false,
  },
  {
    operationId: 'refreshTokens',
    method: 'GET',
    path: '/auth/refresh',
    auth: 'refresh',
    pkce: false,
  },
  { operationId: 'getSelf', method: 'GET', path: '/self', auth: 'access', pkce: false },
  { operationId: 'updateSelf', method: 'PUT', path: '/self', auth: 'access', pkce: false },
  { operationId: 'logout', method: 'GET', path: '/auth/logout', auth: 'access', pkce: false },
  {
    operationId: 'getTotpSetup',
    method: 'GET',
    path: '/auth/totp',
    auth: 'firstFactorOrAccess',
    pkce: false,
  },
  {
    operationId: 'loginWithTotp',
    method: 'POST',
    path: '/tenants/{tenantId}/auth/totp',
    auth: 'firstFactorOptional',
    pkce: true,
  },
  {
    operationId: 'loginWithPassword',
    method: 'POST',
    path: '/tenants/{tenantId}/auth/basic',
    auth: 'firstFactorOptional',
    pkce: true,
  },
  {
    operationId: 'updatePassword',
    method: 'PUT',
    path: '/tenants/{tenantId}/auth/basic',
    auth: 'access',
    pkce: false,
  },
  {
    operationId: 'migratePassword',
    method: 'POST',
    path: '/tenants/{tenantId}/auth/password/migrate',
    auth: 'firstFactorOptional',
    pkce: true,
  },
  {
    operationId: 'signupWithPassword',
    method: 'POST',
    path: '/tenants/{tenantId}/auth/create',
    auth: 'firstFactorOptional',
    pkce: true,
  },
  {
    operationId: 'sendLoginLink',
    method: 'POST',
    path: '/tenants/{tenantId}/auth/link',
    auth: 'none',
    pkce: false,
  },
  {
    operationId: 'loginWithLink',
    method: 'PUT',
    path: '/tenants/{tenantId}/auth/link',
    auth: 'firstFactorOptional',
    pkce: true,
  },
  {
    operationId: 'sendVerificationCode',
    method: 'POST',
    path: '/tenants/{tenantId}/auth/code',
    auth: 'firstFactorOrAccessOptional',
    pkce: false,
  },
  {
    operationId: 'loginWithVerificationCode',
    method: 'PUT',
    path: '/tenants/{tenantId}/auth/code',
    auth: 'firstFactorOrAccessOptional',
    pkce: true,
  },
  {
    operationId: 'sendResetLink',
    method: 'POST',
    path: '/tenants/{tenantId}/auth/reset/link',
    auth: 'none',
    pkce: false,
  },
  {
    operationId: 'resetPassword',
    method: 'PUT',
    path: '/tenants/{tenantId}/auth/reset',
    auth: 'none',
    pkce: false,
  },
  {
    operationId: 'getSamlToken',
    method: 'GET',
    path: '/auth/saml/idp/token',
    auth: 'access',
    pkce: false,
  },
];

const compiled = PROVIDER_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^/${route.path.replace(/^\//, '').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The route an outgoing request belongs to, by method and path relative to the base. */
export function findProviderRoute(method: string, path: string): ProviderRoute | undefined {
  const clean = `/${path.split('?')[0]?.replace(/^\/+/, '') ?? ''}`;
  const upper = method.toUpperCase();
  return compiled.find(({ route, pattern }) => route.method === upper && pattern.test(clean))
    ?.route;
}

export interface ProviderClientConfig {
  baseUrl: string;
  /** Value of x-userfront-source. */
  source: string;
  domain: string | undefined;
}

let config: ProviderClientConfig = {
  baseUrl: appConfig.providerBaseUrl,
  source: 'toolkit',
  domain: appConfig.domain,
};

export function configureProviderClient(next: Partial<ProviderClientConfig>): void {
  config = { ...config, ...next, baseUrl: withTrailingSlash(next.baseUrl ?? config.baseUrl) };
}

export function providerClientConfig(): Readonly<ProviderClientConfig> {
  return config;
}

type Credential = {
  value: string | undefined;
  kind: 'access' | 'refresh' | 'firstFactor' | 'none';
};

function credentialFor(auth: ProviderAuth): Credential {
  const tokens = tokenSource();
  switch (auth) {
    case 'none':
      return { value: undefined, kind: 'none' };
    case 'access':
      return { value: tokens.accessToken(), kind: 'access' };
    case 'refresh':
      return { value: tokens.refreshToken(), kind: 'refresh' };
    case 'firstFactorOptional':
      return { value: tokens.firstFactorToken(), kind: 'firstFactor' };
    case 'firstFactorOrAccess': {
      const firstFactor = tokens.firstFactorToken();
      return firstFactor
        ? { value: firstFactor, kind: 'firstFactor' }
        : { value: tokens.accessToken(), kind: 'access' };
    }
    case 'firstFactorOrAccessOptional': {
      // Signed out, these are sign-on calls: no credential, and no session to recover or end.
      const firstFactor = tokens.firstFactorToken();
      if (firstFactor) return { value: firstFactor, kind: 'firstFactor' };
      const access = tokens.accessToken();
      return access ? { value: access, kind: 'access' } : { value: undefined, kind: 'none' };
    }
  }
}

export async function providerFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const route = findProviderRoute(method, path);
  const url = joinUrl(config.baseUrl, path);
  if (route?.pkce && !url.searchParams.has('code_challenge')) {
    const challenge = tokenSource().codeChallenge();
    if (challenge) url.searchParams.set('code_challenge', challenge);
  }
  const headers = new Headers(init.headers);
  headers.set('x-userfront-source', config.source);
  if (config.domain) {
    const origin = `https://${config.domain}`;
    headers.set('x-application-id', origin);
    headers.set('x-origin', origin);
  }
  const auth = route?.auth ?? 'none';
  // Logout must not recover or end the session itself: it is ending it.
  const sessionBound = credentialFor(auth).kind === 'access' && route?.operationId !== 'logout';
  return sendWithCredential<T>({
    url,
    init: { ...init, method },
    headers,
    credential: () => credentialFor(auth).value,
    sessionBound,
  });
}

export default providerFetch;

/** What generated hooks report as their error: always our normalised HttpError (see errors.ts). */
export type ErrorType<_Body> = HttpError;
