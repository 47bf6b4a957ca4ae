/**
 * The session user (SPEC §3) and its validation (SPEC §4 "User validation", "Professional
 * validation"): the stored user is only shown to the account it belongs to, a user without id
 * or email is reloaded from the product API, and a professional's id is kept per tab.
 */
import type { User } from '@generated/product/model';
import { UserRole } from '@generated/product/model';
import type { SessionUser } from './session-user';
import { PROFESSIONAL_ID_KEY, readSessionUser, writeSessionUser } from './session-user';
import type { StateStore } from './state-store';
import type { SafeStorage } from './storage';
import type { TokenStore } from './token-store';

export interface UserValidationDeps {
  local: SafeStorage;
  tabStorage: SafeStorage;
  state: StateStore;
  tokens: TokenStore;
  getUserByAuthUuid(authUuid: string): Promise<User>;
  /** Bumped at every sign-out: a user that arrives after it belongs to a finished session. */
  generation(): number;
}

export function createUserValidation(deps: UserValidationDeps) {
  const { local, tabStorage, state } = deps;
  let userLoad: Promise<void> | undefined;

  function forget(): void {
    writeSessionUser(local, null);
    tabStorage.remove(PROFESSIONAL_ID_KEY);
  }

  return {
    /** Removes the stored user and the professional id (sign-out, or nobody signed in). */
    forget,

    /** The stored user, when it belongs to the account signed in now; anyone else's is removed. */
    own(): SessionUser | null {
      const user = readSessionUser(local);
      const uuid = deps.tokens.userUuid();
      if (user && (user.authUuid === undefined || user.authUuid !== uuid)) {
        forget();
        return null;
      }
      return user;
    },

    /**
     * A user without id or email, or a forced refresh, is reloaded from the product API by the
     * auth user uuid. One load at a time, however often it is asked.
     */
    validateUser({ force = false }: { force?: boolean } = {}): Promise<void> {
      const current = state.get();
      if (!current.signedIn) return Promise.resolve();
      if (!force && current.user?.id !== undefined && current.user.email) return Promise.resolve();
      if (userLoad) return userLoad;
      const startedAt = deps.generation();
      const uuid = deps.tokens.userUuid() ?? current.identity?.userUuid;
      userLoad = (async () => {
        if (!uuid) throw new Error('The signed-in user has no uuid');
        const user = await deps.getUserByAuthUuid(uuid);
        if (startedAt !== deps.generation()) return;
        writeSessionUser(local, user);
        state.set({ user, signedIn: true });
      })().finally(() => {
        userLoad = undefined;
      });
      return userLoad;
    },

    /**
     * A professional's id is kept in session storage; a user without professional data while an
     * id is stored needs a refresh.
     */
    validateProfessional(): 'ok' | 'needsRefresh' {
      const { signedIn, user } = state.get();
      if (!signedIn || user?.defaultRole !== UserRole.professional) return 'ok';
      const stored = tabStorage.get(PROFESSIONAL_ID_KEY);
      const id = user.professional?.id;
      if (stored === null && id !== undefined) {
        tabStorage.set(PROFESSIONAL_ID_KEY, String(id));
        return 'ok';
      }
      if (id === undefined && stored !== null) return 'needsRefresh';
      return 'ok';
    },

    /** After a forced reload the server still has no professional record: the stored id is stale. */
    forgetProfessionalId(): void {
      tabStorage.remove(PROFESSIONAL_ID_KEY);
    },
  };
}
