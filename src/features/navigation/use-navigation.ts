/** The navigation menu and start page of the signed-in person (their roles, from the session). */
import { useMemo } from 'react';
import { useSession } from '@/features/auth/session/use-session';
import type { NavGroup } from './nav-model';
import { navGroupsFor, startPathFor } from './nav-model';

/** The menu groups the signed-in person may open. */
export function useNavGroups(): NavGroup[] {
  const { roles } = useSession();
  return useMemo(() => navGroupsFor(roles), [roles]);
}

/** Where the brand and the breadcrumb's "Home" lead this person. */
export function useStartPath(): string {
  const { roles } = useSession();
  return useMemo(() => startPathFor(roles), [roles]);
}
