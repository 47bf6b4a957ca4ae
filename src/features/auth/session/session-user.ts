/**
 * The session user in local storage (SPEC §3), validated on read with the generated schema.
 *
 * The schema brings zod with it, which the sign-in page does without: the check loads on its own
 * (session-user-check.ts) when the app starts with a stored user and as soon as someone is signed
 * in (./install.ts). A stored user read before the check has loaded is not trusted yet: it counts
 * as no user (the session then loads the user from the server) and stays stored.
 */
import type { User } from '@generated/product/model';
import type { SafeStorage } from './storage';

export const SESSION_USER_KEY = 'sessionUser';
export const PROFESSIONAL_ID_KEY = 'professionalId';

/** What is known of the user; after sign-in it may lack fields until the user is reloaded. */
export type SessionUser = Partial<User>;

let check: ((value: unknown) => SessionUser | undefined) | undefined;
let loading: Promise<void> | undefined;

/** Loads the check of a stored user (once; a failed load is tried again next time). */
export function loadSessionUserCheck(): Promise<void> {
  loading ??= import('./session-user-check').then(
    (module) => {
      check = module.checkSessionUser;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The stored user, or null; corrupt JSON or a wrong shape counts as no user and is removed. */
export function readSessionUser(storage: SafeStorage): SessionUser | null {
  const raw = storage.get(SESSION_USER_KEY);
  if (raw === null) return null;
  if (!check) {
    loadSessionUserCheck().catch(() => undefined);
    return null;
  }
  try {
    const user = check(JSON.parse(raw));
    if (user) return user;
  } catch {
    // fall through: unreadable
  }
  storage.remove(SESSION_USER_KEY);
  return null;
}

export function writeSessionUser(storage: SafeStorage, user: SessionUser | null): void {
  if (user) storage.set(SESSION_USER_KEY, JSON.stringify(user));
  else storage.remove(SESSION_USER_KEY);
}
