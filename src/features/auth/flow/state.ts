/**
 * What every transition is made of: moving to a step, asking for an effect, finishing, and keeping
 * what the person typed for the next form.
 */
import type { DoneOutcome, Effect, FlowError, FlowState, FormValues, Step } from './types';
import { looksLikeEmail } from '../forms/looks-like-email';

export function withEffect(state: FlowState, step: Step, effect: Effect, busy = true): FlowState {
  return { ...state, step, effect, busy, effectId: state.effectId + 1 };
}

/**
 * The fields a person types once and expects to find again on the next form: who they are. Not
 * passwords (never put back into a field) nor one-time codes (a new one is needed by then).
 */
const KEPT_ON_THE_WAY: ReadonlyArray<keyof FormValues> = [
  'emailOrUsername',
  'email',
  'username',
  'phoneNumber',
];

/** The state with what the form on screen held, unsubmitted, kept for the next form. */
export function keepTyped(state: FlowState, typed: FormValues | undefined): FlowState {
  if (!typed) return state;
  const values = { ...state.values };
  for (const name of KEPT_ON_THE_WAY) {
    const value = typed[name];
    if (typeof value === 'string') values[name] = value;
  }
  // One person, one address: an email typed in one form is what the next form starts with.
  if (typeof typed.email === 'string') values.emailOrUsername = typed.email;
  const identifier = typed.emailOrUsername?.trim();
  if (identifier && looksLikeEmail(identifier)) values.email = identifier;
  return { ...state, values };
}

export function at(state: FlowState, step: Step, patch: Partial<FlowState> = {}): FlowState {
  return { ...state, step, busy: false, effect: null, notice: null, ...patch };
}

export function done(state: FlowState, outcome: DoneOutcome): FlowState {
  const finished: FlowState = { ...state, error: null, notice: null, loggedIn: true };
  // A new password is said to be set, and the person continues when they have read it (SPEC §2.5).
  if (outcome === 'passwordReset') return at(finished, { name: 'done', outcome });
  return withEffect(finished, { name: 'done', outcome }, { kind: 'redirect' }, false);
}

export function completionOutcome(state: FlowState, verified = false): DoneOutcome {
  if (state.config.type === 'signup') return 'signedUp';
  if (state.config.type === 'reset') return 'passwordReset';
  return verified ? 'verified' : 'loggedIn';
}

export const unhandled: FlowError = { kind: 'code', code: 'unhandled' };
