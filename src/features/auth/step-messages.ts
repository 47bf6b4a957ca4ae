import { defineMessages } from 'react-intl';

/**
 * The texts of the steps after a sign-in page's first form (codes, the authenticator, a new
 * password, done): they load with those screens (./screens/later.tsx), not with the sign-in
 * page's first load (its budget, docs/performance.md). The first form's texts are formMessages
 * (./messages.ts).
 */
export const stepMessages = defineMessages({
  currentPassword: { id: 'auth.form.currentPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'auth.form.newPassword', defaultMessage: 'New password' },
  confirmNewPassword: {
    id: 'auth.form.confirmNewPassword',
    defaultMessage: 'Confirm new password',
  },
  mobilePhone: { id: 'auth.form.mobilePhone', defaultMessage: 'Mobile phone number' },
  verificationCode: { id: 'auth.form.verificationCode', defaultMessage: 'Verification code' },
  sixDigitCode: { id: 'auth.form.sixDigitCode', defaultMessage: 'Enter your six-digit code' },
  backupCode: { id: 'auth.form.backupCode', defaultMessage: 'Enter a backup code' },
  useBackupCode: { id: 'auth.form.useBackupCode', defaultMessage: 'Use a backup code' },
  useAuthenticator: {
    id: 'auth.form.useAuthenticator',
    defaultMessage: 'Use a code from your authenticator app or device',
  },
  resend: { id: 'auth.form.resend', defaultMessage: 'Resend' },
  retry: { id: 'auth.form.retry', defaultMessage: 'Retry' },
  finish: { id: 'auth.form.finish', defaultMessage: 'Finish' },
  codeSentEmail: {
    id: 'auth.form.codeSentEmail',
    defaultMessage: 'We sent a code to your email address.',
  },
  codeSentSms: { id: 'auth.form.codeSentSms', defaultMessage: 'We sent a code to your phone.' },
  scanQr: {
    id: 'auth.form.scanQr',
    defaultMessage: '1. Scan this QR code with your authenticator app.',
  },
  setupKey: {
    id: 'auth.form.setupKey',
    defaultMessage: "Can't scan it? Enter this key in the app:",
  },
  qrAlt: { id: 'auth.form.qrAlt', defaultMessage: 'QR code for your authenticator app' },
  enterSetupCode: {
    id: 'auth.form.enterSetupCode',
    defaultMessage: '2. Enter the six-digit code the app shows.',
  },
  backupCodesText: {
    id: 'auth.form.backupCodesText',
    defaultMessage:
      'Keep these codes somewhere safe. Each one works once, if you cannot use your authenticator app.',
  },
  backupCodesList: { id: 'auth.form.backupCodesList', defaultMessage: 'Backup codes' },
  authenticatorAdded: {
    id: 'auth.form.authenticatorAdded',
    defaultMessage: 'Added authenticator to your account',
  },
  totpRetrievalFailed: {
    id: 'auth.form.totpRetrievalFailed',
    defaultMessage:
      'We could not retrieve your authenticator information. Please choose a different method or try again.',
  },
  newPasswordSet: {
    id: 'auth.form.newPasswordSet',
    defaultMessage: 'Your new password has been set.',
  },
  loggedIn: { id: 'auth.form.loggedIn', defaultMessage: "You're logged in!" },
  notRedirected: {
    id: 'auth.form.notRedirected',
    defaultMessage: "If you aren't redirected, click the button below to continue.",
  },
  logout: { id: 'auth.form.logout', defaultMessage: 'Log out' },
});
