/**
 * Refreshes a little before the access token expires, so a signed-in person stays signed in
 * while the refresh token lasts. Tabs share the work through the refresh's lock.
 */
import { EXPIRY_SKEW_SECONDS } from './jwt';
import type { RefreshResult, Schedule } from './session-types';
import type { TokenStore } from './token-store';

/** setTimeout takes at most a signed 32-bit delay; a longer one would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface RefreshTimerDeps {
  tokens: TokenStore;
  now(): number;
  schedule: Schedule;
  refresh(): Promise<RefreshResult>;
  end(): void;
}

export function createRefreshTimer(deps: RefreshTimerDeps) {
  const { tokens, now } = deps;
  let cancel: (() => void) | undefined;

  return {
    /** (Re)starts the timer for the access token the cookies hold now. */
    start(): void {
      cancel?.();
      const expires = tokens.accessExpiresAt();
      if (expires === undefined) return;
      if (!tokens.refreshValid()) {
        // Nothing to refresh with: the session ends when the access token does.
        cancel = deps.schedule(
          () => deps.end(),
          Math.max(0, Math.min(expires - now(), MAX_DELAY_MS)),
        );
        return;
      }
      const lead = Math.min(EXPIRY_SKEW_SECONDS * 1000, Math.max(0, expires - now()) / 4);
      const delay = Math.max(0, Math.min(expires - lead - now(), MAX_DELAY_MS));
      cancel = deps.schedule(() => {
        void deps.refresh().then((result) => {
          if (result === 'rejected') deps.end();
        });
      }, delay);
    },

    stop(): void {
      cancel?.();
      cancel = undefined;
    },
  };
}
