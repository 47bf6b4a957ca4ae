/** @jest-environment node */
import type { Factor, SignOnResponse } from '@generated/provider/model';
import {
  beginFlow,
  beginSecondFactor,
  canGoBack,
  initialFlowState,
  transition,
} from '@/features/auth/flow/machine';
import type {
  DoneOutcome,
  Effect,
  EffectResult,
  FlowConfig,
  FlowError,
  FlowEvent,
  FlowState,
  FlowType,
  LinkQuery,
  Step,
} from '@/features/auth/flow/types';
import { contractSchema } from '@tests/utils/openapi';

// --- Factors -------------------------------------------------------------------------------

const password: Factor = { strategy: 'password', channel: 'email' };
const link: Factor = { strategy: 'link', channel: 'email' };
const emailCode: Factor = { strategy: 'verificationCode', channel: 'email' };
const smsCode: Factor = { strategy: 'verificationCode', channel: 'sms' };
const totp: Factor = { strategy: 'totp', channel: 'authenticator' };
const google: Factor = { strategy: 'google', channel: 'email' };
const github: Factor = { strategy: 'github', channel: 'email' };
const configured = (factor: Factor): Factor => ({ ...factor, isConfiguredByUser: true });
/** Every first factor the picker can show. */
const allFirst = [password, link, emailCode, smsCode, totp, google];

// --- Start facts and configs ---------------------------------------------------------------

const noLink: LinkQuery = { isValid: false };
const linkQuery: LinkQuery = { token: 'tok-1', uuid: 'uuid-1', linkType: 'login', isValid: true };

interface Facts {
  loggedIn?: boolean;
  query?: LinkQuery;
}

function start(config: Partial<FlowConfig> = {}, facts: Facts = {}): FlowState {
  return initialFlowState(
    { type: 'login', tenantId: 'tenant-1', ...config },
    { loggedIn: facts.loggedIn ?? false, query: facts.query ?? noLink },
  );
}

/** A form given its flow locally. */
const local = (type: FlowType, factors: Factor[], facts: Facts = {}) =>
  start({ type, flow: { firstFactors: factors } }, facts);
/** A form that fetches its flow, answered with `factors`. */
const fetched = (type: FlowType, factors: Factor[], facts: Facts = {}) =>
  run(start({ type }, facts), ok({ kind: 'flow', firstFactors: factors }));
const login = (...factors: Factor[]) => local('login', factors);
const signup = (...factors: Factor[]) => local('signup', factors);

// --- Events and effect answers -------------------------------------------------------------

type Input = FlowEvent | ((state: FlowState) => FlowState);

/** Feeds events (or effect answers) one after another. */
function run(state: FlowState, ...inputs: Input[]): FlowState {
  return inputs.reduce<FlowState>(
    (s, input) => (typeof input === 'function' ? input(s) : transition(s, input)),
    state,
  );
}

function currentEffect(state: FlowState): Effect {
  if (!state.effect) throw new Error(`fixture: nothing to answer at step ${state.step.name}`);
  return state.effect;
}

/** Answers the effect the state is waiting on. */
const ok =
  (result: EffectResult) =>
  (state: FlowState): FlowState => {
    currentEffect(state);
    return transition(state, { type: 'succeeded', effectId: state.effectId, result });
  };
const ko =
  (error: FlowError = serverError) =>
  (state: FlowState): FlowState => {
    currentEffect(state);
    return transition(state, { type: 'failed', effectId: state.effectId, error });
  };

const serverError: FlowError = { kind: 'text', text: 'Incorrect email or password' };
const signedIn: EffectResult = { kind: 'signedIn' };
const sent: EffectResult = { kind: 'sent' };
const mfa = (...secondFactors: Factor[]): EffectResult => ({ kind: 'secondFactor', secondFactors });
const totpInfo: EffectResult = {
  kind: 'totp',
  qrCode: 'data:image/png;base64,UVI=',
  secret: 'JBSWY3DPEHPK3PXP',
  backupCodes: ['aaaa-1111', 'bbbb-2222'],
};
const setupResponse: SignOnResponse = {
  message: 'PKCE required',
  authorizationCode: 'code-1',
  redirectTo: 'my-app:/login',
};

const ev = {
  login: (emailOrUsername = 'ana', pw = 'correct-horse-1'): FlowEvent => ({
    type: 'submit',
    form: 'login',
    values: { emailOrUsername, password: pw },
  }),
  signup: (values: {
    email: string;
    password: string;
    confirmPassword?: string;
    username?: string;
  }): FlowEvent => ({ type: 'submit', form: 'signup', values }),
  email: (email = 'ana@example.com'): FlowEvent => ({
    type: 'submit',
    form: 'email',
    values: { email },
  }),
  phone: (phoneNumber = '+15555550100'): FlowEvent => ({
    type: 'submit',
    form: 'phone',
    values: { phoneNumber },
  }),
  code: (verificationCode = '424242'): FlowEvent => ({
    type: 'submit',
    form: 'code',
    values: { verificationCode },
  }),
  totp: (values: {
    totpCode?: string;
    backupCode?: string;
    emailOrUsername?: string;
  }): FlowEvent => ({
    type: 'submit',
    form: 'totp',
    values,
  }),
  newPassword: (values: {
    password: string;
    confirmPassword: string;
    existingPassword?: string;
  }): FlowEvent => ({ type: 'submit', form: 'newPassword', values }),
  select: (factor: Factor): FlowEvent => ({ type: 'selectFactor', factor }),
  useBackupCode: (value: boolean): FlowEvent => ({ type: 'useBackupCode', value }),
  back: { type: 'back' } as FlowEvent,
  resend: { type: 'resend' } as FlowEvent,
  retry: { type: 'retry' } as FlowEvent,
  finish: { type: 'finish' } as FlowEvent,
};

/** A reset link in the address, judged usable (docs/decisions/011). */
const usable: EffectResult = { kind: 'resetLink', verdict: 'usable' };
const resetLink = () => run(start({ type: 'reset' }, { query: linkQuery }), ok(usable));

/** 'Your new password has been set.': nothing moves on before the person continues. */
function expectPasswordSet(state: FlowState) {
  expect(state.step).toEqual({ name: 'done', outcome: 'passwordReset' });
  expect(state.effect).toBeNull();
  expect(state.loggedIn).toBe(true);
  expect(state.error).toBeNull();
}

function expectDone(state: FlowState, outcome: DoneOutcome) {
  expect(state.step).toEqual({ name: 'done', outcome });
  expect(state.effect).toEqual({ kind: 'redirect' });
  expect(state.loggedIn).toBe(true);
  expect(state.error).toBeNull();
}

/** The state a person is in after picking `factor` from the full picker. */
const picked = (factor: Factor, type: FlowType = 'login') =>
  run(local(type, allFirst), ev.select(factor));
/** Password accepted, the server asks for a second factor among `factors`. */
const secondStage = (...factors: Factor[]) =>
  run(local('login', [password, link]), ev.select(password), ev.login(), ok(mfa(...factors)));
const totpSetup = () => run(secondStage(totp, smsCode), ev.select(totp));
const totpQr = () => run(totpSetup(), ok(totpInfo));
const backupCodes = () =>
  run(totpQr(), ev.totp({ totpCode: '123456' }), ok({ kind: 'response', response: setupResponse }));
const codeEntry = (channel: 'email' | 'sms') =>
  channel === 'email'
    ? run(picked(emailCode), ev.email(), ok(sent))
    : run(picked(smsCode), ev.phone(), ok(sent));
const emailLinkSent = () => run(picked(link), ev.email(), ok(sent));
const resetRequest = () => start({ type: 'reset' });
const resetLinkSent = () => run(resetRequest(), ev.email(), ok(sent));

