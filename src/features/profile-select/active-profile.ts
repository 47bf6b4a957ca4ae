import { PATHS } from '@/config/paths';
import type { Role } from '@/features/auth/session/session';
import { ROLES } from '@/features/auth/session/session';

export const ACTIVE_PROFILE_KEY = 'activeProfile';

const OWN_EMPLOYER = PATHS.employer.replace(':id', 'mine');

/**
 * The profile this account chose last time; anything unreadable, or another account's choice on
 * a shared browser, counts as none.
 */
export function readActiveProfile(
  storage: Pick<Storage, 'getItem'> | undefined,
  account: string,
): Role | undefined {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(ACTIVE_PROFILE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { account: owner, role } = stored as { account?: unknown; role?: unknown };
    if (owner !== account || typeof role !== 'string') return undefined;
    return (ROLES as readonly string[]).includes(role) ? (role as Role) : undefined;
  } catch {
    return undefined;
  }
}

export function writeActiveProfile(
  storage: Pick<Storage, 'setItem'> | undefined,
  account: string,
  role: Role,
): void {
  try {
    storage?.setItem(ACTIVE_PROFILE_KEY, JSON.stringify({ account, role }));
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/**
 * Where each profile starts when nothing else was asked for (SPEC §2.2 route table): a `user`
 * has not said what it is yet (docs/decisions/026); an organization's or agency's people work on
 * their own employer's page.
 */
export const PROFILE_HOME: Record<Role, string> = {
  admin: PATHS.home,
  user: PATHS.pickType,
  recruiter: PATHS.home,
  agency: OWN_EMPLOYER,
  organization: OWN_EMPLOYER,
  professional: PATHS.documentation,
};
