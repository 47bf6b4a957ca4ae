import { defineMessage, defineMessages } from 'react-intl';
import { commonMessages } from '@/components/messages';

/** SPEC §2.5: screen titles of the hosted forms. */
export const titleMessages = defineMessages({
  login: { id: 'auth.title.login', defaultMessage: 'Log in' },
  signup: { id: 'auth.title.signup', defaultMessage: 'Sign up' },
  resetRequest: { id: 'auth.title.resetRequest', defaultMessage: 'Reset your password' },
  setNewPassword: { id: 'auth.title.setNewPassword', defaultMessage: 'Set a new password' },
  passwordReset: { id: 'auth.title.passwordReset', defaultMessage: 'Password reset' },
  loggedIn: { id: 'auth.title.loggedIn', defaultMessage: 'Logged in' },
  signedUp: { id: 'auth.title.signedUp', defaultMessage: 'Signed up' },
  disabled: { id: 'auth.title.disabled', defaultMessage: 'Authentication is disabled' },
  redirecting: { id: 'auth.title.redirecting', defaultMessage: 'Redirecting...' },
  error: { id: 'auth.title.error', defaultMessage: 'Oops something went wrong' },
  verified: { id: 'auth.title.verified', defaultMessage: 'Verified' },
  welcome: { id: 'auth.title.welcome', defaultMessage: 'Welcome' },
  checkEmail: { id: 'auth.title.checkEmail', defaultMessage: 'Check your email' },
  enterCode: { id: 'auth.title.enterCode', defaultMessage: 'Enter your verification code' },
  chooseSecondFactor: {
    id: 'auth.title.chooseSecondFactor',
    defaultMessage: "Choose a second way to confirm it's you",
  },
  setUpSecondFactor: {
    id: 'auth.title.setUpSecondFactor',
    defaultMessage: "Set up a second way to confirm it's you",
  },
  totpSetup: { id: 'auth.title.totpSetup', defaultMessage: 'Set up your authenticator app' },
  backupCodes: { id: 'auth.title.backupCodes', defaultMessage: 'Save your backup codes' },
});

/** SPEC §2.5: factor buttons. */
export const factorMessages = defineMessages({
  password: { id: 'auth.factor.password', defaultMessage: 'Username and password' },
  emailLink: { id: 'auth.factor.emailLink', defaultMessage: 'Email me a link' },
  totp: { id: 'auth.factor.totp', defaultMessage: 'Use an authenticator app' },
  emailCode: { id: 'auth.factor.emailCode', defaultMessage: 'Email me a code' },
  smsCode: { id: 'auth.factor.smsCode', defaultMessage: 'Text me a code' },
  apple: { id: 'auth.factor.apple', defaultMessage: 'Apple' },
  azure: { id: 'auth.factor.azure', defaultMessage: 'Azure' },
  facebook: { id: 'auth.factor.facebook', defaultMessage: 'Facebook' },
  github: { id: 'auth.factor.github', defaultMessage: 'Github' },
  google: { id: 'auth.factor.google', defaultMessage: 'Google' },
  linkedin: { id: 'auth.factor.linkedin', defaultMessage: 'LinkedIn' },
  twitter: { id: 'auth.factor.twitter', defaultMessage: 'Twitter' },
  okta: { id: 'auth.factor.okta', defaultMessage: 'Okta' },
  custom: { id: 'auth.factor.custom', defaultMessage: 'Single sign-on' },
});

export const ssoButtonMessage = defineMessage<{ provider: string }>({
  id: 'auth.factor.ssoButton',
  defaultMessage: 'Continue with {provider}',
});

/** Field labels, buttons and the texts of the screens (SPEC §2.5). */
export const formMessages = defineMessages({
  or: { id: 'auth.form.or', defaultMessage: 'OR' },
  methods: { id: 'auth.form.methods', defaultMessage: 'Ways to continue' },
  loading: { id: 'auth.form.loading', defaultMessage: 'Loading sign-in options' },
  emailOrUsername: { id: 'auth.form.emailOrUsername', defaultMessage: 'Email or username' },
  email: { id: 'auth.form.email', defaultMessage: 'Email address' },
  username: { id: 'auth.form.username', defaultMessage: 'Username (optional)' },
  password: { id: 'auth.form.password', defaultMessage: 'Password' },
  choosePassword: { id: 'auth.form.choosePassword', defaultMessage: 'Choose a password' },
  confirmPassword: { id: 'auth.form.confirmPassword', defaultMessage: 'Confirm your password' },
  passwordHint: {
    id: 'auth.form.passwordHint',
    defaultMessage:
      'At least 16 characters OR at least 8 characters including a number and a letter',
  },
  showPassword: { id: 'auth.form.showPassword', defaultMessage: 'Show password' },
  showCurrentPassword: {
    id: 'auth.form.showCurrentPassword',
    defaultMessage: 'Show current password',
  },
  showNewPassword: { id: 'auth.form.showNewPassword', defaultMessage: 'Show new password' },
  showPasswordConfirmation: {
    id: 'auth.form.showPasswordConfirmation',
    defaultMessage: 'Show password confirmation',
  },
  continue: { id: 'auth.form.continue', defaultMessage: 'Continue' },
  back: { id: 'auth.form.back', defaultMessage: 'Back' },
  emailResent: { id: 'auth.form.emailResent', defaultMessage: 'Email resent.' },
  codeResent: { id: 'auth.form.codeResent', defaultMessage: 'Text message resent.' },
  disabled: {
    id: 'auth.form.disabled',
    defaultMessage: 'Please contact an administrator for assistance',
  },
  secondFactorUse: {
    id: 'auth.form.secondFactorUse',
    defaultMessage: "Your account needs a second step. Choose how to confirm it's you.",
  },
  secondFactorSetup: {
    id: 'auth.form.secondFactorSetup',
    defaultMessage: 'Your account needs a second step. Choose one to set up.',
  },
});

