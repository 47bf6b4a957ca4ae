/**
 * The auth form flow as a pure transition function (SPEC §4 "Auth form flow" and "Per factor";
 * DESIGN §3.3): `transition(state, event) → state`. No React, no I/O: a state that needs I/O
 * carries an `effect`, which `use-auth-flow` runs and answers with `succeeded` or `failed`.
 * An event a step does not expect returns the same state object.
 */
import type { Factor } from '@generated/provider/model';
import type {
  CodeChannel,
  DoneOutcome,
  Effect,
  EffectResult,
  FlowConfig,
  FlowError,
  FlowEvent,
  FlowState,
  FormValues,
  LinkQuery,
  SsoProvider,
  Step,
  Submission,
} from './types';
import { SSO_PROVIDERS } from './types';
import { looksLikeEmail } from '../forms/looks-like-email';
import { passwordsDiffer } from '../forms/password-match';

export function isSso(factor: Factor): factor is Factor & { strategy: SsoProvider } {
  return (SSO_PROVIDERS as readonly string[]).includes(factor.strategy);
}

export function sameFactor(a: Factor, b: Factor): boolean {
  return a.strategy === b.strategy && a.channel === b.channel;
}

const hasLinkCredentials = (query: LinkQuery) =>
  query.isValid && Boolean(query.token) && Boolean(query.uuid);

/** The factors a page offers: the one-time-code pages narrow them. */
function offeredFirstFactors(config: FlowConfig, factors: Factor[]): Factor[] {
  return factors.filter((f) => !config.strategies || config.strategies.includes(f.strategy));
}