// --- SPEC §4 steps 1-4: start ---------------------------------------------------------------

describe('start (SPEC §4 steps 1 and 4)', () => {
  it.each<[string, Partial<FlowConfig>, Step, Effect | null]>([
    [
      'missing tenant id → missing flow from server',
      { tenantId: '' },
      { name: 'error', error: { kind: 'code', code: 'missingFlowServer' } },
      null,
    ],
    [
      'missing tenant id, even with a local flow → missing flow from server',
      { tenantId: '', flow: { firstFactors: [password] } },
      { name: 'error', error: { kind: 'code', code: 'missingFlowServer' } },
      null,
    ],
    [
      'missing tenant id on a reset form → missing flow from server',
      { tenantId: '', type: 'reset' },
      { name: 'error', error: { kind: 'code', code: 'missingFlowServer' } },
      null,
    ],
    [
      'missing tenant id, shouldFetchFlow false → missing flow in local mode',
      { tenantId: '', shouldFetchFlow: false },
      { name: 'error', error: { kind: 'code', code: 'missingFlowLocal' } },
      null,
    ],
    [
      'local flow given → begins it',
      { flow: { firstFactors: [password, link] } },
      { name: 'selectFactor' },
      null,
    ],
    [
      'local flow given, shouldFetchFlow false → begins it',
      { flow: { firstFactors: [password, link] }, shouldFetchFlow: false },
      { name: 'selectFactor' },
      null,
    ],
    ['no flow → placeholder while the flow loads', {}, { name: 'loading' }, { kind: 'loadFlow' }],
    [
      'no flow, shouldFetchFlow true → placeholder while the flow loads',
      { shouldFetchFlow: true },
      { name: 'loading' },
      { kind: 'loadFlow' },
    ],
    [
      'no flow, shouldFetchFlow false → missing flow in local mode',
      { shouldFetchFlow: false },
      { name: 'error', error: { kind: 'code', code: 'missingFlowLocal' } },
      null,
    ],
  ])('%s', (_desc, config, step, effect) => {
    const state = start(config);
    expect(state.step).toEqual(step);
    expect(state.effect).toEqual(effect);
    expect(state.busy).toBe(effect !== null);
  });

  it('loading the flow fails → missing flow from server', () => {
    const state = run(start(), ko({ kind: 'text', text: 'Network down' }));
    expect(state.step).toEqual({
      name: 'error',
      error: { kind: 'code', code: 'missingFlowServer' },
    });
    expect(state.effect).toBeNull();
    expect(state.busy).toBe(false);
  });

  it('the flow loads → the first factors are kept and the flow begins', () => {
    const state = run(start(), ok({ kind: 'flow', firstFactors: [password, link] }));
    expect(state.step).toEqual({ name: 'selectFactor' });
    expect(state.firstFactors).toEqual([password, link]);
    expect(state.busy).toBe(false);
  });
});

// --- SPEC §4 step 2: password reset ---------------------------------------------------------

describe('reset form start (SPEC §4 step 2, §5 existing password)', () => {
  it.each<[string, Facts, Step]>([
    ['logged in → set a new password, current one required', { loggedIn: true }, sp(true)],
    ['neither → request a reset link', {}, { name: 'resetRequest' }],
    [
      'link already used up → request a reset link',
      { query: { ...linkQuery, isValid: false } },
      { name: 'resetRequest' },
    ],
  ])('%s', (_desc, facts, step) => {
    const state = start({ type: 'reset' }, facts);
    expect(state.step).toEqual(step);
    expect(state.effect).toBeNull();
  });

  // docs/decisions/011: a link is judged before anyone types a password for it.
  it.each<[string, Facts, Effect]>([
    [
      'link credentials',
      { query: linkQuery },
      { kind: 'checkResetLink', token: 'tok-1', uuid: 'uuid-1' },
    ],
    [
      'logged in and link credentials',
      { loggedIn: true, query: linkQuery },
      { kind: 'checkResetLink', token: 'tok-1', uuid: 'uuid-1' },
    ],
    [
      'token without uuid',
      { query: { token: 'tok-1', isValid: true } },
      { kind: 'checkResetLink', token: 'tok-1' },
    ],
  ])('%s → the link is checked first', (_desc, facts, effect) => {
    const state = start({ type: 'reset' }, facts);
    expect(state.step).toEqual({ name: 'loading' });
    expect(state.effect).toEqual(effect);
  });

  it.each<[string, Facts, Step]>([
    ['link credentials', { query: linkQuery }, sp(false)],
    [
      'logged in and link credentials (current one not required)',
      { loggedIn: true, query: linkQuery },
      sp(false),
    ],
  ])('a usable link (%s) → set a new password', (_desc, facts, step) => {
    const state = run(start({ type: 'reset' }, facts), ok(usable));
    expect(state.step).toEqual(step);
    expect(state.busy).toBe(false);
  });

  function sp(requireExisting: boolean): Step {
    return { name: 'setNewPassword', requireExisting };
  }

  it('link credentials: submit → resetPassword with the link token and uuid', () => {
    const state = run(
      resetLink(),
      ev.newPassword({ password: 'new-pass-123', confirmPassword: 'new-pass-123' }),
    );
    expect(state.effect).toEqual({
      kind: 'resetPassword',
      token: 'tok-1',
      uuid: 'uuid-1',
      password: 'new-pass-123',
    });
    expect(state.busy).toBe(true);
  });

  it('logged in without a link: submit → updatePassword with the current password', () => {
    const state = run(
      start({ type: 'reset' }, { loggedIn: true }),
      ev.newPassword({
        password: 'new-pass-123',
        confirmPassword: 'new-pass-123',
        existingPassword: 'old-pass-123',
      }),
    );
    expect(state.effect).toEqual({
      kind: 'updatePassword',
      password: 'new-pass-123',
      existingPassword: 'old-pass-123',
    });
  });
});

// --- SPEC §4 step 3: already logged in ------------------------------------------------------

describe.each<FlowType>(['login', 'signup'])('already logged in on %s (SPEC §4 step 3)', (type) => {
  it.each<[string, Partial<FlowConfig>, LinkQuery, Step, Effect | null]>([
    [
      'link params → link login',
      {},
      linkQuery,
      { name: 'loading' },
      { kind: 'loginLink', token: 'tok-1', uuid: 'uuid-1', linkType: 'login' },
    ],
    [
      'redirect on load → refresh and redirect',
      { redirectOnLoad: true },
      noLink,
      { name: 'redirecting' },
      { kind: 'refreshAndRedirect' },
    ],
    ['otherwise → Welcome', {}, noLink, { name: 'done', outcome: 'welcome' }, null],
    [
      'otherwise, even with a local flow → Welcome',
      { flow: { firstFactors: [password] } },
      noLink,
      { name: 'done', outcome: 'welcome' },
      null,
    ],
  ])('%s', (_desc, config, query, step, effect) => {
    const state = start({ type, ...config }, { loggedIn: true, query });
    expect(state.step).toEqual(step);
    expect(state.effect).toEqual(effect);
  });

  it.each<[string, (s: FlowState) => FlowState]>([
    ['refreshed', ok({ kind: 'ok' })],
    ['refresh failed', ko()],
  ])('%s → Welcome', (_desc, answer) => {
    const state = answer(start({ type, redirectOnLoad: true }, { loggedIn: true }));
    expect(state.step).toEqual({ name: 'done', outcome: 'welcome' });
    expect(state.error).toBeNull();
    expect(state.busy).toBe(false);
  });
});

// --- SPEC §4 step 5: begin flow -------------------------------------------------------------

