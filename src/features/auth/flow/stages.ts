/**
 * The factor stages (SPEC §4 steps 5 and 7, "Per factor"): the factors offered, beginning the
 * first and the second stage, and the screen a chosen factor starts on.
 */
import type { Factor } from '@generated/provider/model';
import type { CodeChannel, FlowConfig, FlowState, SsoProvider } from './types';
import { SSO_PROVIDERS } from './types';
import { hasLinkCredentials, loginLinkEffect } from './link-query';
import { at, completionOutcome, done, unhandled, withEffect } from './state';

export function isSso(factor: Factor): factor is Factor & { strategy: SsoProvider } {
  return (SSO_PROVIDERS as readonly string[]).includes(factor.strategy);
}

export function sameFactor(a: Factor, b: Factor): boolean {
  return a.strategy === b.strategy && a.channel === b.channel;
}

/** The factors a page offers: the one-time-code pages narrow them. */
function offeredFirstFactors(config: FlowConfig, factors: Factor[]): Factor[] {
  return factors.filter((f) => !config.strategies || config.strategies.includes(f.strategy));
}

/** Email or SMS code: its form, or, for a configured second factor, straight to sending. */
function codeFactor(state: FlowState, channel: CodeChannel): FlowState {
  // A configured second factor already knows where to send: send at once.
  if (state.stage === 'second' && state.action === 'use') {
    return withEffect(state, { name: 'codeEntry', channel, to: '' }, { kind: 'sendCode', channel });
  }
  return at(state, { name: channel === 'sms' ? 'smsCode' : 'emailCode' });
}

/** SPEC §4 "Per factor": the screen a chosen factor starts on. */
export function goToFactor(state: FlowState, factor: Factor): FlowState {
  const base = { ...state, error: null, notice: null };
  if (isSso(factor)) {
    // Not busy: a person who comes back from the provider (back button, page cache) can choose again.
    return withEffect(base, state.step, { kind: 'sso', provider: factor.strategy }, false);
  }
  const second = state.stage === 'second';
  switch (`${factor.channel}/${factor.strategy}`) {
    case 'email/password':
      return second
        ? at(base, { name: 'error', error: unhandled })
        : at(base, { name: 'password' });
    case 'email/link':
      return at(base, { name: 'emailLink' });
    case 'email/verificationCode':
      return codeFactor(base, 'email');
    case 'sms/verificationCode':
      return codeFactor(base, 'sms');
    case 'authenticator/totp': {
      const setup = second ? state.action === 'setup' : state.config.type === 'signup';
      return setup
        ? withEffect(
            base,
            { name: 'totpSetup', qrCode: null, secret: '', backupCodes: [] },
            { kind: 'getTotp' },
          )
        : at(base, { name: 'totp', useBackupCode: false });
    }
    default:
      return at(base, { name: 'error', error: unhandled });
  }
}

/** SPEC §4 step 5: begin the first-factor stage. */
export function beginFlow(state: FlowState, firstFactors: Factor[]): FlowState {
  const offered = offeredFirstFactors(state.config, firstFactors);
  const next: FlowState = {
    ...state,
    firstFactors: offered,
    stage: 'first',
    secondFactors: [],
  };
  if (hasLinkCredentials(state.query) && state.config.type !== 'reset') {
    return withEffect(next, { name: 'loading' }, loginLinkEffect(state.query));
  }
  if (offered.length === 0) return at(next, { name: 'disabled' });
  if (offered.length > 1 || isSso(offered[0]!)) return at(next, { name: 'selectFactor' });
  return goToFactor(next, offered[0]!);
}

/** SPEC §4 step 7: the second-factor stage. */
export function beginSecondFactor(state: FlowState, offered: Factor[]): FlowState {
  if (state.loggedIn) return done(state, completionOutcome(state));
  const configured = offered.filter((f) => f.isConfiguredByUser);
  const secondFactors = configured.length > 0 ? configured : offered;
  const next: FlowState = {
    ...state,
    stage: 'second',
    secondFactors,
    action: configured.length > 0 ? 'use' : 'setup',
    error: null,
  };
  if (secondFactors.length === 0) return at(next, { name: 'error', error: unhandled });
  if (secondFactors.length > 1 || isSso(secondFactors[0]!)) {
    return at(next, { name: 'selectFactor' });
  }
  return goToFactor(next, secondFactors[0]!);
}