function withEffect(state: FlowState, step: Step, effect: Effect, busy = true): FlowState {
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
function keepTyped(state: FlowState, typed: FormValues | undefined): FlowState {
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

function at(state: FlowState, step: Step, patch: Partial<FlowState> = {}): FlowState {
  return { ...state, step, busy: false, effect: null, notice: null, ...patch };
}

function done(state: FlowState, outcome: DoneOutcome): FlowState {
  return withEffect(
    { ...state, error: null, notice: null, loggedIn: true },
    { name: 'done', outcome },
    { kind: 'redirect' },
    false,
  );
}

function completionOutcome(state: FlowState, verified = false): DoneOutcome {
  if (state.config.type === 'signup') return 'signedUp';
  if (state.config.type === 'reset') return 'passwordReset';
  return verified ? 'verified' : 'loggedIn';
}

const unhandled: FlowError = { kind: 'code', code: 'unhandled' };

/** Email or SMS code: its form, or, for a configured second factor, straight to sending. */
function codeFactor(state: FlowState, channel: CodeChannel): FlowState {
  // A configured second factor already knows where to send: send at once.
  if (state.stage === 'second' && state.action === 'use') {
    return withEffect(state, { name: 'codeEntry', channel, to: '' }, { kind: 'sendCode', channel });
  }
  return at(state, { name: channel === 'sms' ? 'smsCode' : 'emailCode' });
}

/** SPEC §4 "Per factor": the screen a chosen factor starts on. */
function goToFactor(state: FlowState, factor: Factor): FlowState {
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

function loginLinkEffect(query: LinkQuery): Effect {
  return {
    kind: 'loginLink',
    token: query.token!,
    uuid: query.uuid!,
    ...(query.linkType ? { linkType: query.linkType } : {}),
  };
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

export interface StartFacts {
  loggedIn: boolean;
  query: LinkQuery;
}

/** SPEC §4 steps 1-4: the state a form starts in. */
export function initialFlowState(config: FlowConfig, facts: StartFacts): FlowState {
  const state: FlowState = {
    config,
    step: { name: 'loading' },
    stage: 'first',
    firstFactors: [],
    secondFactors: [],
    action: config.type === 'login' ? 'use' : 'setup',
    loggedIn: facts.loggedIn,
    query: facts.query,
    values: {},
    error: null,
    notice: null,
    busy: false,
    effect: null,
    effectId: 0,
  };
  const fetchFlow = config.shouldFetchFlow ?? true;
  if (typeof config.tenantId !== 'string' || config.tenantId.trim() === '') {
    return at(state, {
      name: 'error',
      error: { kind: 'code', code: fetchFlow ? 'missingFlowServer' : 'missingFlowLocal' },
    });
  }
  if (config.type === 'reset') {
    return facts.loggedIn || hasLinkCredentials(facts.query)
      ? at(state, {
          name: 'setNewPassword',
          requireExisting: facts.loggedIn && !hasLinkCredentials(facts.query),
        })
      : at(state, { name: 'resetRequest' });
  }
  if (facts.loggedIn) {
    if (hasLinkCredentials(facts.query)) {
      return withEffect(state, { name: 'loading' }, loginLinkEffect(facts.query));
    }
    return config.redirectOnLoad
      ? withEffect(state, { name: 'redirecting' }, { kind: 'refreshAndRedirect' })
      : at(state, { name: 'done', outcome: 'welcome' });
  }
  if (config.flow) return beginFlow(state, config.flow.firstFactors);
  if (!fetchFlow) {
    return at(state, { name: 'error', error: { kind: 'code', code: 'missingFlowLocal' } });
  }
  return withEffect(state, { name: 'loading' }, { kind: 'loadFlow' });
}

/** Where Back goes from here, or undefined when there is no way back (SPEC §4 step 8). */
function backFrom(state: FlowState): FlowState | undefined {
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

const noLink = (query: LinkQuery): LinkQuery => ({ ...query, isValid: false });

export function canGoBack(state: FlowState): boolean {
  return !state.busy && backFrom(state) !== undefined;
}

function onSubmit(state: FlowState, submission: Submission): FlowState {
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

/** A sign-on answer: second factor, or finished. */
function afterSignOn(state: FlowState, result: EffectResult, verified = false): FlowState {
  if (result.kind === 'secondFactor') return beginSecondFactor(state, result.secondFactors);
  if (result.kind === 'signedIn') {
    return done(state, completionOutcome(state, verified && state.stage === 'first'));
  }
  return at(state, { name: 'error', error: unhandled });
}

function onSucceeded(state: FlowState, effect: Effect, result: EffectResult): FlowState {
  const step = state.step;
  const settled: FlowState = { ...state, busy: false, effect: null };
  switch (effect.kind) {
    case 'loadFlow':
      return result.kind === 'flow' ? beginFlow(settled, result.firstFactors) : settled;
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

function onFailed(state: FlowState, effect: Effect, error: FlowError): FlowState {
  const settled: FlowState = { ...state, busy: false, effect: null, error };
  switch (effect.kind) {
    case 'loadFlow':
      return at(settled, { name: 'error', error: { kind: 'code', code: 'missingFlowServer' } });
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

export function transition(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'succeeded':
    case 'failed': {
      if (!state.effect || event.effectId !== state.effectId) return state;
      return event.type === 'succeeded'
        ? onSucceeded(state, state.effect, event.result)
        : onFailed(state, state.effect, event.error);
    }
    default:
      break;
  }
  if (state.busy) return state;
  const step = state.step;
  switch (event.type) {
    case 'submit':
      return onSubmit(state, event);
    case 'selectFactor': {
      if (step.name !== 'selectFactor') return state;
      const offered = state.stage === 'second' ? state.secondFactors : state.firstFactors;
      const factor = offered.find((f) => sameFactor(f, event.factor));
      return factor ? goToFactor(keepTyped(state, event.values), factor) : state;
    }
    case 'useBackupCode':
      if (step.name !== 'totp' || step.useBackupCode === event.value) return state;
      return at(
        keepTyped(state, event.values),
        { name: 'totp', useBackupCode: event.value },
        { error: null },
      );
    case 'retry':
      if (step.name !== 'totpSetupError') return state;
      return withEffect(
        { ...state, error: null },
        { name: 'totpSetup', qrCode: null, secret: '', backupCodes: [] },
        { kind: 'getTotp' },
      );
    case 'finish':
      if (step.name !== 'backupCodes') return state;
      return withEffect({ ...state, error: null }, step, {
        kind: 'completeResponse',
        response: step.response,
      });
    case 'resend': {
      const email = state.values.email;
      if (step.name === 'emailLinkSent') {
        return withEffect({ ...state, notice: null, error: null }, step, {
          kind: 'sendLink',
          email: step.email,
          signup: state.config.type === 'signup',
          resend: true,
        });
      }
      if (step.name === 'resetLinkSent') {
        return withEffect({ ...state, notice: null, error: null }, step, {
          kind: 'sendResetLink',
          email: step.email,
          resend: true,
        });
      }
      if (step.name === 'codeEntry') {
        const address =
          state.stage === 'second' && state.action === 'use'
            ? {}
            : step.channel === 'sms'
              ? { phoneNumber: step.to }
              : { email: step.to || email };
        return withEffect({ ...state, notice: null, error: null }, step, {
          kind: 'sendCode',
          channel: step.channel,
          ...address,
          resend: true,
        });
      }
      return state;
    }
    case 'back': {
      const back = backFrom(state);
      return back ? keepTyped(back, event.values) : state;
    }
  }
}