export const securedByMessage = defineMessage<{ provider: string }>({
  id: 'auth.form.securedBy',
  defaultMessage: 'Secured by {provider}',
});

export const linkSentMessage = defineMessage<{ email: string }>({
  id: 'auth.form.linkSent',
  defaultMessage: 'A link has been sent to {email}.',
});

/** SPEC §5 validation messages and §8 flow errors. */
export const validationMessages = defineMessages({
  emailRequired: {
    id: 'auth.validation.emailRequired',
    defaultMessage: 'Please enter your email address',
  },
  emailInvalid: {
    id: 'auth.validation.emailInvalid',
    defaultMessage: 'Please enter a valid email address',
  },
  emailOrUsernameRequired: {
    id: 'auth.validation.emailOrUsernameRequired',
    defaultMessage: 'Please enter your email or username',
  },
  passwordRequired: {
    id: 'auth.validation.passwordRequired',
    defaultMessage: 'Please enter your password',
  },
  passwordRule: {
    id: 'auth.validation.passwordRule',
    defaultMessage:
      'At least 16 characters OR at least 8 characters including a number and a letter',
  },
  totpRequired: {
    id: 'auth.validation.totpRequired',
    defaultMessage: 'Please enter your six-digit code',
  },
  backupCodeRequired: {
    id: 'auth.validation.backupCodeRequired',
    defaultMessage: 'Please enter your backup code',
  },
  verificationCodeRequired: {
    id: 'auth.validation.verificationCodeRequired',
    defaultMessage: 'Please enter your verification code',
  },
  required: { id: 'auth.validation.required', defaultMessage: 'Required field' },
  phoneInvalid: {
    id: 'auth.validation.phoneInvalid',
    defaultMessage: 'Please enter your mobile phone number',
  },
  existingPasswordRequired: {
    id: 'auth.validation.existingPasswordRequired',
    defaultMessage: 'Please enter your current password',
  },
  newPasswordRequired: {
    id: 'auth.validation.newPasswordRequired',
    defaultMessage: 'Please enter a new password',
  },
  confirmPasswordRequired: {
    id: 'auth.validation.confirmPasswordRequired',
    defaultMessage: 'Please confirm your password',
  },
  confirmNewPasswordRequired: {
    id: 'auth.validation.confirmNewPasswordRequired',
    defaultMessage: 'Please confirm your new password',
  },
  passwordMismatch: {
    id: 'auth.validation.passwordMismatch',
    defaultMessage: "The passwords don't match. Please re-enter your password.",
  },
  emailTooLong: {
    id: 'auth.validation.emailTooLong',
    defaultMessage: 'This is too long: at most {max} characters',
  },
  usernameTooLong: {
    id: 'auth.validation.usernameTooLong',
    defaultMessage: 'This is too long: at most {max} characters',
  },
  passwordTooLong: {
    id: 'auth.validation.passwordTooLong',
    defaultMessage: 'This is too long: at most {max} characters',
  },
});
export type ValidationKey = keyof typeof validationMessages;

/**
 * The flow's errors (SPEC §8). The password mismatch is one message wherever it shows: at the
 * confirmation field (the forms) or above the form (the flow machine, same rule:
 * ./forms/password-match.ts).
 */
export const errorMessages = {
  ...defineMessages({
    unknown: {
      id: 'auth.error.unknown',
      defaultMessage: 'An unknown error has occurred. Please try again later.',
    },
    unhandled: {
      id: 'auth.error.unhandled',
      defaultMessage: 'An unhandled error occurred. Please try again later.',
    },
    missingFlowServer: {
      id: 'auth.error.missingFlowServer',
      defaultMessage: 'Missing flow from server',
    },
    missingFlowLocal: {
      id: 'auth.error.missingFlowLocal',
      defaultMessage: 'Missing flow in local mode',
    },
    missingTokenOrUuid: {
      id: 'auth.error.missingTokenOrUuid',
      defaultMessage: 'Missing token or uuid',
    },
    oops: { id: 'auth.error.oops', defaultMessage: 'Oops, something went wrong' },
  }),
  passwordMismatch: validationMessages.passwordMismatch,
  /** No answer while the device is offline: the app's one offline message. */
  offline: commonMessages.offline,
};
