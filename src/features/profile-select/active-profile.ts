import type { Role } from '@/features/auth/session/session';
import { ROLES } from '@/features/auth/session/session';

export const ACTIVE_PROFILE_KEY = 'activeProfile';

/** The profile chosen after sign-in; anything unreadable counts as none. */
export function readActiveProfile(storage: Pick<Storage, 'getItem'> | undefined): Role | undefined {
  try {
    const value = storage?.getItem(ACTIVE_PROFILE_KEY);
    return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : undefined;
  } catch {
    return undefined;
  }
}

export function writeActiveProfile(
  storage: Pick<Storage, 'setItem'> | undefined,
  role: Role,
): void {
  try {
    storage?.setItem(ACTIVE_PROFILE_KEY, role);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** Where each profile starts when nothing else was asked for (SPEC §2.2 route table). */
export const PROFILE_HOME: Record<Role, string> = {
  admin: '/home',
  user: '/home',
  recruiter: '/home',
  agency: '/profiles/account/settings',
  organization: '/profiles/account/settings',
  professional: '/profiles/documentation/me',
};