const beginRows: Array<[string, FlowType, Factor[], Step, Effect | null]> = [
  ['no first factors → disabled', 'login', [], { name: 'disabled' }, null],
  ['no first factors on sign-up → disabled', 'signup', [], { name: 'disabled' }, null],
  ['several factors → selection', 'login', [password, link], { name: 'selectFactor' }, null],
  [
    'several on sign-up → selection',
    'signup',
    [password, emailCode],
    { name: 'selectFactor' },
    null,
  ],
  ['several SSO → selection', 'login', [google, github], { name: 'selectFactor' }, null],
  ['one SSO factor → selection', 'login', [google], { name: 'selectFactor' }, null],
  ['only password → password form', 'login', [password], { name: 'password' }, null],
  ['only password on sign-up → password form', 'signup', [password], { name: 'password' }, null],
  ['only email link → email link form', 'login', [link], { name: 'emailLink' }, null],
  ['only email code → email code form', 'login', [emailCode], { name: 'emailCode' }, null],
  ['only SMS code → SMS code form', 'login', [smsCode], { name: 'smsCode' }, null],
  ['only SMS code on sign-up → SMS code form', 'signup', [smsCode], { name: 'smsCode' }, null],
  [
    'only TOTP on login → use the authenticator',
    'login',
    [totp],
    { name: 'totp', useBackupCode: false },
    null,
  ],
  [
    'one factor nobody knows → unhandled error',
    'login',
    [{ strategy: 'password', channel: 'sms' }],
    { name: 'error', error: { kind: 'code', code: 'unhandled' } },
    null,
  ],
];

describe.each<[string, typeof local]>([
  ['local flow', local],
  ['fetched flow', fetched],
])('begin flow from a %s (SPEC §4 step 5)', (_source, build) => {
  it.each(beginRows)('%s', (_desc, type, factors, step, effect) => {
    const state = build(type, factors);
    expect(state.step).toEqual(step);
    expect(state.effect).toEqual(effect);
    expect(state.stage).toBe('first');
  });

  // SPEC §4 step 5 "straight to … TOTP (set up or use)"; set-up applies to sign-up.
  it('only TOTP on sign-up → set up the authenticator (getTotp)', () => {
    const state = build('signup', [totp]);
    expect(state.step).toEqual({ name: 'totpSetup', qrCode: null, secret: '', backupCodes: [] });
    expect(state.effect).toEqual({ kind: 'getTotp' });
  });

  it.each<[string, LinkQuery, Effect]>([
    [
      'link params → link login',
      linkQuery,
      { kind: 'loginLink', token: 'tok-1', uuid: 'uuid-1', linkType: 'login' },
    ],
    [
      'link params without a link type → link login',
      { token: 'tok-1', uuid: 'uuid-1', isValid: true },
      { kind: 'loginLink', token: 'tok-1', uuid: 'uuid-1' },
    ],
  ])('%s', (_desc, query, effect) => {
    const state = build('login', [password, link], { query });
    expect(state.step).toEqual({ name: 'loading' });
    expect(state.effect).toEqual(effect);
    expect(state.busy).toBe(true);
  });

  it.each<[string, LinkQuery]>([
    ['token without uuid', { token: 'tok-1', isValid: true }],
    ['uuid without token', { uuid: 'uuid-1', isValid: true }],
    ['link marked invalid', { ...linkQuery, isValid: false }],
  ])('%s → no link login, the selection', (_desc, query) => {
    const state = build('login', [password, link], { query });
    expect(state.step).toEqual({ name: 'selectFactor' });
    expect(state.effect).toBeNull();
  });
});

describe('beginFlow', () => {
  it('keeps the first factors it was given and starts the first stage', () => {
    const state = beginFlow(start({ type: 'login' }), [password, google]);
    expect(state.step).toEqual({ name: 'selectFactor' });
    expect(state.firstFactors).toEqual([password, google]);
    expect(state.stage).toBe('first');
  });
});

// --- SPEC §4 step 6: link login -------------------------------------------------------------

describe('link login (SPEC §4 step 6)', () => {
  const withLink = (factors: Factor[] = [password, link]) =>
    local('login', factors, { query: linkQuery });

  it('success without a second factor → Verified and redirect, link used up', () => {
    const state = run(withLink(), ok(signedIn));
    expectDone(state, 'verified');
    expect(state.query.isValid).toBe(false);
  });

  it('success needing a second factor → second stage with the allowed second factors', () => {
    const state = run(withLink(), ok(mfa(totp, smsCode)));
    expect(state.stage).toBe('second');
    expect(state.step).toEqual({ name: 'selectFactor' });
    expect(state.secondFactors).toEqual([totp, smsCode]);
    expect(state.query.isValid).toBe(false);
  });

  it.each<[string, Factor[], Step]>([
    ['several first factors → selection', [password, link], { name: 'selectFactor' }],
    ['only password → password form', [password], { name: 'password' }],
    ['only email link → email link form', [link], { name: 'emailLink' }],
  ])(
    'failure: error shown, link marked invalid, back to the first factor (%s)',
    (_desc, factors, step) => {
      const state = run(withLink(factors), ko());
      expect(state.step).toEqual(step);
      expect(state.error).toEqual(serverError);
      expect(state.query.isValid).toBe(false);
      expect(state.effect).toBeNull();
      expect(state.busy).toBe(false);
      expect(state.stage).toBe('first');
    },
  );

  it('failure on a fetched flow → back to the fetched first factors', () => {
    const state = run(fetched('login', [password, link], { query: linkQuery }), ko());
    expect(state.step).toEqual({ name: 'selectFactor' });
    expect(state.error).toEqual(serverError);
    expect(state.query.isValid).toBe(false);
  });

  it('after a failure the person can go on with another factor (no retry of the link)', () => {
    const state = run(withLink(), ko(), ev.select(password), ev.login());
    expect(state.effect).toEqual({
      kind: 'loginPassword',
      emailOrUsername: 'ana',
      password: 'correct-horse-1',
    });
  });

  it('logged in: success needing a second factor → finished', () => {
    const state = run(
      start({ type: 'login' }, { loggedIn: true, query: linkQuery }),
      ok(mfa(totp)),
    );
    expect(state.step).toMatchObject({ name: 'done' });
    expect(state.effect).toEqual({ kind: 'redirect' });
  });

  // SPEC §4 step 6 "Failure: if logged in, refresh" (as in step 3: refresh, then redirect if
  // redirect-on-load, else Welcome).
  it.each<[string, Partial<FlowConfig>, Step, Effect | null]>([
    [
      'redirect on load',
      { redirectOnLoad: true },
      { name: 'redirecting' },
      { kind: 'refreshAndRedirect' },
    ],
    ['no redirect on load', {}, { name: 'done', outcome: 'welcome' }, null],
  ])('logged in: failure → refresh like step 3 (%s)', (_desc, config, step, effect) => {
    const state = run(
      start({ type: 'login', ...config }, { loggedIn: true, query: linkQuery }),
      ko(),
    );
    expect(state.step).toEqual(step);
    expect(state.effect).toEqual(effect);
  });
});

// --- SPEC §4 step 7: second-factor stage ----------------------------------------------------

