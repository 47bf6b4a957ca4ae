/**
 * The navigation menu as data, derived from the route table: entries with `nav` set, grouped by
 * section, kept only when the person's roles may open them. No React here.
 */
import type { MessageDescriptor } from 'react-intl';
import type { RouteKey } from '@/config/route-messages';
import type { NavSection, RouteDef } from '@/config/routes';
import { ACCOUNT_SETTINGS_LINK, linkPath } from '@/config/paths';
import { ROUTES } from '@/config/routes';
import type { Role } from '@/features/auth/session/session';

/** The order the sections appear in. */
export const NAV_SECTIONS = [
  'main',
  'profiles',
  'helpCenter',
  'account',
  'system',
  'others',
] as const satisfies readonly NavSection[];

/** Where a person without any menu entry is sent: account settings is open to every role. */
export const FALLBACK_PATH = ACCOUNT_SETTINGS_LINK;

export interface NavEntry {
  key: RouteKey;
  section: NavSection;
  /** The path to link to: the route's path without parameters or a `/*` tail. */
  to: string;
  title: MessageDescriptor;
}

export interface NavGroup {
  section: NavSection;
  entries: NavEntry[];
}

export function mayOpen(route: RouteDef, roles: readonly Role[]): boolean {
  return route.access === 'protected' && route.authority.some((role) => roles.includes(role));
}

export function navGroupsFor(
  roles: readonly Role[],
  routes: readonly RouteDef[] = ROUTES,
): NavGroup[] {
  return NAV_SECTIONS.map((section) => ({
    section,
    entries: routes.flatMap((route): NavEntry[] => {
      if (!mayOpen(route, roles)) return [];
      if (route.nav === section)
        return [{ key: route.key, section, to: linkPath(route.path), title: route.title }];
      const menu = route.menu;
      if (menu?.section === section && menu.roles.some((role) => roles.includes(role)))
        return [{ key: route.key, section, to: menu.to, title: menu.title }];
      return [];
    }),
  })).filter((group) => group.entries.length > 0);
}

/** The first menu entry a person may open (never the access-denied page itself), if any. */
export function firstAllowedEntry(roles: readonly Role[]): NavEntry | undefined {
  return navGroupsFor(roles)
    .flatMap((group) => group.entries)
    .find((entry) => entry.key !== 'accessDenied');
}

/** Where "Home" leads for this person: their first menu entry, else account settings. */
export function startPathFor(roles: readonly Role[]): string {
  return firstAllowedEntry(roles)?.to ?? FALLBACK_PATH;
}
