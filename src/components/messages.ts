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

export const settingsPanelMessages = defineMessages({
  title: { id: 'settingsPanel.title', defaultMessage: 'Settings' },
  close: { id: 'settingsPanel.close', defaultMessage: 'Close settings' },
  mode: { id: 'settingsPanel.mode', defaultMessage: 'Mode' },
  schema: { id: 'settingsPanel.schema', defaultMessage: 'Theme color' },
  direction: { id: 'settingsPanel.direction', defaultMessage: 'Direction' },
  language: { id: 'settingsPanel.language', defaultMessage: 'Language' },
  controlSize: { id: 'settingsPanel.controlSize', defaultMessage: 'Control size' },
  layout: { id: 'settingsPanel.layout', defaultMessage: 'Layout' },
  sideNavCollapse: {
    id: 'settingsPanel.sideNavCollapse',
    defaultMessage: 'Collapse side navigation',
  },
  panelExpand: { id: 'settingsPanel.panelExpand', defaultMessage: 'Expand panel' },
});

export const modeMessages = defineMessages({
  light: { id: 'settingsPanel.mode.light', defaultMessage: 'Light' },
  dark: { id: 'settingsPanel.mode.dark', defaultMessage: 'Dark' },
});

export const schemaMessages = defineMessages({
  default: { id: 'settingsPanel.schema.default', defaultMessage: 'Default' },
  dark: { id: 'settingsPanel.schema.dark', defaultMessage: 'Monochrome' },
  green: { id: 'settingsPanel.schema.green', defaultMessage: 'Green' },
  purple: { id: 'settingsPanel.schema.purple', defaultMessage: 'Purple' },
  orange: { id: 'settingsPanel.schema.orange', defaultMessage: 'Orange' },
});

export const directionMessages = defineMessages({
  ltr: { id: 'settingsPanel.direction.ltr', defaultMessage: 'Left to right' },
  rtl: { id: 'settingsPanel.direction.rtl', defaultMessage: 'Right to left' },
});

export const controlSizeMessages = defineMessages({
  xs: { id: 'settingsPanel.controlSize.xs', defaultMessage: 'Extra small' },
  sm: { id: 'settingsPanel.controlSize.sm', defaultMessage: 'Small' },
  md: { id: 'settingsPanel.controlSize.md', defaultMessage: 'Medium' },
  lg: { id: 'settingsPanel.controlSize.lg', defaultMessage: 'Large' },
});

/** Names of the layout types (SPEC §2.4), also usable by the layouts themselves. */
export const layoutTypeMessages = defineMessages({
  collapsibleSide: { id: 'layout.type.collapsibleSide', defaultMessage: 'Collapsible side' },
  stackedSide: { id: 'layout.type.stackedSide', defaultMessage: 'Stacked side' },
  classicTopBar: { id: 'layout.type.classicTopBar', defaultMessage: 'Classic top bar' },
  framelessSide: { id: 'layout.type.framelessSide', defaultMessage: 'Frameless side' },
  contentOverlay: { id: 'layout.type.contentOverlay', defaultMessage: 'Content overlay' },
  blank: { id: 'layout.type.blank', defaultMessage: 'Blank' },
  simple: { id: 'layout.type.simple', defaultMessage: 'Simple' },
  split: { id: 'layout.type.split', defaultMessage: 'Split' },
  side: { id: 'layout.type.side', defaultMessage: 'Side' },
});
