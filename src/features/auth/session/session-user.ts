/** The session user in local storage (SPEC §3), validated on read with the generated schema. */
import { getUserResponse } from '@generated/product/zod/users/users.zod';
import type { User } from '@generated/product/model';
import type { SafeStorage } from './storage';

export const SESSION_USER_KEY = 'sessionUser';
export const PROFESSIONAL_ID_KEY = 'professionalId';

/** What is known of the user; after sign-in it may lack fields until the user is reloaded. */
export type SessionUser = Partial<User>;

const partialUser = getUserResponse.partial();

/** The stored user, or null; corrupt JSON or a wrong shape counts as no user and is removed. */
export function readSessionUser(storage: SafeStorage): SessionUser | null {
  const raw = storage.get(SESSION_USER_KEY);
  if (raw === null) return null;
  try {
    const parsed = partialUser.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data as SessionUser;
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
