/**
 * The flow's screens a visitor reaches only after a choice or a step (SPEC §2.5): they load apart
 * from the sign-in page (./later.tsx), which shows the factor picker or the password form first.
 */
export { BackupCodesScreen } from './backup-codes-screen';
export { CodeEntryScreen } from './code-entry-screen';
export { DoneScreen } from './done-screen';
export { EmailFormScreen } from './email-form-screen';
export { EmailSentScreen } from './email-sent-screen';
export { ResetLinkDeadScreen } from './reset-link-dead-screen';
export { SetNewPasswordScreen } from './set-new-password-screen';
export { SmsFormScreen } from './sms-form-screen';
export { TotpScreen } from './totp-screen';
export { TotpSetupErrorScreen } from './totp-setup-error-screen';
export { TotpSetupScreen } from './totp-setup-screen';