describe('second-factor stage (SPEC §4 step 7, "Per factor" second-factor action)', () => {
  it.each<[string, Factor[], Step, Effect | null, 'use' | 'setup', Factor[]]>([
    [
      'configured ones only, with use: one configured → straight to it',
      [configured(totp), emailCode],
      { name: 'totp', useBackupCode: false },
      null,
      'use',
      [configured(totp)],
    ],
    [
      'several configured → selection with use',
      [configured(totp), configured(smsCode), emailCode],
      { name: 'selectFactor' },
      null,
      'use',
      [configured(totp), configured(smsCode)],
    ],
    [
      'none configured, several → selection with setup',
      [totp, smsCode],
      { name: 'selectFactor' },
      null,
      'setup',
      [totp, smsCode],
    ],
    [
      'none configured, TOTP only → set it up',
      [totp],
      { name: 'totpSetup', qrCode: null, secret: '', backupCodes: [] },
      { kind: 'getTotp' },
      'setup',
      [totp],
    ],
    [
      'none configured, SMS only → the SMS form',
      [smsCode],
      { name: 'smsCode' },
      null,
      'setup',
      [smsCode],
    ],
    [
      'none configured, email code only → the email code form',
      [emailCode],
      { name: 'emailCode' },
      null,
      'setup',
      [emailCode],
    ],
    [
      'configured SMS only → code sent at once, code entry',
      [configured(smsCode)],
      { name: 'codeEntry', channel: 'sms', to: '' },
      { kind: 'sendCode', channel: 'sms' },
      'use',
      [configured(smsCode)],
    ],
    [
      'configured email code only → code sent at once, code entry',
      [configured(emailCode)],
      { name: 'codeEntry', channel: 'email', to: '' },
      { kind: 'sendCode', channel: 'email' },
      'use',
      [configured(emailCode)],
    ],
    ['SSO only → selection', [google], { name: 'selectFactor' }, null, 'setup', [google]],
    [
      'no second factors → unhandled error',
      [],
      { name: 'error', error: { kind: 'code', code: 'unhandled' } },
      null,
      'setup',
      [],
    ],
  ])('%s', (_desc, offered, step, effect, action, secondFactors) => {
    const state = secondStage(...offered);
    expect(state.stage).toBe('second');
    expect(state.step).toEqual(step);
    expect(state.effect).toEqual(effect);
    expect(state.action).toBe(action);
    expect(state.secondFactors).toEqual(secondFactors);
  });

  it('logged in → finished at once', () => {
    const state = beginSecondFactor({ ...login(password), loggedIn: true }, [totp, smsCode]);
    expectDone(state, 'loggedIn');
  });

  it.each<[string, Factor, Step, Effect | null]>([
    ['configured TOTP → use', configured(totp), { name: 'totp', useBackupCode: false }, null],
    [
      'configured SMS → code sent at once',
      configured(smsCode),
      { name: 'codeEntry', channel: 'sms', to: '' },
      { kind: 'sendCode', channel: 'sms' },
    ],
  ])('selection with use: %s', (_desc, factor, step, effect) => {
    const state = run(secondStage(configured(totp), configured(smsCode)), ev.select(factor));
    expect(state.step).toEqual(step);
    expect(state.effect).toEqual(effect);
  });

  it.each<[string, Factor, Step, Effect | null]>([
    [
      'TOTP → set it up',
      totp,
      { name: 'totpSetup', qrCode: null, secret: '', backupCodes: [] },
      { kind: 'getTotp' },
    ],
    ['SMS → the SMS form', smsCode, { name: 'smsCode' }, null],
  ])('selection with setup: %s', (_desc, factor, step, effect) => {
    const state = run(secondStage(totp, smsCode), ev.select(factor));
    expect(state.step).toEqual(step);
    expect(state.effect).toEqual(effect);
  });

  it('a factor the first stage offered but the second does not is ignored', () => {
    const state = secondStage(totp, smsCode);
    expect(transition(state, ev.select(password))).toBe(state);
  });

  it('sign-up password with a second factor → set up', () => {
    const state = run(
      signup(password),
      ev.signup({ email: 'ana@example.com', password: 'correct-horse-1' }),
      ok(mfa(totp)),
    );
    expect(state.action).toBe('setup');
    expect(state.step).toEqual({ name: 'totpSetup', qrCode: null, secret: '', backupCodes: [] });
  });
});

// --- SPEC §4 step 8: back -------------------------------------------------------------------

describe('back (SPEC §4 step 8)', () => {
  const configuredCodeEntry = () =>
    run(
      secondStage(configured(smsCode), configured(totp)),
      ev.select(configured(smsCode)),
      ok(sent),
    );

  it.each<[string, () => FlowState, Step]>([
    [
      'password form, several factors → selection',
      () => picked(password),
      { name: 'selectFactor' },
    ],
    ['email link form, several → selection', () => picked(link), { name: 'selectFactor' }],
    ['email code form, several → selection', () => picked(emailCode), { name: 'selectFactor' }],
    ['SMS code form, several → selection', () => picked(smsCode), { name: 'selectFactor' }],
    ['TOTP form, several → selection', () => picked(totp), { name: 'selectFactor' }],
    [
      'TOTP form with backup code, several → selection',
      () => run(picked(totp), ev.useBackupCode(true)),
      { name: 'selectFactor' },
    ],
    ['TOTP set-up (QR shown), several → selection', totpQr, { name: 'selectFactor' }],
    [
      'TOTP set-up error, several → selection',
      () => run(totpSetup(), ko()),
      { name: 'selectFactor' },
    ],
    [
      'second-stage form, several → second-stage selection',
      () => run(secondStage(totp, smsCode), ev.select(smsCode)),
      { name: 'selectFactor' },
    ],
    ['check your email → email link form', emailLinkSent, { name: 'emailLink' }],
    [
      'check your email (single factor) → email link form',
      () => run(login(link), ev.email(), ok(sent)),
      { name: 'emailLink' },
    ],
    ['email code entry → email code form', () => codeEntry('email'), { name: 'emailCode' }],
    ['SMS code entry → SMS code form', () => codeEntry('sms'), { name: 'smsCode' }],
    [
      'code entry of a configured second factor → second-stage selection',
      configuredCodeEntry,
      { name: 'selectFactor' },
    ],
    ['reset link sent → request form', resetLinkSent, { name: 'resetRequest' }],
  ])('%s', (_desc, build, step) => {
    const state = build();
    expect(canGoBack(state)).toBe(true);
    const back = transition(state, ev.back);
    expect(back.step).toEqual(step);
    expect(back.stage).toBe(state.stage);
    expect(back.error).toBeNull();
  });

  it.each<[string, () => FlowState]>([
    ['only password', () => login(password)],
    ['only email link', () => login(link)],
    ['only email code', () => login(emailCode)],
    ['only SMS code', () => login(smsCode)],
    ['only TOTP', () => login(totp)],
    ['first-stage selection', () => login(password, link)],
    ['reset request', resetRequest],
    ['set new password', () => start({ type: 'reset' }, { loggedIn: true })],
    ['disabled', () => login()],
    ['error', () => start({ tenantId: '' })],
    ['done', () => run(login(password), ev.login(), ok(signedIn))],
    ['welcome', () => start({}, { loggedIn: true })],
    ['backup codes', backupCodes],
  ])('no way back: %s (same state)', (_desc, build) => {
    const state = build();
    expect(canGoBack(state)).toBe(false);
    expect(transition(state, ev.back)).toBe(state);
  });

  it('back clears the error of the form', () => {
    const state = run(picked(password), ev.login(), ko(), ev.back);
    expect(state.step).toEqual({ name: 'selectFactor' });
    expect(state.error).toBeNull();
  });

  it('back keeps who the person said they are, typed but not submitted; not passwords or codes', () => {
    const typed = {
      email: 'ana@example.com',
      phoneNumber: '+34600111222',
      password: 'secret-typed-1',
      verificationCode: '1234',
      totpCode: '123456',
    };
    const back = transition(picked(link), { type: 'back', values: typed });
    expect(back.step).toEqual({ name: 'selectFactor' });
    expect(back.values).toEqual({
      email: 'ana@example.com',
      emailOrUsername: 'ana@example.com', // the login form's identifier starts with it
      phoneNumber: '+34600111222',
    });
  });

  it('another way to continue takes the identifier along: an email to the email forms', () => {
    const start = local('login', allFirst);
    const chosen = transition(start, {
      type: 'selectFactor',
      factor: emailCode,
      values: { emailOrUsername: ' ana@example.com ', password: 'typed-password-1' },
    });
    expect(chosen.step).toEqual({ name: 'emailCode' });
    expect(chosen.values).toEqual({
      emailOrUsername: ' ana@example.com ',
      email: 'ana@example.com',
    });
    // a username is not an email address: the email form starts as it was
    const username = transition(start, {
      type: 'selectFactor',
      factor: link,
      values: { emailOrUsername: 'ana_r' },
    });
    expect(username.values).toEqual({ emailOrUsername: 'ana_r' });
  });

  it('what was cleared stays cleared, and a refused back keeps the state as it was', () => {
    const withEmail = run(picked(link), ev.email('ana@example.com'), ko());
    expect(withEmail.values.email).toBe('ana@example.com');
    const back = transition(withEmail, { type: 'back', values: { email: '' } });
    expect(back.values).toMatchObject({ email: '', emailOrUsername: '' });
    const nowhere = login(link);
    expect(transition(nowhere, { type: 'back', values: { email: 'x@y.co' } })).toBe(nowhere);
  });

  it.each<[string, () => FlowState, Step]>([
    [
      'second-stage selection → first-stage selection',
      () => secondStage(totp, smsCode),
      { name: 'selectFactor' },
    ],
    [
      'single second-factor form → first stage',
      () => secondStage(configured(totp)),
      { name: 'selectFactor' },
    ],
    [
      'configured code entry, single second factor → first stage',
      () => run(secondStage(configured(smsCode)), ok(sent)),
      { name: 'selectFactor' },
    ],
  ])('%s, dropping the second factor (resetSecondFactor)', (_desc, build, step) => {
    const state = build();
    expect(canGoBack(state)).toBe(true);
    const back = transition(state, ev.back);
    expect(back.stage).toBe('first');
    expect(back.step).toEqual(step);
    expect(back.secondFactors).toEqual([]);
    expect(back.effect).toEqual({ kind: 'resetSecondFactor' });
    expect(back.busy).toBe(false);
    expect(back.firstFactors).toEqual([password, link]);
  });

  it('after leaving the second stage the first factors work again', () => {
    const state = run(secondStage(totp, smsCode), ev.back, ev.select(link));
    expect(state.step).toEqual({ name: 'emailLink' });
    expect(state.stage).toBe('first');
  });

  it('single first factor: leaving the second stage → that factor’s form', () => {
    const state = run(login(password), ev.login(), ok(mfa(totp, smsCode)), ev.back);
    expect(state.stage).toBe('first');
    expect(state.step).toEqual({ name: 'password' });
    expect(state.effect).toEqual({ kind: 'resetSecondFactor' });
  });

  it('canGoBack is false while busy', () => {
    const state = run(picked(password), ev.login());
    expect(state.busy).toBe(true);
    expect(canGoBack(state)).toBe(false);
  });
});

