/**
 * The single-flight refresh (SPEC §4 "Session"). However many callers find the access token
 * expired, one refresh call goes out and they all share its answer; with Web Locks the tabs share
 * it too. What a caller may conclude from the result:
 * - 'rejected': the provider refused the refresh token (400, 401, 403) or there is none: the
 *   session is over;
 * - 'unavailable': the provider could not be reached (timeout, network, 5xx): nobody is signed
 *   out for that, the failure only warns.
 */
import type { RefreshResponse, Tokens } from '@generated/provider/model';
import { HttpError } from '@/lib/http/errors';
import type { RefreshResult, SessionDeps } from './session-types';
import { waitUntil, withTimeout } from './timing';
import type { TokenStore } from './token-store';

/** A refresh that has not answered by then counts as unavailable, so start-up never hangs. */
export const REFRESH_TIMEOUT_MS = 15_000;

export interface RefreshDeps {
  tenantId: string;
  tokens: TokenStore;
  request(): Promise<RefreshResponse>;
  withLock?: SessionDeps['withLock'];
  warn(...args: unknown[]): void;
  /** Bumped at every sign-out: an answer that arrives after it belongs to a finished session. */
  generation(): number;
  /** Takes up whatever tokens the cookies hold now; false when the access token is not usable. */
  adopt(): boolean;
  /** Stores a refresh's tokens, takes them up and tells the other tabs. */
  save(tokens: Tokens): void;
  signedIn(): boolean;
  /** Ends the session (SPEC §4: clears tokens and user, goes to sign-in). */
  end(): void;
}

export function createRefresh(deps: RefreshDeps) {
  const { tokens } = deps;
  let refreshing: Promise<RefreshResult> | undefined;
  /** Retry-After (seconds) of the last refresh that failed for a passing reason. */
  let retryAfter: number | undefined;

  /**
   * `known`: the access token the caller acted on (the refresh timer's: the one it was set for).
   * Read at the call instead, a timer that fires just after another tab saved newer tokens, and
   * before this tab heard of them, would take the new token for its own and refresh it again.
   */
  async function refresh(known?: string): Promise<RefreshResult> {
    if (refreshing) return refreshing;
    const startedAt = deps.generation();
    const before = known ?? tokens.token('access');
    const run = async (): Promise<RefreshResult> => {
      // Another tab may have refreshed while this one waited for the lock.
      if (tokens.token('access') !== before && tokens.accessValid()) {
        deps.adopt();
        return 'refreshed';
      }
      if (!tokens.refreshValid()) return 'rejected';
      try {
        const answer = await withTimeout(deps.request(), REFRESH_TIMEOUT_MS);
        if (startedAt !== deps.generation()) return 'rejected'; // signed out meanwhile: drop it
        deps.save(answer.tokens);
        retryAfter = undefined;
        return 'refreshed';
      } catch (error) {
        // Without Web Locks another tab may have rotated the token first: give its answer a
        // moment to land in the shared cookies, and adopt it.
        if (!deps.withLock) await waitUntil(() => tokens.token('access') !== before, 1_000);
        if (tokens.token('access') !== before && deps.adopt()) return 'refreshed';
        deps.warn('Refresh failed:', error instanceof Error ? error.message : error);
        retryAfter = error instanceof HttpError ? error.retryAfter : undefined;
        const rejected =
          error instanceof HttpError &&
          (error.status === 400 || error.status === 401 || error.status === 403);
        return rejected ? 'rejected' : 'unavailable';
      }
    };
    refreshing = (
      deps.withLock ? deps.withLock(`session-refresh.${deps.tenantId}`, run) : run()
    ).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  return {
    refresh,
    /** Seconds the server asked to wait with the last failed refresh (Retry-After), if any. */
    retryAfter: () => retryAfter,
    /** A refresh is under way (its answer may still be dropped by a sign-out). */
    inFlight: () => refreshing !== undefined,

    /** Before a call that needs the access token: refresh it first when it has expired. */
    async ensureFreshAccessToken(): Promise<void> {
      if (tokens.accessValid()) return;
      const result = tokens.refreshValid() ? await refresh() : 'rejected';
      if (result === 'rejected' && deps.signedIn()) deps.end();
      // The provider could not be reached: the call fails as a network failure would, rather
      // than going out without its token and coming back as "Authentication required".
      if (result === 'unavailable') {
        throw new HttpError({
          message: 'The session could not be refreshed',
          status: 0,
          kind: 'network',
        });
      }
    },

    /**
     * After a 401 on a call made with `usedToken`: 'retry' when a newer token is there (another
     * call already refreshed, or this refresh worked), 'end' when the session is over, 'keep'
     * when the provider could not be reached (a network failure never signs anyone out).
     */
    async recoverFromUnauthorized(usedToken: string): Promise<'retry' | 'end' | 'keep'> {
      if (tokens.token('access') !== usedToken && tokens.accessValid()) return 'retry';
      const result = await refresh();
      if (result === 'refreshed') return 'retry';
      return result === 'unavailable' ? 'keep' : 'end';
    },
  };
}

export type Refresher = ReturnType<typeof createRefresh>;
