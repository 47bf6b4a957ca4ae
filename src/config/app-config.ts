import { env } from '@/config/env';

export type AccessTokenPersistStrategy = 'cookies' | 'localStorage' | 'sessionStorage';

export interface PageDefaults {
  /** react-intl message ids, so the texts exist in every language. */
  caption: string;
  description: string;
}

/** SPEC §3 "App config", plus where the provider and the product API live. */
export interface AppConfig {
  appName: string;
  apiPrefix: string;
  authenticatedEntryPath: string;
  defaultRedirectPath: string;
  unAuthenticatedEntryPath: string;
  locale: 'en' | 'es';
  accessTokenPersistStrategy: AccessTokenPersistStrategy;
  enableMock: boolean;
  activeNavTranslation: boolean;
  pageDefaults: { signIn: PageDefaults; signUp: PageDefaults };
  tenantId: string;
  /** Always ends with a slash (SPEC §7: trailing slash forced). */
  providerBaseUrl: string;
  apiBaseUrl: string;
  /** Set only for server-side or embedded use: adds x-application-id and x-origin headers. */
  domain: string | undefined;
  /** The sign-in toolkit's theme as JSON (SPEC §2.5 "Theme options"); unreadable JSON is ignored. */
  authTheme: string | undefined;
}

export const DEFAULT_TENANT_ID = 'demo1234';
export const HOSTED_PROVIDER_BASE_URL = 'https://api.userfront.com/v0/';
/** Where the embedded demo backend serves the provider API (same origin, no CORS). */
export const DEMO_PROVIDER_BASE_URL = '/v0/';
export const DEFAULT_API_BASE_URL = '/api/v1';

type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function flag(raw: RawEnv, key: string, fallback: boolean): boolean {
  const value = raw[key];
  if (typeof value === 'boolean') return value;
  const t = text(raw, key)?.toLowerCase();
  if (t === 'true' || t === '1') return true;
  if (t === 'false' || t === '0') return false;
  return fallback;
}

export function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function readAppConfig(raw: RawEnv): AppConfig {
  const enableMock = flag(raw, 'VITE_ENABLE_MOCK', false);
  const tenantId = text(raw, 'VITE_TENANT_ID') ?? DEFAULT_TENANT_ID;
  const providerBase =
    text(raw, 'VITE_PROVIDER_BASE_URL') ??
    (enableMock ? DEMO_PROVIDER_BASE_URL : HOSTED_PROVIDER_BASE_URL);
  return {
    appName: text(raw, 'VITE_APP_NAME') ?? 'Compliance Hub',
    apiPrefix: '/api',
    authenticatedEntryPath: '/home',
    defaultRedirectPath: '/home',
    unAuthenticatedEntryPath: '/sign-in',
    locale: 'en',
    accessTokenPersistStrategy: 'cookies',
    enableMock,
    activeNavTranslation: true,
    pageDefaults: {
      signIn: { caption: 'auth.signIn.caption', description: 'auth.signIn.description' },
      signUp: { caption: 'auth.signUp.caption', description: 'auth.signUp.description' },
    },
    tenantId,
    providerBaseUrl: withTrailingSlash(providerBase),
    apiBaseUrl: (text(raw, 'VITE_API_BASE_URL') ?? DEFAULT_API_BASE_URL).replace(/\/+$/, ''),
    domain: text(raw, 'VITE_DOMAIN'),
    authTheme: text(raw, 'VITE_AUTH_THEME'),
  };
}

export const appConfig: AppConfig = readAppConfig(env);

/** An address under the provider's base (browser navigations: social login, SAML). */
export function providerAddress(path: string, origin: string): URL {
  return new URL(path, new URL(appConfig.providerBaseUrl, origin));
}