// --- SPEC §4 "Per factor" -------------------------------------------------------------------

describe('password (SPEC §4 "Per factor")', () => {
  it.each<[string, () => FlowState]>([
    ['password form', () => picked(password)],
    ['selection screen (password form shown beside the factors)', () => login(password, link)],
    ['only factor', () => login(password)],
  ])('login submit on the %s → loginPassword', (_desc, build) => {
    const before = build();
    const state = transition(before, ev.login('ana@example.com', 'pw-123456789'));
    expect(state.effect).toEqual({
      kind: 'loginPassword',
      emailOrUsername: 'ana@example.com',
      password: 'pw-123456789',
    });
    expect(state.busy).toBe(true);
    expect(state.step).toEqual(before.step);
  });

  it.each<[string, FlowType, DoneOutcome]>([
    ['login', 'login', 'loggedIn'],
    ['sign-up', 'signup', 'signedUp'],
  ])('%s success without a second factor → done and redirect', (_desc, type, outcome) => {
    const submit =
      type === 'login'
        ? ev.login()
        : ev.signup({ email: 'ana@example.com', password: 'correct-horse-1' });
    const state = run(local(type, [password]), submit, ok(signedIn));
    expectDone(state, outcome);
  });

  it('success needing a second factor → second stage', () => {
    const state = run(login(password), ev.login(), ok(mfa(configured(totp))));
    expect(state.stage).toBe('second');
    expect(state.step).toEqual({ name: 'totp', useBackupCode: false });
  });

  it.each<[string, { confirmPassword?: string; username?: string }, Effect]>([
    [
      'matching confirmation',
      { confirmPassword: 'correct-horse-1' },
      { kind: 'signup', email: 'ana@example.com', password: 'correct-horse-1' },
    ],
    [
      'no confirmation field (the password itself is used)',
      {},
      { kind: 'signup', email: 'ana@example.com', password: 'correct-horse-1' },
    ],
    [
      'a username',
      { username: 'ana', confirmPassword: 'correct-horse-1' },
      { kind: 'signup', email: 'ana@example.com', password: 'correct-horse-1', username: 'ana' },
    ],
  ])('sign-up with %s → signup', (_desc, extra, effect) => {
    const state = run(
      signup(password),
      ev.signup({ email: 'ana@example.com', password: 'correct-horse-1', ...extra }),
    );
    expect(state.effect).toEqual(effect);
    expect(state.busy).toBe(true);
  });

  it('sign-up with a confirmation that does not match → passwordMismatch, nothing sent, values kept', () => {
    const before = signup(password, link);
    const state = transition(
      before,
      ev.signup({ email: 'ana@example.com', password: 'correct-horse-1', confirmPassword: 'nope' }),
    );
    expect(state.error).toEqual({ kind: 'code', code: 'passwordMismatch' });
    expect(state.effect).toBeNull();
    expect(state.busy).toBe(false);
    expect(state.step).toEqual(before.step);
    expect(state.values).toMatchObject({
      email: 'ana@example.com',
      password: 'correct-horse-1',
      confirmPassword: 'nope',
    });
  });

  it('a fixed mismatch goes through and clears the error', () => {
    const state = run(
      signup(password),
      ev.signup({ email: 'ana@example.com', password: 'correct-horse-1', confirmPassword: 'nope' }),
      ev.signup({
        email: 'ana@example.com',
        password: 'correct-horse-1',
        confirmPassword: 'correct-horse-1',
      }),
    );
    expect(state.error).toBeNull();
    expect(state.effect).toMatchObject({ kind: 'signup' });
  });
});

describe('email link (SPEC §4 "Per factor")', () => {
  it.each<[FlowType, boolean]>([
    ['login', false],
    ['signup', true],
  ])('%s: submit → sendLink, then check your email', (type, isSignup) => {
    const sending = run(picked(link, type), ev.email('ana@example.com'));
    expect(sending.effect).toEqual({
      kind: 'sendLink',
      email: 'ana@example.com',
      signup: isSignup,
    });
    expect(sending.busy).toBe(true);
    const state = ok(sent)(sending);
    expect(state.step).toEqual({ name: 'emailLinkSent', email: 'ana@example.com' });
    expect(state.effect).toBeNull();
  });

  it('resend → sendLink again, then the notice “Email resent.”', () => {
    const resending = run(emailLinkSent(), ev.resend);
    expect(resending.effect).toEqual({
      kind: 'sendLink',
      email: 'ana@example.com',
      signup: false,
      resend: true,
    });
    const state = ok(sent)(resending);
    expect(state.notice).toBe('emailResent');
    expect(state.step).toEqual({ name: 'emailLinkSent', email: 'ana@example.com' });
    expect(state.busy).toBe(false);
  });

  it('resend failure → error on the check-your-email screen', () => {
    const state = run(emailLinkSent(), ev.resend, ko());
    expect(state.step).toEqual({ name: 'emailLinkSent', email: 'ana@example.com' });
    expect(state.error).toEqual(serverError);
    expect(state.notice).toBeNull();
  });
});

