import type { IntlShape, MessageDescriptor } from 'react-intl';
import { navSectionMessages } from '@/app/layouts/messages';
import type { RouteKey } from '@/app/routes/route-messages';
import type { RouteDef } from '@/app/routes/routes';
import type { Crumb } from './page-frame';
import { pageMessages } from './messages';

/** The breadcrumb section of pages that are not in the menu themselves. */
const SECTION_OF: Partial<Record<RouteKey, MessageDescriptor>> = {
  professional: navSectionMessages.profiles,
  employer: navSectionMessages.profiles,
  user: navSectionMessages.profiles,
  article: navSectionMessages.helpCenter,
  editArticle: navSectionMessages.helpCenter,
  pickType: pageMessages.registration,
  licenseVerification: pageMessages.onboarding,
  currentEmployer: pageMessages.onboarding,
  uploadResume: pageMessages.onboarding,
  jobPreferences: pageMessages.onboarding,
  validatePhone: pageMessages.onboarding,
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
