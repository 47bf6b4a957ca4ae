/** PKCE code challenge (SPEC §4): from the page URL or local storage, kept 5 minutes, used once. */
import type { SafeStorage } from './storage';

export const PKCE_LIFETIME_MS = 300_000;
export const PKCE_KEY = 'uf_pkce_code_challenge';
export const PKCE_EXPIRES_KEY = 'uf_pkce_code_challenge_expiresAt';
const VALID = /^[A-Za-z0-9._~-]{43,128}$/;

export function createPkceStore(storage: SafeStorage, now: () => number) {
  function clear(): void {
    storage.remove(PKCE_KEY);
    storage.remove(PKCE_EXPIRES_KEY);
  }
  return {
    /** Keeps a `code_challenge` found in the page's query string. */
    captureFrom(search: string): void {
      const challenge = new URLSearchParams(search).get('code_challenge');
      if (!challenge || !VALID.test(challenge)) return;
      storage.set(PKCE_KEY, challenge);
      storage.set(PKCE_EXPIRES_KEY, String(now() + PKCE_LIFETIME_MS));
    },
    /** The challenge while it is fresh; an expired or malformed one is removed. */
    current(): string | undefined {
      const challenge = storage.get(PKCE_KEY);
      const expiresAt = Number(storage.get(PKCE_EXPIRES_KEY));
      if (!challenge) return undefined;
      if (!VALID.test(challenge) || !Number.isFinite(expiresAt) || expiresAt <= now()) {
        clear();
        return undefined;
      }
      return challenge;
    },
    clear,
  };
}

export type PkceStore = ReturnType<typeof createPkceStore>;
