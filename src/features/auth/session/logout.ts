/**
 * SPEC §4 "Logout": the provider is asked to end the session, and everything is cleared here
 * even when it cannot be reached. One logout at a time: pressing Log out again joins it.
 */
import type { LogoutResponse } from '@generated/provider/model';
import { PATHS } from '@/config/paths';
import { safeRedirectPath } from '@/lib/safe-redirect';
import type { RefreshResult, SessionDeps } from './session-types';
import { withTimeout } from './timing';
import type { TokenStore } from './token-store';

/** A logout call that has not answered by then is given up: the person is signed out locally. */
export const LOGOUT_TIMEOUT_MS = 3_000;

export interface LogoutDeps {
  tokens: TokenStore;
  refresh(): Promise<RefreshResult>;
  refreshInFlight(): boolean;
  request(): Promise<LogoutResponse>;
  warn(...args: unknown[]): void;
  /** Clears everything here and tells the other tabs. */
  loggedOut(): void;
  location: SessionDeps['location'];
  go(target: string): void;
}

export function createLogout(deps: LogoutDeps) {
  const { tokens } = deps;
  let loggingOut: Promise<void> | undefined;

  async function endWithLogout(options: { redirect?: string | false }): Promise<void> {
    const from = deps.location();
    let redirectTo: string | undefined;
    // An expired access token cannot authorize the logout: refresh first so the provider revokes.
    // (Not while a refresh is already under way: its late answer is dropped instead.)
    if (!tokens.accessValid() && tokens.refreshValid() && !deps.refreshInFlight()) {
      await deps.refresh();
    }
    if (tokens.accessValid()) {
      try {
        redirectTo = (await withTimeout(deps.request(), LOGOUT_TIMEOUT_MS, 'Logout')).redirectTo;
      } catch (error) {
        deps.warn(
          'Logout call failed; signing out locally.',
          error instanceof Error ? error.message : error,
        );
      }
    }
    deps.loggedOut();
    if (options.redirect === false) return;
    const target =
      safeRedirectPath(options.redirect, from.origin) ??
      safeRedirectPath(redirectTo, from.origin) ??
      PATHS.signIn;
    deps.go(target);
  }

  return function logout(options: { redirect?: string | false } = {}): Promise<void> {
    loggingOut ??= endWithLogout(options).finally(() => {
      loggingOut = undefined;
    });
    return loggingOut;
  };
}
