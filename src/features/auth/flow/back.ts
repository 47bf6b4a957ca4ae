/** Back (SPEC §4 step 8): where it goes from each step, and leaving the second-factor stage. */
import type { FlowState } from './types';
import { noLink } from './link-query';
import { beginFlow, isSso } from './stages';
import { at, withEffect } from './state';

/** Where Back goes from here, or undefined when there is no way back (SPEC §4 step 8). */
export function backFrom(state: FlowState): FlowState | undefined {
  const step = state.step;
  const factors = state.stage === 'second' ? state.secondFactors : state.firstFactors;
  const toSelection = () => {
    if (factors.length > 1 || (factors.length === 1 && isSso(factors[0]!))) {
      return at(state, { name: 'selectFactor' }, { error: null });
    }
    return state.stage === 'second' ? leaveSecondStage(state) : undefined;
  };
  switch (step.name) {
    case 'password':
    case 'emailLink':
    case 'emailCode':
    case 'smsCode':
    case 'totp':
    case 'totpSetup':
    case 'totpSetupError':
      return toSelection();
    case 'emailLinkSent':
      return at(state, { name: 'emailLink' }, { error: null });
    case 'codeEntry':
      // A code sent straight to a configured second factor has no form of its own.
      if (state.stage === 'second' && state.action === 'use') return toSelection();
      return at(state, { name: step.channel === 'sms' ? 'smsCode' : 'emailCode' }, { error: null });
    case 'resetLinkSent':
      return at(state, { name: 'resetRequest' }, { error: null });
    case 'selectFactor':
      return state.stage === 'second' ? leaveSecondStage(state) : undefined;
    default:
      return undefined;
  }
}

/**
 * Back out of the second factor: the first-factor token is dropped and the person starts over.
 * Not after a sign-up (the account exists by then, so the sign-up form would only refuse it) nor
 * after a reset (the link is used up).
 */
function leaveSecondStage(state: FlowState): FlowState | undefined {
  // After a sign-up or a password reset there is no first factor to go back to.
  if (state.config.type !== 'login' || state.firstFactors.length === 0) return undefined;
  const first = beginFlow(
    { ...state, stage: 'first', secondFactors: [], error: null, query: noLink(state.query) },
    state.firstFactors,
  );
  if (first.effect) return first;
  return withEffect(first, first.step, { kind: 'resetSecondFactor' }, false);
}

export function canGoBack(state: FlowState): boolean {
  return !state.busy && backFrom(state) !== undefined;
}
