import { defineMessage, defineMessages } from 'react-intl';

export const stepMessages = defineMessages({
  profile: { id: 'settings.step.profile', defaultMessage: 'Profile' },
  security: { id: 'settings.step.security', defaultMessage: 'Security' },
  preferences: { id: 'settings.step.preferences', defaultMessage: 'Preferences' },
  steps: { id: 'settings.steps', defaultMessage: 'Settings sections' },
});

export const profileMessages = defineMessages({
  intro: {
    id: 'settings.profile.intro',
    defaultMessage: 'Your name and picture as others see them.',
  },
  firstName: { id: 'settings.profile.firstName', defaultMessage: 'First name' },
  lastName: { id: 'settings.profile.lastName', defaultMessage: 'Last name' },
  avatar: { id: 'settings.profile.avatar', defaultMessage: 'Picture address (optional)' },
  avatarHint: {
    id: 'settings.profile.avatarHint',
    defaultMessage: 'A link to an image that starts with https://',
  },
  avatarPreview: { id: 'settings.profile.avatarPreview', defaultMessage: 'Your picture' },
  email: { id: 'settings.profile.email', defaultMessage: 'Email address' },
  save: { id: 'settings.profile.save', defaultMessage: 'Save profile' },
  saved: { id: 'settings.profile.saved', defaultMessage: 'Your profile has been saved.' },
  firstNameRequired: {
    id: 'settings.profile.firstNameRequired',
    defaultMessage: 'Please enter your first name',
  },
  avatarInvalid: {
    id: 'settings.profile.avatarInvalid',
    defaultMessage: 'Please enter an image address that starts with https://',
  },
});

export const securityMessages = defineMessages({
  passwordTitle: { id: 'settings.security.passwordTitle', defaultMessage: 'Change password' },
  passwordIntro: {
    id: 'settings.security.passwordIntro',
    defaultMessage: 'Enter your current password, then the new one twice.',
  },
  changePassword: { id: 'settings.security.changePassword', defaultMessage: 'Change password' },
  secondFactorTitle: {
    id: 'settings.security.secondFactorTitle',
    defaultMessage: 'Two-step verification',
  },
  mfaRequired: {
    id: 'settings.security.mfaRequired',
    defaultMessage: 'A second factor is required when you sign in.',
  },
  mfaNotRequired: {
    id: 'settings.security.mfaNotRequired',
    defaultMessage: 'A second factor is not required when you sign in.',
  },
  authenticatorIntro: {
    id: 'settings.security.authenticatorIntro',
    defaultMessage:
      'An authenticator app gives you six-digit codes for signing in. Setting up a new one replaces the one you have.',
  },
  setUpAuthenticator: {
    id: 'settings.security.setUpAuthenticator',
    defaultMessage: 'Set up an authenticator app',
  },
  confirmCode: { id: 'settings.security.confirmCode', defaultMessage: 'Confirm code' },
  cancel: { id: 'settings.security.cancel', defaultMessage: 'Cancel' },
  done: { id: 'settings.security.done', defaultMessage: 'Done' },
  loadingAuthenticator: {
    id: 'settings.security.loadingAuthenticator',
    defaultMessage: 'Preparing your authenticator set-up',
  },
});

export const preferencesMessages = defineMessages({
  intro: {
    id: 'settings.preferences.intro',
    defaultMessage:
      'How the app looks on this device. Changes apply at once and are remembered here.',
  },
});

export const tooLongMessage = defineMessage<{ max: number }>({
  id: 'settings.profile.tooLong',
  defaultMessage: 'This is too long: at most {max} characters',
});

export const nameTooLongMessage = defineMessage<{ max: number }>({
  id: 'settings.profile.nameTooLong',
  defaultMessage:
    'First and last name together are too long: at most {max} characters, with the space between them',
});
