/** Token cookies, named by kind plus tenant id (SPEC §3), written with the provider's options. */
import type { CookieOptions } from '@generated/provider/model';

export type TokenKind = 'access' | 'id' | 'refresh';
export const TOKEN_KINDS: readonly TokenKind[] = ['access', 'id', 'refresh'];

export const cookieName = (kind: TokenKind, tenantId: string) => `${kind}.${tenantId}`;

/** Cookie lifetime when the provider sends none (SPEC §9: one day). */
export const DEFAULT_COOKIE_DAYS = 1;

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: Partial<CookieOptions>): void;
  remove(name: string): void;
  /** False when the browser refuses cookies. */
  enabled(): boolean;
}

function readAll(doc: Document): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of doc.cookie ? doc.cookie.split('; ') : []) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq);
    try {
      jar.set(decodeURIComponent(name), decodeURIComponent(part.slice(eq + 1)));
    } catch {
      // a cookie someone else wrote with broken encoding: not ours
    }
  }
  return jar;
}

/**
 * Without a document (the build-time prerender, in Node): an empty jar, as a first visit's is. It
 * counts as enabled, as a browser's usually is; a browser that refuses cookies is never served the
 * prerendered page's state (src/main.tsx renders afresh then).
 */
const VISITOR_JAR: CookieJar = {
  get: () => undefined,
  set: () => undefined,
  remove: () => undefined,
  enabled: () => true,
};

/** The page's cookies. */
export function documentCookieJar(doc: Document | undefined = globalThis.document): CookieJar {
  if (!doc) return VISITOR_JAR;
  return {
    get: (name) => readAll(doc).get(name),
    set(name, value, options) {
      const days = options.expires ?? DEFAULT_COOKIE_DAYS;
      const expires = new Date(Date.now() + days * 864e5).toUTCString();
      const parts = [
        `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
        `path=${options.path ?? '/'}`,
        `expires=${expires}`,
        `SameSite=${options.sameSite ?? 'Lax'}`,
      ];
      if (options.domain) parts.push(`domain=${options.domain}`);
      if (options.secure) parts.push('Secure');
      doc.cookie = parts.join('; ');
    },
    remove(name) {
      // A cookie is only removed with the domain it was set with, and the provider's cookie
      // options may name a parent domain: expire it for this host and each parent domain.
      const expired = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
      doc.cookie = expired;
      const labels = (doc.location?.hostname ?? '').split('.');
      for (let i = 0; i < labels.length - 1; i += 1) {
        doc.cookie = `${expired}; domain=${labels.slice(i).join('.')}`;
      }
    },
    enabled() {
      try {
        if (typeof navigator !== 'undefined' && navigator.cookieEnabled === false) return false;
        doc.cookie = '__cookie_probe=1; path=/; SameSite=Lax';
        const ok = doc.cookie.includes('__cookie_probe=1');
        doc.cookie = '__cookie_probe=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
        return ok;
      } catch {
        return false;
      }
    },
  };
}
