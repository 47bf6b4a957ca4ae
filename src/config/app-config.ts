import { env } from '@/config/env';
import { PATHS } from '@/config/paths';

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
  /** SPEC §7 third parties: each one is off (undefined) unless its variables are set and valid. */
  integrations: IntegrationsConfig;
  /** Where the support hub sends people who need a person (its email link). */
  supportEmail: string;
}

export const CHAT_REGIONS = ['us', 'eu', 'ap'] as const;
export type ChatRegion = (typeof CHAT_REGIONS)[number];

export interface ChatConfig {
  appId: string;
  region: ChatRegion;
}

export interface BugReportConfig {
  /** An https address of the reporter's loader script. */
  scriptUrl: string;
  /** The project's public key, sent as the script's `apikey` parameter. */
  key: string | undefined;
}

export interface BookingConfig {
  /** An https scheduling link (Calendly-like). */
  url: string;
}

export interface MapsConfig {
  apiKey: string;
  /** A two-letter region code biasing the maps service, when set. */
  region: string | undefined;
}

export interface IntegrationsConfig {
  chat: ChatConfig | undefined;
  bugReport: BugReportConfig | undefined;
  booking: BookingConfig | undefined;
  maps: MapsConfig | undefined;
}

export const DEFAULT_TENANT_ID = 'demo1234';
/** A reserved domain (RFC 2606): a real deployment sets VITE_SUPPORT_EMAIL. */
export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';
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

const PUBLIC_KEY = /^[\w-]{1,200}$/;

/** An absolute https address without credentials in it, or undefined. */
function httpsUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

function off(variable: string, what: string, why: string): undefined {
  console.warn(`${variable} ${why}; ${what} is off.`);
  return undefined;
}

function readChat(raw: RawEnv): ChatConfig | undefined {
  const appId = text(raw, 'VITE_CHAT_APP_ID');
  if (appId === undefined) return undefined;
  if (!PUBLIC_KEY.test(appId)) return off('VITE_CHAT_APP_ID', 'the chat', 'is not an app id');
  const region = (text(raw, 'VITE_CHAT_REGION') ?? 'us').toLowerCase();
  if (!(CHAT_REGIONS as readonly string[]).includes(region)) {
    return off('VITE_CHAT_REGION', 'the chat', `must be one of ${CHAT_REGIONS.join(', ')}`);
  }
  return { appId, region: region as ChatRegion };
}

function readBugReport(raw: RawEnv): BugReportConfig | undefined {
  const value = text(raw, 'VITE_BUG_REPORT_SCRIPT_URL');
  if (value === undefined) return undefined;
  const scriptUrl = httpsUrl(value);
  const what = 'bug reporting';
  if (!scriptUrl) return off('VITE_BUG_REPORT_SCRIPT_URL', what, 'is not an https address');
  const key = text(raw, 'VITE_BUG_REPORT_KEY');
  if (key !== undefined && !PUBLIC_KEY.test(key)) {
    return off('VITE_BUG_REPORT_KEY', what, 'is not a key');
  }
  return { scriptUrl, key };
}

function readBooking(raw: RawEnv): BookingConfig | undefined {
  const value = text(raw, 'VITE_BOOKING_URL');
  if (value === undefined) return undefined;
  const url = httpsUrl(value);
  return url ? { url } : off('VITE_BOOKING_URL', 'call booking', 'is not an https address');
}

function readMaps(raw: RawEnv): MapsConfig | undefined {
  const apiKey = text(raw, 'VITE_MAPS_API_KEY');
  if (apiKey === undefined) return undefined;
  if (!PUBLIC_KEY.test(apiKey)) return off('VITE_MAPS_API_KEY', 'the maps service', 'is not a key');
  const region = text(raw, 'VITE_MAPS_REGION');
  if (region !== undefined && !/^[A-Za-z]{2}$/.test(region)) {
    return off('VITE_MAPS_REGION', 'the maps service', 'is not a two-letter region code');
  }
  return { apiKey, region: region?.toUpperCase() };
}

/** SPEC §7 third parties; an invalid value turns its integration off with one warning. */
export function readIntegrations(raw: RawEnv): IntegrationsConfig {
  return {
    chat: readChat(raw),
    bugReport: readBugReport(raw),
    booking: readBooking(raw),
    maps: readMaps(raw),
  };
}

/** A plain address (name@host.tld) or the demo's reserved one, with one warning. */
function readSupportEmail(raw: RawEnv): string {
  const value = text(raw, 'VITE_SUPPORT_EMAIL');
  if (value === undefined) return DEFAULT_SUPPORT_EMAIL;
  if (/^[^\s@<>()"',;:]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(value)) return value;
  console.warn(`VITE_SUPPORT_EMAIL is not an email address; ${DEFAULT_SUPPORT_EMAIL} is used.`);
  return DEFAULT_SUPPORT_EMAIL;
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
    authenticatedEntryPath: PATHS.home,
    defaultRedirectPath: PATHS.home,
    unAuthenticatedEntryPath: PATHS.signIn,
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
    integrations: readIntegrations(raw),
    supportEmail: readSupportEmail(raw),
  };
}

export const appConfig: AppConfig = readAppConfig(env);

/** An address under the provider's base (browser navigations: social login, SAML). */
export function providerAddress(path: string, origin: string): URL {
  return new URL(path, new URL(appConfig.providerBaseUrl, origin));
}
