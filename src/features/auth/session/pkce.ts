/** PKCE code challenge (SPEC §4): from the page URL or local storage, kept 5 minutes, used once. */
import { codeChallengeParameter as contract } from '@generated/provider/constants';
import type { SafeStorage } from './storage';

export const PKCE_LIFETIME_MS = 300_000;
export const PKCE_KEY = 'uf_pkce_code_challenge';
export const PKCE_EXPIRES_KEY = 'uf_pkce_code_challenge_expiresAt';
const ALPHABET = new RegExp(contract.pattern);
/** Only a challenge the provider accepts as `code_challenge` is kept and sent. */
const isValid = (value: string) =>
  value.length >= contract.minLength && value.length <= contract.maxLength && ALPHABET.test(value);

export function createPkceStore(storage: SafeStorage, now: () => number) {
  function clear(): void {
    storage.remove(PKCE_KEY);
    storage.remove(PKCE_EXPIRES_KEY);
  }
  return {
    /** Keeps a `code_challenge` found in the page's query string. */
    captureFrom(search: string): void {
      const challenge = new URLSearchParams(search).get('code_challenge');
      if (!challenge || !isValid(challenge)) return;
      storage.set(PKCE_KEY, challenge);
      storage.set(PKCE_EXPIRES_KEY, String(now() + PKCE_LIFETIME_MS));
    },
    /** The challenge while it is fresh; an expired or malformed one is removed. */
    current(): string | undefined {
      const challenge = storage.get(PKCE_KEY);
      const expiresAt = Number(storage.get(PKCE_EXPIRES_KEY));
      if (!challenge) return undefined;
      if (!isValid(challenge) || !Number.isFinite(expiresAt) || expiresAt <= now()) {
        clear();
        return undefined;
      }
      return challenge;
    },
    clear,
  };
}

export type PkceStore = ReturnType<typeof createPkceStore>;
