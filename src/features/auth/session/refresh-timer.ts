/**
 * Refreshes a while before the access token expires, so a signed-in person stays signed in while
 * the refresh token lasts. Tabs share the work through the refresh's lock. A refresh that fails
 * for a passing reason (no network, a timeout, 429, 5xx) is tried again with backoff, no sooner
 * than the server's Retry-After and at most a capped wait apart: it starts early enough that one
 * failure does not let the access token lapse. Only a refused refresh token, or running out of
 * tries, ends the session (SPEC §4).
 */
import type { RefreshResult, Schedule } from './session-types';
import type { TokenStore } from './token-store';

/** setTimeout takes at most a signed 32-bit delay; a longer one would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** How long before expiry the refresh starts (a quarter of a shorter token's life). */
export const REFRESH_LEAD_SECONDS = 120;
/** Waits between tries after a passing failure: 2 s, doubling, never more than this. */
export const RETRY_FIRST_MS = 2_000;
export const RETRY_CAP_MS = 30_000;
/** The longest Retry-After honoured: a server asking for more is asked again then. */
export const RETRY_AFTER_CAP_MS = 60_000;
/** Tries after the first before the session is given up. */
export const RETRY_LIMIT = 6;

export interface RefreshTimerDeps {
  tokens: TokenStore;
  now(): number;
  schedule: Schedule;
  /** Refreshes unless the cookies hold a newer usable access token than `known` (then adopts it). */
  refresh(known?: string): Promise<RefreshResult>;
  /** Seconds the server asked to wait (Retry-After) with the last failed refresh, if it did. */
  retryAfter(): number | undefined;
  end(): void;
}

export function createRefreshTimer(deps: RefreshTimerDeps) {
  const { tokens, now } = deps;
  let cancel: (() => void) | undefined;
  /** Bumped by every start and stop: an answer for an earlier timer schedules nothing. */
  let generation = 0;

  return {
    /** (Re)starts the timer for the access token the cookies hold now. */
    start(): void {
      cancel?.();
      const current = ++generation;
      const expires = tokens.accessExpiresAt();
      const scheduledFor = tokens.token('access');
      if (expires === undefined) return;
      if (!tokens.refreshValid()) {
        // Nothing to refresh with: the session ends when the access token does.
        cancel = deps.schedule(
          () => deps.end(),
          Math.max(0, Math.min(expires - now(), MAX_DELAY_MS)),
        );
        return;
      }
      const lead = Math.min(REFRESH_LEAD_SECONDS * 1000, Math.max(0, expires - now()) / 4);
      const delay = Math.max(0, Math.min(expires - lead - now(), MAX_DELAY_MS));
      const attempt = (retries: number) => {
        void deps.refresh(scheduledFor).then((result) => {
          if (current !== generation) return; // restarted (new tokens) or stopped meanwhile
          if (result === 'rejected') return deps.end();
          if (result !== 'unavailable') return;
          if (retries >= RETRY_LIMIT) return deps.end();
          const backoff = Math.min(RETRY_FIRST_MS * 2 ** retries, RETRY_CAP_MS);
          const asked = (deps.retryAfter() ?? 0) * 1000;
          cancel = deps.schedule(
            () => attempt(retries + 1),
            Math.max(backoff, Math.min(asked, RETRY_AFTER_CAP_MS)),
          );
        });
      };
      cancel = deps.schedule(() => attempt(0), delay);
    },

    stop(): void {
      generation += 1;
      cancel?.();
      cancel = undefined;
    },
  };
}