describe.each<
  ['email' | 'sms', Factor, FlowEvent, string, { email?: string; phoneNumber?: string }]
>([
  [
    'email',
    emailCode,
    ev.email('ana@example.com'),
    'ana@example.com',
    { email: 'ana@example.com' },
  ],
  ['sms', smsCode, ev.phone('+15555550100'), '+15555550100', { phoneNumber: '+15555550100' }],
])('%s code (SPEC §4 "Per factor")', (channel, factor, addressEvent, to, address) => {
  const form = () => picked(factor);
  const entry = () => run(form(), addressEvent, ok(sent));

  it('form → sendCode with the address', () => {
    const state = run(form(), addressEvent);
    expect(state.effect).toEqual({ kind: 'sendCode', channel, ...address });
    expect(state.busy).toBe(true);
  });

  it('sent → code entry showing the address', () => {
    const state = entry();
    expect(state.step).toEqual({ name: 'codeEntry', channel, to });
    expect(state.effect).toBeNull();
    expect(state.busy).toBe(false);
  });

  it('code → verifyCode carrying the address', () => {
    const state = run(entry(), ev.code('424242'));
    expect(state.effect).toEqual({
      kind: 'verifyCode',
      channel,
      verificationCode: '424242',
      ...address,
    });
  });

  it('verified without a second factor → done and redirect', () => {
    const state = run(entry(), ev.code(), ok(signedIn));
    expect(state.step).toMatchObject({ name: 'done' });
    expect(state.effect).toEqual({ kind: 'redirect' });
  });

  it('verified, second factor required → second stage', () => {
    const state = run(entry(), ev.code(), ok(mfa(totp, configured(smsCode))));
    expect(state.stage).toBe('second');
    expect(state.step).toEqual({ name: 'codeEntry', channel: 'sms', to: '' });
    expect(state.effect).toEqual({ kind: 'sendCode', channel: 'sms' });
  });

  it('resend → sendCode again, then a notice', () => {
    const resending = run(entry(), ev.resend);
    expect(resending.effect).toEqual({ kind: 'sendCode', channel, ...address, resend: true });
    const state = ok(sent)(resending);
    expect(state.notice).toBe(channel === 'email' ? 'emailResent' : 'codeResent');
    expect(state.step).toEqual({ name: 'codeEntry', channel, to });
  });

  it('back from code entry → the form, values kept', () => {
    const state = run(entry(), ev.back);
    expect(state.step).toEqual({ name: channel === 'email' ? 'emailCode' : 'smsCode' });
    expect(state.values).toMatchObject(address);
  });
});

describe('second-factor code with use (SPEC §4 "Per factor")', () => {
  const entry = () =>
    run(
      secondStage(configured(emailCode), configured(totp)),
      ev.select(configured(emailCode)),
      ok(sent),
    );

  it('verifyCode carries no address (the server knows it)', () => {
    const state = run(entry(), ev.code('111222'));
    expect(state.effect).toEqual({
      kind: 'verifyCode',
      channel: 'email',
      verificationCode: '111222',
    });
  });

  it('verified → done', () => {
    expectDone(run(entry(), ev.code(), ok(signedIn)), 'loggedIn');
  });

  it('sending fails → back to the second-factor choice with the error', () => {
    const state = run(
      secondStage(configured(emailCode), configured(totp)),
      ev.select(configured(emailCode)),
      ko(),
    );
    expect(state.step).toEqual({ name: 'selectFactor' });
    expect(state.stage).toBe('second');
    expect(state.error).toEqual(serverError);
  });
});

describe('TOTP use (SPEC §4 "Per factor")', () => {
  it('submit a six-digit code → loginTotp with the code and the email or username', () => {
    const state = run(picked(totp), ev.totp({ totpCode: '123456', emailOrUsername: 'ana' }));
    expect(state.effect).toEqual({ kind: 'loginTotp', totpCode: '123456', emailOrUsername: 'ana' });
  });

  it('useBackupCode toggles the form both ways', () => {
    const on = run(picked(totp), ev.useBackupCode(true));
    expect(on.step).toEqual({ name: 'totp', useBackupCode: true });
    const off = transition(on, ev.useBackupCode(false));
    expect(off.step).toEqual({ name: 'totp', useBackupCode: false });
  });

  it('useBackupCode to the value already set → same state', () => {
    const state = picked(totp);
    expect(transition(state, ev.useBackupCode(false))).toBe(state);
  });

  it('backup code submit sends the backup code only', () => {
    const state = run(
      secondStage(configured(totp)),
      ev.useBackupCode(true),
      ev.totp({ totpCode: '123456', backupCode: 'aaaa-1111' }),
    );
    expect(state.effect).toEqual({ kind: 'loginTotp', backupCode: 'aaaa-1111' });
  });

  it('a second factor sends no email or username', () => {
    const state = run(
      secondStage(configured(totp)),
      ev.totp({ totpCode: '123456', emailOrUsername: 'ana' }),
    );
    expect(state.effect).toEqual({ kind: 'loginTotp', totpCode: '123456' });
  });

  it.each<[string, boolean, { totpCode?: string; backupCode?: string }]>([
    ['no six-digit code', false, {}],
    ['no backup code', true, { totpCode: '123456' }],
  ])('%s → nothing sent (same state)', (_desc, useBackupCode, values) => {
    const state = run(picked(totp), ev.useBackupCode(useBackupCode));
    expect(transition(state, ev.totp(values))).toBe(state);
  });

  it.each<[string, () => FlowState]>([
    ['first factor', () => picked(totp)],
    ['second factor', () => secondStage(configured(totp))],
  ])('success as %s → done', (_desc, build) => {
    expectDone(run(build(), ev.totp({ totpCode: '123456' }), ok(signedIn)), 'loggedIn');
  });

  it('success as a first factor needing a second → second stage', () => {
    const state = run(picked(totp), ev.totp({ totpCode: '123456' }), ok(mfa(smsCode, emailCode)));
    expect(state.stage).toBe('second');
    expect(state.step).toEqual({ name: 'selectFactor' });
  });
});

describe('TOTP set-up (SPEC §4 "Per factor")', () => {
  it('getTotp answered → the QR code and backup codes are shown', () => {
    const state = totpQr();
    expect(state.step).toEqual({
      name: 'totpSetup',
      qrCode: 'data:image/png;base64,UVI=',
      secret: 'JBSWY3DPEHPK3PXP',
      backupCodes: ['aaaa-1111', 'bbbb-2222'],
    });
    expect(state.busy).toBe(false);
    expect(state.effect).toBeNull();
  });

  it('code entered → confirmTotp', () => {
    const state = run(totpQr(), ev.totp({ totpCode: '123456' }));
    expect(state.effect).toEqual({ kind: 'confirmTotp', totpCode: '123456' });
    expect(state.busy).toBe(true);
  });

  it('confirmed → the backup codes screen holding the response', () => {
    expect(backupCodes().step).toEqual({
      name: 'backupCodes',
      backupCodes: ['aaaa-1111', 'bbbb-2222'],
      response: setupResponse,
    });
  });

  it('finish → completeResponse with the held response', () => {
    const state = run(backupCodes(), ev.finish);
    expect(state.effect).toEqual({ kind: 'completeResponse', response: setupResponse });
    expect(state.busy).toBe(true);
  });

  it('completed → done', () => {
    expectDone(run(backupCodes(), ev.finish, ok(signedIn)), 'loggedIn');
  });

  it('completed, another factor required → second-factor stage', () => {
    const state = run(backupCodes(), ev.finish, ok(mfa(configured(smsCode))));
    expect(state.stage).toBe('second');
    expect(state.step).toEqual({ name: 'codeEntry', channel: 'sms', to: '' });
  });

  it('completing fails → error screen with the server message', () => {
    const state = run(backupCodes(), ev.finish, ko());
    expect(state.step).toEqual({ name: 'error', error: serverError });
  });

  it('getTotp fails → retrieval error; retry → getTotp again; then the QR', () => {
    const failed = run(totpSetup(), ko());
    expect(failed.step).toEqual({ name: 'totpSetupError' });
    expect(failed.busy).toBe(false);
    const retrying = transition(failed, ev.retry);
    expect(retrying.step).toEqual({ name: 'totpSetup', qrCode: null, secret: '', backupCodes: [] });
    expect(retrying.effect).toEqual({ kind: 'getTotp' });
    expect(retrying.error).toBeNull();
    expect(ok(totpInfo)(retrying).step).toMatchObject({
      name: 'totpSetup',
      qrCode: expect.any(String),
    });
  });

  it('getTotp fails → back → the second-factor choice', () => {
    const state = run(totpSetup(), ko(), ev.back);
    expect(state.step).toEqual({ name: 'selectFactor' });
    expect(state.stage).toBe('second');
  });
});

