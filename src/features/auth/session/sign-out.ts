/**
 * How a session ends here (SPEC §4): tokens, user, professional id and PKCE challenge go, the
 * state says signed out, and every answer still on its way is dropped (`generation`). A 401, 419
 * or 440 ends it once, however many calls fail together (`ending`).
 */
import { signInLink } from '@/lib/redirect';
import type { SessionDeps } from './session-types';
import type { StateStore } from './state-store';
import type { TokenStore } from './token-store';

export interface SignOutDeps {
  tokens: TokenStore;
  state: StateStore;
  location: SessionDeps['location'];
  go(target: string): void;
  /** Removes the stored user and professional id. */
  forgetUser(): void;
  clearChallenge(): void;
  stopRefreshTimer(): void;
  /** Tells the other tabs this one has signed out. */
  announce(): void;
}

export function createSignOut(deps: SignOutDeps) {
  const { tokens, state } = deps;
  let generation = 0;
  let ending = false;

  function clearLocal(): void {
    generation += 1;
    deps.stopRefreshTimer();
    tokens.clear();
    deps.forgetUser();
    deps.clearChallenge();
    state.set({
      status: 'signedOut',
      signedIn: false,
      user: null,
      identity: null,
      roles: [],
      secondFactor: null,
    });
  }

  return {
    generation: () => generation,
    clearLocal,

    /** A session has been taken up: its end is a new one. */
    resumed(): void {
      ending = false;
    },

    /** 401, 419 and 440 clear the token, user and signed-in flag, once, and go to sign-in. */
    endSession(): void {
      const nothingLeft =
        !state.get().signedIn &&
        tokens.token('access') === undefined &&
        tokens.token('refresh') === undefined;
      if (ending || nothingLeft) return;
      ending = true;
      const from = deps.location();
      clearLocal();
      deps.announce();
      deps.go(signInLink(from));
    },

    /** After a logout call (answered or not): signed out here and in the other tabs. */
    loggedOut(): void {
      ending = true;
      clearLocal();
      deps.announce();
    },

    /** Another tab signed out: follow it to sign-in, without telling the others again. */
    signedOutElsewhere(): void {
      const from = deps.location();
      clearLocal();
      deps.go(signInLink(from));
    },
  };
}

export type SignOut = ReturnType<typeof createSignOut>;
