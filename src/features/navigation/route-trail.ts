import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { RouteKey } from '@/config/route-messages';
import type { RouteDef } from '@/config/routes';
import type { Crumb } from '@/components/page-frame';
import { navSectionMessages, trailMessages } from './messages';

/** The breadcrumb section of pages that are not in the menu themselves. */
const SECTION_OF: Partial<Record<RouteKey, MessageDescriptor>> = {
  professional: navSectionMessages.profiles,
  employer: navSectionMessages.profiles,
  user: navSectionMessages.profiles,
  article: navSectionMessages.helpCenter,
  editArticle: navSectionMessages.helpCenter,
  pickType: trailMessages.registration,
  licenseVerification: trailMessages.onboarding,
  currentEmployer: trailMessages.onboarding,
  uploadResume: trailMessages.onboarding,
  jobPreferences: trailMessages.onboarding,
  validatePhone: trailMessages.onboarding,
};

/**
 * The crumbs between Home and a page: its menu section. "Main" and "Others" add nothing a person
 * would look for, so those pages sit right under Home.
 */
export function trailFor(route: RouteDef, intl: IntlShape): Crumb[] {
  const section: MessageDescriptor | undefined =
    route.nav && route.nav !== 'main' && route.nav !== 'others'
      ? navSectionMessages[route.nav]
      : SECTION_OF[route.key];
  return section ? [{ label: intl.formatMessage(section) }] : [];
}