describe('password reset (SPEC §4 "Per factor")', () => {
  it('request → sendResetLink → reset link sent', () => {
    const sending = run(resetRequest(), ev.email('ana@example.com'));
    expect(sending.effect).toEqual({ kind: 'sendResetLink', email: 'ana@example.com' });
    const state = ok(sent)(sending);
    expect(state.step).toEqual({ name: 'resetLinkSent', email: 'ana@example.com' });
  });

  it('resend → sendResetLink again, then “Email resent.”', () => {
    const resending = run(resetLinkSent(), ev.resend);
    expect(resending.effect).toEqual({
      kind: 'sendResetLink',
      email: 'ana@example.com',
      resend: true,
    });
    expect(ok(sent)(resending).notice).toBe('emailResent');
  });

  it.each<[string, () => FlowState]>([
    ['link credentials', resetLink],
    ['logged in', () => start({ type: 'reset' }, { loggedIn: true })],
  ])('new password set (%s) → Password reset, no redirect', (_desc, build) => {
    const state = run(
      build(),
      ev.newPassword({ password: 'new-pass-123', confirmPassword: 'new-pass-123' }),
      ok(signedIn),
    );
    expectPasswordSet(state);
  });

  it('new password set, second factor required → second stage, then Password reset', () => {
    const second = run(
      resetLink(),
      ev.newPassword({ password: 'new-pass-123', confirmPassword: 'new-pass-123' }),
      ok(mfa(configured(totp))),
    );
    expect(second.stage).toBe('second');
    expect(second.step).toEqual({ name: 'totp', useBackupCode: false });
    expectPasswordSet(run(second, ev.totp({ totpCode: '123456' }), ok(signedIn)));
  });

  // SPEC §5: "New and confirm must match except when action is use" — the set-new-password form
  // always asks for a confirmation; a reset is never the 'use' action of a second factor.
  it.each<[string, () => FlowState]>([
    ['link credentials', resetLink],
    ['logged in', () => start({ type: 'reset' }, { loggedIn: true })],
  ])('new password mismatch (%s) → passwordMismatch, nothing sent', (_desc, build) => {
    const state = run(
      build(),
      ev.newPassword({ password: 'new-pass-123', confirmPassword: 'other-pass-456' }),
    );
    expect(state.error).toEqual({ kind: 'code', code: 'passwordMismatch' });
    expect(state.effect).toBeNull();
    expect(state.step).toMatchObject({ name: 'setNewPassword' });
  });
});

describe('SSO factor', () => {
  it('selected → sso effect, selection stays on screen', () => {
    const state = run(login(password, google), ev.select(google));
    expect(state.effect).toEqual({ kind: 'sso', provider: 'google' });
    expect(state.step).toEqual({ name: 'selectFactor' });
    // Not busy: coming back from the provider (back button, page cache), the person can choose again.
    expect(state.busy).toBe(false);
  });

  const formStrategies: string[] = ['password', 'link', 'totp', 'verificationCode'];
  const socialStrategies = (
    contractSchema('openapi/provider-v0.yaml', 'FactorStrategy').enum as Factor['strategy'][]
  ).filter((strategy) => !formStrategies.includes(strategy));

  it.each(socialStrategies)(
    "the contract's strategy %s without a form of its own → sso effect with it",
    (strategy) => {
      const social: Factor = { strategy, channel: 'email' };
      expect(run(login(social), ev.select(social)).effect).toEqual({
        kind: 'sso',
        provider: strategy,
      });
    },
  );

  it('the provider fails → error on the selection', () => {
    const state = run(login(password, google), ev.select(google), ko());
    expect(state.step).toEqual({ name: 'selectFactor' });
    expect(state.error).toEqual(serverError);
    expect(state.busy).toBe(false);
  });
});

// --- Failures keep values and return to the form (DESIGN §3.7) ------------------------------

describe('a failed send keeps the values, sets the error and stays on the form', () => {
  it.each<[string, () => FlowState, FlowEvent, Record<string, string>]>([
    [
      'password login',
      () => picked(password),
      ev.login('ana', 'wrong-pass-1'),
      { password: 'wrong-pass-1' },
    ],
    [
      'password login from the selection',
      () => login(password, link),
      ev.login('ana', 'wrong-pass-1'),
      { emailOrUsername: 'ana' },
    ],
    [
      'sign-up',
      () => signup(password),
      ev.signup({ email: 'ana@example.com', password: 'correct-horse-1', username: 'ana' }),
      { email: 'ana@example.com', username: 'ana' },
    ],
    ['email link', () => picked(link), ev.email('ana@example.com'), { email: 'ana@example.com' }],
    [
      'email code form',
      () => picked(emailCode),
      ev.email('ana@example.com'),
      { email: 'ana@example.com' },
    ],
    [
      'SMS code form',
      () => picked(smsCode),
      ev.phone('+15555550100'),
      { phoneNumber: '+15555550100' },
    ],
    ['code entry', () => codeEntry('email'), ev.code('000000'), { verificationCode: '000000' }],
    ['TOTP', () => picked(totp), ev.totp({ totpCode: '000000' }), { totpCode: '000000' }],
    ['TOTP set-up confirmation', totpQr, ev.totp({ totpCode: '000000' }), { totpCode: '000000' }],
    ['reset request', resetRequest, ev.email('ana@example.com'), { email: 'ana@example.com' }],
    [
      'new password (link)',
      resetLink,
      ev.newPassword({ password: 'new-pass-123', confirmPassword: 'new-pass-123' }),
      { password: 'new-pass-123', confirmPassword: 'new-pass-123' },
    ],
    [
      'new password (logged in)',
      () => start({ type: 'reset' }, { loggedIn: true }),
      ev.newPassword({
        password: 'new-pass-123',
        confirmPassword: 'new-pass-123',
        existingPassword: 'old-pass-123',
      }),
      { existingPassword: 'old-pass-123' },
    ],
  ])('%s', (_desc, build, submit, kept) => {
    const before = build();
    const state = run(before, submit, ko());
    expect(state.step).toEqual(before.step);
    expect(state.error).toEqual(serverError);
    expect(state.values).toMatchObject(kept);
    expect(state.busy).toBe(false);
    expect(state.effect).toBeNull();
    // The form can be sent again.
    expect(transition(state, submit).busy).toBe(true);
  });

  it('the error is cleared by the next submit', () => {
    const state = run(picked(password), ev.login(), ko(), ev.login());
    expect(state.error).toBeNull();
  });
});

