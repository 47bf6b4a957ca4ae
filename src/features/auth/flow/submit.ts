/** A form submitted: the effect it asks for at the current step, or a problem found before sending. */
import type { CodeChannel, Effect, FlowState, FormValues, Submission } from './types';
import { passwordsDiffer } from '../forms/password-match';
import { hasLinkCredentials } from './link-query';
import { withEffect } from './state';

export function onSubmit(state: FlowState, submission: Submission): FlowState {
  const step = state.step;
  const values: FormValues = { ...state.values, ...submission.values };
  const next: FlowState = { ...state, values, error: null, notice: null };
  const send = (effect: Effect) => withEffect(next, step, effect);
  const passwordFormShown =
    step.name === 'password' ||
    (step.name === 'selectFactor' &&
      state.stage === 'first' &&
      state.firstFactors.some((f) => f.strategy === 'password'));

  switch (submission.form) {
    case 'login':
      if (!passwordFormShown || state.config.type !== 'login') return state;
      return send({ kind: 'loginPassword', ...submission.values });
    case 'signup': {
      if (!passwordFormShown || state.config.type !== 'signup') return state;
      const { email, password, confirmPassword, username } = submission.values;
      if (passwordsDiffer(password, confirmPassword)) {
        return { ...next, error: { kind: 'code', code: 'passwordMismatch' } };
      }
      return send({ kind: 'signup', email, password, ...(username ? { username } : {}) });
    }
    case 'email': {
      const { email } = submission.values;
      if (step.name === 'emailLink') {
        return send({ kind: 'sendLink', email, signup: state.config.type === 'signup' });
      }
      if (step.name === 'emailCode') return send({ kind: 'sendCode', channel: 'email', email });
      if (step.name === 'resetRequest') return send({ kind: 'sendResetLink', email });
      return state;
    }
    case 'phone':
      if (step.name !== 'smsCode') return state;
      return send({ kind: 'sendCode', channel: 'sms', phoneNumber: submission.values.phoneNumber });
    case 'code': {
      if (step.name !== 'codeEntry') return state;
      const address = codeAddress(step.channel, values, state);
      return send({
        kind: 'verifyCode',
        channel: step.channel,
        verificationCode: submission.values.verificationCode,
        ...address,
      });
    }
    case 'totp': {
      if (step.name === 'totp') {
        const { totpCode, backupCode, emailOrUsername } = submission.values;
        const code = step.useBackupCode ? { backupCode } : { totpCode };
        if (!code.backupCode && !code.totpCode) return state;
        return send({
          kind: 'loginTotp',
          ...code,
          ...(state.stage === 'first' && emailOrUsername ? { emailOrUsername } : {}),
        });
      }
      if (step.name === 'totpSetup' && step.qrCode !== null && submission.values.totpCode) {
        return send({ kind: 'confirmTotp', totpCode: submission.values.totpCode });
      }
      return state;
    }
    case 'newPassword': {
      if (step.name !== 'setNewPassword') return state;
      const { password, confirmPassword, existingPassword } = submission.values;
      if (passwordsDiffer(password, confirmPassword, state.action)) {
        return { ...next, error: { kind: 'code', code: 'passwordMismatch' } };
      }
      if (hasLinkCredentials(state.query)) {
        return send({
          kind: 'resetPassword',
          token: state.query.token!,
          uuid: state.query.uuid!,
          password,
        });
      }
      if (!state.loggedIn) {
        return { ...next, error: { kind: 'code', code: 'missingTokenOrUuid' } };
      }
      return send({
        kind: 'updatePassword',
        password,
        ...(step.requireExisting && existingPassword ? { existingPassword } : {}),
      });
    }
  }
}

/** A code is verified against the address it was sent to (none for a configured second factor). */
function codeAddress(
  channel: CodeChannel,
  values: FormValues,
  state: FlowState,
): { email?: string; phoneNumber?: string } {
  if (state.stage === 'second' && state.action === 'use') return {};
  if (channel === 'sms') return values.phoneNumber ? { phoneNumber: values.phoneNumber } : {};
  return values.email ? { email: values.email } : {};
}
