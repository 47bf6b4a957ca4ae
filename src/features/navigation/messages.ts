import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { NavSection } from '@/config/routes';

/** Headings of the navigation menu's groups (route table `nav` sections). */
export const navSectionMessages = defineMessages({
  main: { id: 'nav.section.main', defaultMessage: 'Main' },
  profiles: { id: 'nav.section.profiles', defaultMessage: 'Profiles' },
  helpCenter: { id: 'nav.section.helpCenter', defaultMessage: 'Help Center' },
  account: { id: 'nav.section.account', defaultMessage: 'Account' },
  system: { id: 'nav.section.system', defaultMessage: 'System' },
  others: { id: 'nav.section.others', defaultMessage: 'Others' },
}) satisfies Record<NavSection, MessageDescriptor>;

/** Breadcrumb sections of pages outside the menu. */
export const trailMessages = defineMessages({
  registration: { id: 'page.breadcrumb.registration', defaultMessage: 'Registration' },
  onboarding: { id: 'page.breadcrumb.onboarding', defaultMessage: 'Onboarding' },
});
