/**
 * The page's origin; in the build-time prerender (Node, no window) a placeholder that no address
 * the app builds or checks can share: the prerendered pages carry no query (scripts/serve-app.mjs
 * sends them only for a bare path), so nothing on them depends on it.
 */
export const PRERENDER_ORIGIN = 'https://prerender.invalid';

export function currentOrigin(): string {
  return globalThis.location?.origin ?? PRERENDER_ORIGIN;
}
