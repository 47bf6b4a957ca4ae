import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the layouts: landmarks, header controls, user menu, brand panel. */
export const layoutMessages = defineMessages({
  skipToContent: { id: 'layout.skipToContent', defaultMessage: 'Skip to main content' },
  mainNav: { id: 'layout.nav.main', defaultMessage: 'Main navigation' },
  sectionsNav: { id: 'layout.nav.sections', defaultMessage: 'Sections' },
  openNav: { id: 'layout.header.openNav', defaultMessage: 'Open navigation' },
  closeNav: { id: 'layout.header.closeNav', defaultMessage: 'Close navigation' },
  collapseNav: { id: 'layout.header.collapseNav', defaultMessage: 'Collapse navigation' },
  expandNav: { id: 'layout.header.expandNav', defaultMessage: 'Expand navigation' },
  changeLanguage: { id: 'layout.header.changeLanguage', defaultMessage: 'Change language' },
  darkMode: { id: 'layout.header.darkMode', defaultMessage: 'Switch to dark mode' },
  lightMode: { id: 'layout.header.lightMode', defaultMessage: 'Switch to light mode' },
  openSettings: { id: 'layout.header.openSettings', defaultMessage: 'Open settings' },
  moreOptions: { id: 'layout.header.moreOptions', defaultMessage: 'More options' },
  accountMenu: { id: 'layout.userMenu.open', defaultMessage: 'Account menu' },
  someone: { id: 'layout.userMenu.someone', defaultMessage: 'Signed-in user' },
  logOut: { id: 'layout.userMenu.logOut', defaultMessage: 'Log out' },
  tagline: {
    id: 'layout.brand.tagline',
    defaultMessage:
      'Licenses, credentials and compliance checks for professionals, employers and agencies, in one place.',
  },
});

/** The avatar button's name when it shows initials: what is seen is part of what is said. */
export const accountMenuOfMessage = defineMessage<{ initials: string }>({
  id: 'layout.userMenu.openOf',
  defaultMessage: 'Account menu, {initials}',
});

/** The landmark name of the stacked layout's panel, e.g. "Profiles navigation". */
export const sectionNavMessage = defineMessage<{ section: string }>({
  id: 'layout.nav.section',
  defaultMessage: '{section} navigation',
});

/** What the live region says after a navigation (src/app/route-focus.tsx). */
export const pageOpenedMessage = defineMessage<{ title: string }>({
  id: 'layout.route.opened',
  defaultMessage: 'Navigated to {title}',
});
