// The production server's response headers, as pure functions (scripts/serve-app.mjs uses them;
// tests/scripts/serve.test.ts checks them): the Content-Security-Policy built from the configured
// provider and API, the other security headers, and the caching rules.

/** The hosted provider, used when VITE_PROVIDER_BASE_URL is unset and the demo backend is off. */
export const HOSTED_PROVIDER_BASE_URL = 'https://api.userfront.com/v0/';

const text = (env, key) => {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * Where the built app sends its API calls, read as the app reads its build-time configuration
 * (src/config/app-config.ts): the provider defaults to the hosted one, or to the same origin when
 * the build embeds the demo backend; the product API defaults to the same origin.
 */
export function readServeConfig(env = process.env) {
  const mock = ['true', '1'].includes((text(env, 'VITE_ENABLE_MOCK') ?? '').toLowerCase());
  return {
    providerBaseUrl:
      text(env, 'VITE_PROVIDER_BASE_URL') ?? (mock ? '/v0/' : HOSTED_PROVIDER_BASE_URL),
    apiBaseUrl: text(env, 'VITE_API_BASE_URL') ?? '/api/v1',
    integrations: integrationSources(env),
  };
}

const CHAT_API = {
  us: 'https://api-iam.intercom.io',
  eu: 'https://api-iam.eu.intercom.io',
  ap: 'https://api-iam.au.intercom.io',
};

/**
 * The third parties switched on by the same variables the build reads (src/config/app-config.ts,
 * docs/configuration.md, "Third-party integrations"): where their scripts, calls and frames come from. Nothing is
 * added for an integration that is off, so the default policy stays 'self' only.
 */
export function integrationSources(env = process.env) {
  const script = [];
  const connect = [];
  const frame = [];
  if (text(env, 'VITE_CHAT_APP_ID')) {
    const region = (text(env, 'VITE_CHAT_REGION') ?? 'us').toLowerCase();
    script.push('https://widget.intercom.io', 'https://js.intercomcdn.com');
    connect.push(CHAT_API[region] ?? CHAT_API.us, 'wss://nexus-websocket-a.intercom.io');
    frame.push('https://intercom-sheets.com');
  }
  const bugReporter = originOf(text(env, 'VITE_BUG_REPORT_SCRIPT_URL'));
  if (bugReporter?.startsWith('https://')) {
    script.push(bugReporter);
    connect.push(bugReporter);
  }
  if (text(env, 'VITE_MAPS_API_KEY')) {
    script.push('https://maps.googleapis.com');
    connect.push('https://maps.googleapis.com');
  }
  return { script, connect, frame };
}

const SAFE_ORIGIN =
  /^(?:https?|wss?):\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin of an absolute http(s)/ws(s) URL; undefined for a same-origin path or junk. */
export function originOf(url) {
  if (typeof url !== 'string' || !/^[a-z][a-z0-9+.-]*:\/\//i.test(url.trim())) return undefined;
  try {
    const { origin } = new URL(url.trim());
    // Only a plain scheme://host[:port] may go into the policy (no ';' or quotes from the config).
    return SAFE_ORIGIN.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** `connect-src`: the page's own origin, plus the provider's and the API's when they live apart. */
export function connectSources({ providerBaseUrl, apiBaseUrl, integrations }) {
  const origins = [originOf(providerBaseUrl), originOf(apiBaseUrl)].filter(Boolean);
  return ["'self'", ...new Set([...origins, ...(integrations?.connect ?? [])])];
}

/**
 * The app's Content-Security-Policy. Scripts only from the app's own files (no inline script, no
 * eval); styles also inline, because emotion (MUI) writes its rules into <style> elements at run
 * time; images also as data: URLs (the authenticator QR code), blob: URLs (a document's preview,
 * made from bytes in hand) and over https (avatars); the demo
 * backend's service worker from the same origin; no plugins, no <base>, no framing, forms post
 * only to the app.
 */
export function contentSecurityPolicy(config) {
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(config.integrations?.script ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': connectSources(config),
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  const frames = config.integrations?.frame ?? [];
  if (frames.length > 0) directives['frame-src'] = frames;
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** For anything that is not the app's HTML or script (images, JSON, error texts). */
export const RESOURCE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
export const HSTS = 'max-age=31536000; includeSubDomains';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** True when the request reached us over TLS, directly or through a proxy that says so. */
export function isHttps({ encrypted = false, forwardedProto } = {}) {
  if (encrypted) return true;
  const first = String(forwardedProto ?? '')
    .split(',')[0]
    .trim()
    .toLowerCase();
  return first === 'https';
}

/** The favicon: not content-hashed (browsers ask for /favicon.svg by name), kept for a day. */
export const FAVICON_CACHE = 'public, max-age=86400';

/**
 * The caching rule for a served path: HTML is never stored (a new deployment is picked up at
 * once and signed-in pages stay out of caches); Vite's content-hashed files under /assets/ are
 * immutable; the favicon is kept for a day (a browser asks for it again on every page change,
 * issue #22); anything else (the demo backend's service worker) is revalidated.
 */
export function cacheControl({ urlPath, kind }) {
  if (kind === 'html' || kind === 'error') return 'no-store';
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  if (urlPath === '/favicon.svg') return FAVICON_CACHE;
  return 'no-cache';
}

/**
 * Every header the server adds to an answer, besides Content-Type/Length and validators.
 * `kind`: 'html' (the app's page, including the history fallback), 'script' (JavaScript: the
 * app's modules and the demo service worker, which takes its policy from its own answer and must
 * be able to pass the app's requests through), 'file' (any other static file) or 'error'.
 */
export function responseHeaders({ kind, urlPath, https = false, csp }) {
  const headers = {
    'Cache-Control': cacheControl({ urlPath, kind }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
  };
  if (kind === 'html') {
    headers['Content-Security-Policy'] = csp;
    headers['Permissions-Policy'] = PERMISSIONS_POLICY;
  } else if (kind !== 'script') {
    headers['Content-Security-Policy'] = RESOURCE_CSP;
  }
  if (https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}
