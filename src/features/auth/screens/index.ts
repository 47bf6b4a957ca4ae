import type { ComponentType } from 'react';
import type { StepName } from '../flow/types';
import { BackupCodesScreen } from './backup-codes-screen';
import { CodeEntryScreen } from './code-entry-screen';
import { DoneScreen } from './done-screen';
import { EmailFormScreen } from './email-form-screen';
import { EmailSentScreen } from './email-sent-screen';
import { FactorPicker } from './factor-picker';
import { PasswordScreen } from './password-screen';
import { SetNewPasswordScreen } from './set-new-password-screen';
import { SmsFormScreen } from './sms-form-screen';
import { DisabledScreen, ErrorScreen, LoadingScreen, RedirectingScreen } from './status-screens';
import { TotpScreen } from './totp-screen';
import { TotpSetupErrorScreen } from './totp-setup-error-screen';
import { TotpSetupScreen } from './totp-setup-screen';

/** One screen per step (DESIGN §3.3): a step without a screen fails the typecheck. */
export const SCREENS: Record<StepName, ComponentType> = {
  loading: LoadingScreen,
  selectFactor: FactorPicker,
  password: PasswordScreen,
  emailLink: EmailFormScreen,
  emailLinkSent: EmailSentScreen,
  emailCode: EmailFormScreen,
  smsCode: SmsFormScreen,
  codeEntry: CodeEntryScreen,
  totp: TotpScreen,
  totpSetup: TotpSetupScreen,
  totpSetupError: TotpSetupErrorScreen,
  backupCodes: BackupCodesScreen,
  resetRequest: EmailFormScreen,
  resetLinkSent: EmailSentScreen,
  setNewPassword: SetNewPasswordScreen,
  done: DoneScreen,
  redirecting: RedirectingScreen,
  disabled: DisabledScreen,
  error: ErrorScreen,
};
