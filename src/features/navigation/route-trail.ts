import type { IntlShape, MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { RouteKey } from '@/config/route-messages';
import type { RouteDef } from '@/config/routes';
import { ROUTE_BY_KEY } from '@/config/routes';
import { linkPath } from '@/config/paths';
import type { Crumb } from '@/components/page-frame';
import { useSession } from '@/features/auth/session/use-session';
import { navSectionMessages, trailMessages } from './messages';

/** The breadcrumb section of pages that are in no menu section and have no parent page. */
const SECTION_OF: Partial<Record<RouteKey, MessageDescriptor>> = {
  pickType: trailMessages.registration,
  licenseVerification: trailMessages.onboarding,
  currentEmployer: trailMessages.onboarding,
  uploadResume: trailMessages.onboarding,
  jobPreferences: trailMessages.onboarding,
  validatePhone: trailMessages.onboarding,
};

function sectionOf(route: RouteDef): MessageDescriptor | undefined {
  // "Main" and "Others" add nothing a person would look for: those pages sit right under Home.
  if (route.nav)
    return route.nav === 'main' || route.nav === 'others'
      ? undefined
      : navSectionMessages[route.nav];
  return SECTION_OF[route.key];
}

/**
 * The crumbs between Home and a page, from the route table alone (one trail per route): the menu
 * section of the page or of its first ancestor, then its ancestors (`parent`), each a link for
 * someone holding one of `roles` that may open it, and left out for anyone else. A user's page is
 * Home › Profiles › Users › {name} for an admin, Home › Profiles › {name} for the user.
 */
export function trailFor(route: RouteDef, intl: IntlShape, roles: readonly string[]): Crumb[] {
  const ancestors: RouteDef[] = [];
  for (let key = route.parent; key; key = ROUTE_BY_KEY[key].parent) {
    ancestors.unshift(ROUTE_BY_KEY[key]);
  }
  const section = sectionOf(ancestors[0] ?? route);
  const opens = (page: RouteDef) => page.authority.some((role) => roles.includes(role));
  return [
    ...(section ? [{ label: intl.formatMessage(section) }] : []),
    ...ancestors
      .filter(opens)
      .map((page) => ({ label: intl.formatMessage(page.title), to: linkPath(page.path) })),
  ];
}

/** The trail of `route` for the signed-in person, in the page's language. */
export function useRouteTrail(route: RouteDef): Crumb[] {
  return trailFor(route, useIntl(), useSession().roles);
}
