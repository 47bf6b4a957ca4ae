import { defineMessages } from 'react-intl';

export const configMessages = defineMessages({
  sections: { id: 'systemConfig.sections', defaultMessage: 'Sections' },
  signInTitle: { id: 'systemConfig.signIn.title', defaultMessage: 'Sign-in methods' },
  signInIntro: {
    id: 'systemConfig.signIn.intro',
    defaultMessage:
      'What the identity provider offers this tenant now, as the sign-in forms read it. The tenant owner changes these in the provider’s dashboard; the forms follow at once.',
  },
  tenant: { id: 'systemConfig.signIn.tenant', defaultMessage: 'Tenant' },
  mode: { id: 'systemConfig.signIn.mode', defaultMessage: 'Mode' },
  modeLive: { id: 'systemConfig.signIn.modeLive', defaultMessage: 'Live' },
  modeTest: {
    id: 'systemConfig.signIn.modeTest',
    defaultMessage: 'Test (codes and links go to the demo outbox)',
  },
  firstFactors: { id: 'systemConfig.signIn.firstFactors', defaultMessage: 'First factors' },
  secondFactors: { id: 'systemConfig.signIn.secondFactors', defaultMessage: 'Second factors' },
  noFactors: { id: 'systemConfig.signIn.none', defaultMessage: 'None offered' },
  appTitle: { id: 'systemConfig.app.title', defaultMessage: 'App configuration' },
  appIntro: {
    id: 'systemConfig.app.intro',
    defaultMessage:
      'The configuration this copy of the app runs with, read when it was built and started. It changes with a new deployment, not here.',
  },
  setting: { id: 'systemConfig.app.setting', defaultMessage: 'Setting' },
  value: { id: 'systemConfig.app.value', defaultMessage: 'Value' },
  yes: { id: 'systemConfig.app.yes', defaultMessage: 'Yes' },
  no: { id: 'systemConfig.app.no', defaultMessage: 'No' },
  loadFailed: { id: 'systemConfig.loadFailed', defaultMessage: 'This could not be loaded.' },
});

/** SPEC §3 "App config", each setting in words. */
export const settingMessages = defineMessages({
  appName: { id: 'systemConfig.app.appName', defaultMessage: 'App name' },
  apiPrefix: { id: 'systemConfig.app.apiPrefix', defaultMessage: 'API prefix' },
  authenticatedEntryPath: {
    id: 'systemConfig.app.authenticatedEntryPath',
    defaultMessage: 'Entry page after signing in',
  },
  defaultRedirectPath: {
    id: 'systemConfig.app.defaultRedirectPath',
    defaultMessage: 'Default redirect',
  },
  unAuthenticatedEntryPath: {
    id: 'systemConfig.app.unAuthenticatedEntryPath',
    defaultMessage: 'Entry page when signed out',
  },
  locale: { id: 'systemConfig.app.locale', defaultMessage: 'Default language' },
  accessTokenPersistStrategy: {
    id: 'systemConfig.app.accessTokenPersistStrategy',
    defaultMessage: 'Where the tokens are kept',
  },
  enableMock: { id: 'systemConfig.app.enableMock', defaultMessage: 'Demo backend in the browser' },
  activeNavTranslation: {
    id: 'systemConfig.app.activeNavTranslation',
    defaultMessage: 'Navigation translated',
  },
  signInCaption: { id: 'systemConfig.app.signInCaption', defaultMessage: 'Sign-in page caption' },
  signUpCaption: { id: 'systemConfig.app.signUpCaption', defaultMessage: 'Sign-up page caption' },
});
