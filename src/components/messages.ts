import { defineMessage, defineMessages } from 'react-intl';

/** Texts shared across screens. */
export const commonMessages = defineMessages({
  loading: { id: 'app.loading', defaultMessage: 'Loading…' },
  retry: { id: 'common.retry', defaultMessage: 'Retry' },
  unknownError: {
    id: 'common.unknownError',
    defaultMessage: 'An unknown error has occurred. Please try again later.',
  },
  offline: {
    id: 'common.offline',
    defaultMessage: 'You appear to be offline. Check your connection and try again.',
  },
  opensInNewTab: { id: 'common.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  dismiss: { id: 'common.dismiss', defaultMessage: 'Dismiss' },
});

/** When to try again, from a server's Retry-After. */
export const retryInSecondsMessage = defineMessage<{ seconds: number }>({
  id: 'common.retryInSeconds',
  defaultMessage: 'Please try again in {seconds, plural, one {# second} other {# seconds}}.',
});
export const retryInMinutesMessage = defineMessage<{ minutes: number }>({
  id: 'common.retryInMinutes',
  defaultMessage: 'Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
});

export const appLoaderMessages = defineMessages({
  text: { id: 'components.appLoader.text', defaultMessage: 'Initializing application state...' },
});

export const stateInitErrorMessages = defineMessages({
  title: { id: 'components.stateInitError.title', defaultMessage: 'State Initialization Error' },
  description: {
    id: 'components.stateInitError.description',
    defaultMessage: 'Failed to initialize application state',
  },
});

export const errorScreenMessages = defineMessages({
  title: { id: 'components.errorScreen.title', defaultMessage: 'Unexpected Application Error!' },
});

export const copyrightMessage = defineMessage<{ year: number; appName: string }>({
  id: 'components.footer.copyright',
  defaultMessage: 'Copyright © {year} {appName} All rights reserved.',
});

export const footerMessages = defineMessages({
  terms: { id: 'components.footer.terms', defaultMessage: 'Term & Conditions' },
  privacy: { id: 'components.footer.privacy', defaultMessage: 'Privacy & Policy' },
  links: { id: 'components.footer.links', defaultMessage: 'Legal' },
});
