import type { ComponentType } from 'react';
import type { StepName } from '../flow/types';
import { FactorPicker } from './factor-picker';
import { laterScreen } from './later';
import { PasswordScreen } from './password-screen';
import { DisabledScreen, ErrorScreen, LoadingScreen, RedirectingScreen } from './status-screens';

const EmailFormScreen = laterScreen('EmailFormScreen');
const EmailSentScreen = laterScreen('EmailSentScreen');

/**
 * One screen per step (DESIGN §3.3): a step without a screen fails the typecheck. The first
 * screens of the sign-in page are here; the others load apart (./later.tsx).
 */
export const SCREENS: Record<StepName, ComponentType> = {
  loading: LoadingScreen,
  selectFactor: FactorPicker,
  password: PasswordScreen,
  emailLink: EmailFormScreen,
  emailLinkSent: EmailSentScreen,
  emailCode: EmailFormScreen,
  smsCode: laterScreen('SmsFormScreen'),
  codeEntry: laterScreen('CodeEntryScreen'),
  totp: laterScreen('TotpScreen'),
  totpSetup: laterScreen('TotpSetupScreen'),
  totpSetupError: laterScreen('TotpSetupErrorScreen'),
  backupCodes: laterScreen('BackupCodesScreen'),
  resetRequest: EmailFormScreen,
  resetLinkSent: EmailSentScreen,
  setNewPassword: laterScreen('SetNewPasswordScreen'),
  resetLinkDead: laterScreen('ResetLinkDeadScreen'),
  done: laterScreen('DoneScreen'),
  redirecting: RedirectingScreen,
  disabled: DisabledScreen,
  error: ErrorScreen,
};
