/** In-memory stand-ins for the browser pieces the session's parts use, for their unit tests. */
import type { CookieJar } from '@/features/auth/session/cookies';
import type { SafeStorage } from '@/features/auth/session/storage';

export const TENANT = 'demo1234';
export const NOW = Date.parse('2026-11-22T10:00:00Z');
/** `exp` of a token that is good for another hour at NOW. */
export const IN_AN_HOUR = NOW / 1000 + 3600;

/** A JWT-shaped token with the given payload (unsigned: the client never verifies signatures). */
export function jwt(payload: unknown): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${enc({ alg: 'none' })}.${enc(payload)}.sig`;
}

/** An access token for the demo tenant with the given roles. */
export function accessToken(claims: { exp?: number; roles?: string[]; userUuid?: string } = {}) {
  const { exp = IN_AN_HOUR, roles = ['user'], userUuid = 'uuid-1' } = claims;
  return jwt({ exp, userUuid, authorization: { [TENANT]: { roles } } });
}

export function memoryCookies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const jar: CookieJar & { values: Map<string, string> } = {
    values,
    get: (name) => values.get(name),
    set: jest.fn((name: string, value: string) => void values.set(name, value)),
    remove: (name) => void values.delete(name),
    enabled: () => true,
  };
  return jar;
}

export function memoryStorage(entries: Record<string, string> = {}) {
  const storage: SafeStorage & { entries: Record<string, string> } = {
    entries,
    get: (key) => entries[key] ?? null,
    set: (key, value) => void (entries[key] = value),
    remove: (key) => void delete entries[key],
  };
  return storage;
}

/** A promise and the functions that settle it, for answers a test releases when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