// --- Ignored events -------------------------------------------------------------------------

describe('busy: a running effect ignores form events (no double send)', () => {
  const busyEvents: Array<[string, FlowEvent]> = [
    ['submit login', ev.login()],
    ['submit email', ev.email()],
    ['submit code', ev.code()],
    ['submit totp', ev.totp({ totpCode: '123456' })],
    ['back', ev.back],
    ['selectFactor', ev.select(password)],
    ['useBackupCode', ev.useBackupCode(true)],
    ['retry', ev.retry],
    ['finish', ev.finish],
    ['resend', ev.resend],
  ];

  describe.each<[string, () => FlowState]>([
    ['loading the flow', () => start()],
    ['password login', () => run(picked(password), ev.login())],
    ['login from the selection', () => run(login(password, link), ev.login())],
    ['email link', () => run(picked(link), ev.email())],
    ['resending the link', () => run(emailLinkSent(), ev.resend)],
    ['verifying a code', () => run(codeEntry('sms'), ev.code())],
    ['TOTP login', () => run(picked(totp), ev.totp({ totpCode: '123456' }))],
    ['getTotp', totpSetup],
    ['finishing TOTP set-up', () => run(backupCodes(), ev.finish)],
    [
      'second-stage code send',
      () => run(secondStage(configured(smsCode), totp), ev.select(configured(smsCode))),
    ],
  ])('while %s', (_desc, build) => {
    it.each(busyEvents)('%s → same state', (_name, event) => {
      const state = build();
      expect(state.busy).toBe(true);
      expect(transition(state, event)).toBe(state);
    });
  });
});

describe('effect answers', () => {
  it('a late answer to an earlier effect is ignored', () => {
    const first = run(picked(password), ev.login('ana', 'typo'));
    const staleId = first.effectId;
    const again = run(first, ko(), ev.login('ana', 'correct-horse-1'));
    expect(again.busy).toBe(true);
    expect(transition(again, { type: 'succeeded', effectId: staleId, result: signedIn })).toBe(
      again,
    );
    expect(transition(again, { type: 'failed', effectId: staleId, error: serverError })).toBe(
      again,
    );
  });

  it('an answer for an effect that was never asked for is ignored', () => {
    const state = run(picked(password), ev.login());
    expect(
      transition(state, { type: 'succeeded', effectId: state.effectId + 1, result: signedIn }),
    ).toBe(state);
  });

  it.each<[string, () => FlowState]>([
    ['form without an effect', () => picked(password)],
    ['disabled', () => login()],
    ['answered effect', () => run(picked(link), ev.email(), ok(sent))],
  ])('an answer when nothing runs is ignored (%s)', (_desc, build) => {
    const state = build();
    expect(transition(state, { type: 'succeeded', effectId: state.effectId, result: sent })).toBe(
      state,
    );
    expect(
      transition(state, { type: 'failed', effectId: state.effectId, error: serverError }),
    ).toBe(state);
  });
});

describe('factor selection', () => {
  it.each<[string, Factor]>([
    ['unknown strategy', { strategy: 'carrierPigeon', channel: 'email' } as unknown as Factor],
    ['known strategy on another channel', { strategy: 'link', channel: 'sms' }],
    ['factor not in this flow', smsCode],
    ['SSO provider not in this flow', github],
  ])('%s → same state', (_desc, factor) => {
    const state = login(password, link, google);
    expect(transition(state, ev.select(factor))).toBe(state);
  });

  it.each<[string, Factor, Step]>([
    ['password', password, { name: 'password' }],
    ['email link', link, { name: 'emailLink' }],
    ['email code', emailCode, { name: 'emailCode' }],
    ['SMS code', smsCode, { name: 'smsCode' }],
    ['TOTP (login)', totp, { name: 'totp', useBackupCode: false }],
  ])('%s → its form', (_desc, factor, step) => {
    const state = run(login(...allFirst), ev.select(factor));
    expect(state.step).toEqual(step);
    expect(state.effect).toBeNull();
  });

  it('the selected factor is matched by strategy and channel, not by object identity', () => {
    const state = run(login(password, link), ev.select({ strategy: 'link', channel: 'email' }));
    expect(state.step).toEqual({ name: 'emailLink' });
  });
});

describe('events a step does not expect → same state', () => {
  it.each<[string, () => FlowState, FlowEvent]>([
    ['selectFactor on the password form', () => picked(password), ev.select(link)],
    ['useBackupCode on the password form', () => picked(password), ev.useBackupCode(true)],
    ['retry on the TOTP form', () => picked(totp), ev.retry],
    ['retry on the QR screen', totpQr, ev.retry],
    ['finish on the QR screen', totpQr, ev.finish],
    ['finish on the password form', () => picked(password), ev.finish],
    ['resend on the password form', () => picked(password), ev.resend],
    ['resend on the selection', () => login(password, link), ev.resend],
    ['resend on the email link form', () => picked(link), ev.resend],
    ['resend on the reset request', resetRequest, ev.resend],
    ['code submit on the email code form', () => picked(emailCode), ev.code()],
    ['phone submit on the email code form', () => picked(emailCode), ev.phone()],
    ['email submit on the SMS form', () => picked(smsCode), ev.email()],
    ['email submit on the password form', () => picked(password), ev.email()],
    ['email submit on check your email', emailLinkSent, ev.email()],
    ['login submit on the email link form', () => picked(link), ev.login()],
    ['login submit on a sign-up form', () => signup(password), ev.login()],
    [
      'sign-up submit on a login form',
      () => login(password),
      ev.signup({ email: 'ana@example.com', password: 'correct-horse-1' }),
    ],
    ['login submit on a selection without password', () => login(link, emailCode), ev.login()],
    ['login submit on the second-stage selection', () => secondStage(totp, smsCode), ev.login()],
    ['totp submit on the password form', () => picked(password), ev.totp({ totpCode: '123456' })],
    ['totp submit on the backup codes screen', backupCodes, ev.totp({ totpCode: '123456' })],
    [
      'new password submit on the password form',
      () => picked(password),
      ev.newPassword({ password: 'a', confirmPassword: 'a' }),
    ],
    [
      'code submit on the set-new-password form',
      () => start({ type: 'reset' }, { loggedIn: true }),
      ev.code(),
    ],
    ['selectFactor on the disabled screen', () => login(), ev.select(password)],
    ['submit on the disabled screen', () => login(), ev.login()],
    ['submit on the error screen', () => start({ tenantId: '' }), ev.email()],
    ['selectFactor on the error screen', () => start({ tenantId: '' }), ev.select(password)],
    ['submit on Welcome', () => start({}, { loggedIn: true }), ev.login()],
    ['submit when done', () => run(login(password), ev.login(), ok(signedIn)), ev.login()],
    ['retry when done', () => run(login(password), ev.login(), ok(signedIn)), ev.retry],
  ])('%s', (_desc, build, event) => {
    const state = build();
    expect(transition(state, event)).toBe(state);
  });
});

describe('after a sign-up, the second factor has no way back', () => {
  // The account exists once the sign-up form is sent: going back would only show a form the
  // provider now refuses ("An account with this email already exists").
  it.each([
    ['several second factors', [totp, smsCode]],
    ['one second factor', [smsCode]],
  ])('%s', (_desc, factors) => {
    const signedUp = run(
      signup(password, link),
      ev.signup({ email: 'new@demo.test', password: 'long-enough-pass-1' }),
      ok(mfa(...(factors as Factor[]))),
    );
    expect(signedUp.stage).toBe('second');
    expect(canGoBack(signedUp)).toBe(false);
    expect(transition(signedUp, { type: 'back' })).toBe(signedUp);
  });
});
