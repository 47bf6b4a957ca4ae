/** An effect's answer: the step that follows its success or its failure. */
import type { Effect, EffectResult, FlowError, FlowState } from './types';
import { backFrom } from './back';
import { noLink } from './link-query';
import { beginFlow, beginSecondFactor } from './stages';
import { at, completionOutcome, done, unhandled, withEffect } from './state';

/** A sign-on answer: second factor, or finished. */
function afterSignOn(state: FlowState, result: EffectResult, verified = false): FlowState {
  if (result.kind === 'secondFactor') return beginSecondFactor(state, result.secondFactors);
  if (result.kind === 'held') {
    // Signed in once the person continues (a reset: they read that the password is set first).
    return at(
      { ...state, error: null },
      { name: 'done', outcome: completionOutcome(state), response: result.response },
    );
  }
  if (result.kind === 'signedIn') {
    return done(state, completionOutcome(state, verified && state.stage === 'first'));
  }
  return at(state, { name: 'error', error: unhandled });
}

export function onSucceeded(state: FlowState, effect: Effect, result: EffectResult): FlowState {
  const step = state.step;
  const settled: FlowState = { ...state, busy: false, effect: null };
  switch (effect.kind) {
    case 'loadFlow':
      return result.kind === 'flow' ? beginFlow(settled, result.firstFactors) : settled;
    case 'checkResetLink':
      if (result.kind !== 'resetLink') return settled;
      if (result.verdict === 'usable') {
        return at(settled, { name: 'setNewPassword', requireExisting: false });
      }
      return at(
        settled,
        { name: 'resetLinkDead', reason: result.verdict },
        { query: noLink(state.query) },
      );
    case 'verifyCode':
      return afterSignOn(settled, result, true);
    case 'loginPassword':
    case 'signup':
    case 'loginTotp':
    case 'completeResponse':
    case 'resetPassword':
      return afterSignOn(settled, result);
    case 'loginLink':
      return afterSignOn({ ...settled, query: noLink(state.query) }, result, true);
    case 'sendLink':
      if (effect.resend) return { ...settled, notice: 'emailResent' };
      return at(settled, { name: 'emailLinkSent', email: effect.email });
    case 'sendResetLink':
      if (effect.resend) return { ...settled, notice: 'emailResent' };
      return at(settled, { name: 'resetLinkSent', email: effect.email });
    case 'sendCode': {
      if (effect.resend) {
        return { ...settled, notice: effect.channel === 'email' ? 'emailResent' : 'codeResent' };
      }
      const to = effect.channel === 'sms' ? (effect.phoneNumber ?? '') : (effect.email ?? '');
      return at(settled, { name: 'codeEntry', channel: effect.channel, to });
    }
    case 'getTotp':
      if (result.kind !== 'totp' || step.name !== 'totpSetup') return settled;
      return at(settled, {
        name: 'totpSetup',
        qrCode: result.qrCode,
        secret: result.secret,
        backupCodes: result.backupCodes,
      });
    case 'confirmTotp':
      if (result.kind !== 'response' || step.name !== 'totpSetup') return settled;
      return at(settled, {
        name: 'backupCodes',
        backupCodes: step.backupCodes,
        response: result.response,
      });
    case 'updatePassword':
      return done(settled, 'passwordReset');
    case 'refreshAndRedirect':
      return done(settled, 'welcome');
    case 'sso':
    case 'resetSecondFactor':
    case 'redirect':
      return settled;
  }
}

export function onFailed(state: FlowState, effect: Effect, error: FlowError): FlowState {
  const settled: FlowState = { ...state, busy: false, effect: null, error };
  switch (effect.kind) {
    case 'loadFlow':
      return at(settled, { name: 'error', error: { kind: 'code', code: 'missingFlowServer' } });
    case 'checkResetLink':
      // The check could not run (its code did not load): the provider judges the link instead.
      return at({ ...settled, error: null }, { name: 'setNewPassword', requireExisting: false });
    case 'resetPassword':
      // The provider refused the link itself: it is dead, and the way on is a new one.
      if (!error.linkRefused) return settled;
      return at(
        settled,
        { name: 'resetLinkDead', reason: 'refused', error },
        { query: noLink(state.query), error: null },
      );
    case 'getTotp':
      return at(settled, { name: 'totpSetupError' });
    case 'loginLink': {
      // SPEC §4 step 6: signed in already, refresh; else show the error, mark the link used up
      // and go back to the first factor (loading the flow when it is not there yet).
      const used: FlowState = { ...settled, query: noLink(state.query) };
      if (state.loggedIn) {
        return state.config.redirectOnLoad
          ? withEffect(used, { name: 'redirecting' }, { kind: 'refreshAndRedirect' })
          : at(used, { name: 'done', outcome: 'welcome' }, { error: null });
      }
      if (state.firstFactors.length === 0 && !state.config.flow) {
        return withEffect(used, { name: 'loading' }, { kind: 'loadFlow' });
      }
      return { ...beginFlow(used, state.config.flow?.firstFactors ?? state.firstFactors), error };
    }
    case 'refreshAndRedirect':
      return at(settled, { name: 'done', outcome: 'welcome' }, { error: null });
    case 'completeResponse':
      return at(settled, { name: 'error', error });
    case 'sendCode':
      // A code sent straight to a configured second factor failed: back to the choice.
      if (!effect.resend && state.step.name === 'codeEntry') {
        const back = backFrom({ ...settled, busy: false });
        return back ? { ...back, error } : settled;
      }
      return settled;
    default:
      return settled;
  }
}
