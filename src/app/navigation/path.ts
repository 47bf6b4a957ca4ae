/**
 * How a link's or a navigation's `to` resolves against the current pathname (React Router's
 * rules).
 */
import type { Path, To } from './history';
import { createPath, parsePath } from './history';

/** A scheme (`https:`, `mailto:`) or a protocol-relative `//host`: not a path of this app. */
export const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export const joinPaths = (paths: string[]): string => paths.join('/').replace(/[\\/]{2,}/g, '/');

function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * The absolute path `to` names from `from` (the current pathname): `.` and `..` segments and
 * repeated slashes are resolved, a search-only `to` keeps the pathname, a trailing slash is kept.
 * Relative paths resolve against the current pathname (React Router's `relative="path"`).
 */
export function resolveTo(to: To, from: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const toPathname = parts.pathname;
  let pathname = from;
  if (toPathname) {
    const path = toPathname.replace(/[\\/]{2,}/g, '/');
    pathname = /^[\\/]/.test(path)
      ? resolvePathname(path.slice(1), '/')
      : resolvePathname(path, from);
  }
  const trailingSlash =
    toPathname !== '/' &&
    (toPathname?.endsWith('/') || ((!toPathname || toPathname === '.') && from.endsWith('/')));
  if (trailingSlash && !pathname.endsWith('/')) pathname += '/';
  const { search = '', hash = '' } = parts;
  return {
    pathname,
    search: !search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`,
    hash: !hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`,
  };
}

/** A `to` naming another origin (or a scheme such as `javascript:`): never navigated to. */
export function isExternal(to: To, origin: string): boolean {
  const href = typeof to === 'string' ? to : createPath(to);
  if (!ABSOLUTE_URL.test(href)) return false;
  try {
    return new URL(href, origin).origin !== origin;
  } catch {
    return true;
  }
}
