/**
 * A reset link's life (docs/decisions/011): judged when the page opens (malformed by the
 * contract's own schema, spent in this browser before), refused by the provider when tried, and
 * 'Your new password has been set.' held until the person continues.
 */
import type { SignOnResponse } from '@generated/provider/model';
import { initialFlowState, transition } from '@/features/auth/flow/machine';
import { carriedResetEmail } from '@/features/auth/flow/reset-email';
import {
  checkResetLink,
  rememberSpentResetLink,
  SPENT_LINK_KEPT_MS,
  SPENT_LINKS_KEPT,
} from '@/features/auth/flow/reset-link';
import type {
  EffectResult,
  FlowError,
  FlowEvent,
  FlowState,
  LinkQuery,
} from '@/features/auth/flow/types';

const UUID = '3f8a2c1e-7b4d-4e9a-9c2f-5d6e7a8b9c01';
const TOKEN = '9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a';
const NOW = Date.UTC(2026, 0, 15, 12);

afterEach(() => localStorage.clear());

describe('a reset link judged when the page opens', () => {
  it('is usable when of the contract’s form and never spent here', () => {
    expect(checkResetLink({ uuid: UUID, token: TOKEN }, NOW)).toBe('usable');
  });

  it.each<[string, { uuid?: string; token?: string }]>([
    ['no token', { uuid: UUID }],
    ['no uuid', { token: TOKEN }],
    ['neither (both empty or doubled)', {}],
    ['a uuid cut short', { uuid: UUID.slice(0, 13), token: TOKEN }],
    ['a uuid that is no UUID', { uuid: 'not-a-uuid', token: TOKEN }],
    ['an empty token', { uuid: UUID, token: '' }],
    ['a token longer than the contract allows', { uuid: UUID, token: 'a'.repeat(513) }],
  ])('is malformed with %s', (_desc, link) => {
    expect(checkResetLink(link, NOW)).toBe('malformed');
  });

  it.each(['used', 'refused'] as const)('is %s once this browser spent it so', (how) => {
    rememberSpentResetLink({ uuid: UUID, token: TOKEN }, how, NOW);
    expect(checkResetLink({ uuid: UUID, token: TOKEN }, NOW + 1000)).toBe(how);
    // The same account's next link is another link.
    expect(checkResetLink({ uuid: UUID, token: `${TOKEN}0` }, NOW + 1000)).toBe('usable');
    // The uuid's letters may come in either case.
    expect(checkResetLink({ uuid: UUID.toUpperCase(), token: TOKEN }, NOW + 1000)).toBe(how);
  });

  it('keeps a fingerprint, never the token', () => {
    rememberSpentResetLink({ uuid: UUID, token: TOKEN }, 'used', NOW);
    const stored = localStorage.getItem('resetLinksSpent') ?? '';
    expect(stored).not.toContain(TOKEN);
    expect(stored).not.toContain(UUID);
  });

  it('forgets a spent link after its time, and the oldest beyond the last few', () => {
    rememberSpentResetLink({ uuid: UUID, token: TOKEN }, 'used', NOW);
    expect(checkResetLink({ uuid: UUID, token: TOKEN }, NOW + SPENT_LINK_KEPT_MS + 1)).toBe(
      'usable',
    );
    for (let i = 1; i <= SPENT_LINKS_KEPT; i++) {
      rememberSpentResetLink({ uuid: UUID, token: `${TOKEN}-${i}` }, 'used', NOW + i);
    }
    expect(checkResetLink({ uuid: UUID, token: TOKEN }, NOW + 100)).toBe('usable');
    expect(checkResetLink({ uuid: UUID, token: `${TOKEN}-1` }, NOW + 100)).toBe('used');
  });

  it.each([
    ['not JSON', '{'],
    ['not a list of links', JSON.stringify({ id: 'x' })],
  ])('counts what was stored as nothing when it is %s', (_desc, stored) => {
    localStorage.setItem('resetLinksSpent', stored);
    expect(checkResetLink({ uuid: UUID, token: TOKEN }, NOW)).toBe('usable');
    expect(localStorage.getItem('resetLinksSpent')).toBeNull();
  });
});

// --- The flow around it -------------------------------------------------------------------

const linkQuery: LinkQuery = { token: TOKEN, uuid: UUID, linkType: 'reset', isValid: true };
const signedInResponse = { message: 'OK', tokens: {} } as unknown as SignOnResponse;
const newPassword: FlowEvent = {
  type: 'submit',
  form: 'newPassword',
  values: { password: 'Brand-new-passw0rd', confirmPassword: 'Brand-new-passw0rd' },
};

function open(query: LinkQuery = linkQuery, loggedIn = false): FlowState {
  return initialFlowState({ type: 'reset', tenantId: 'tenant-1' }, { loggedIn, query });
}
const ok = (state: FlowState, result: EffectResult) =>
  transition(state, { type: 'succeeded', effectId: state.effectId, result });
const ko = (state: FlowState, error: FlowError) =>
  transition(state, { type: 'failed', effectId: state.effectId, error });
const verdict = (v: 'usable' | 'malformed' | 'used' | 'refused'): EffectResult => ({
  kind: 'resetLink',
  verdict: v,
});

describe('the reset flow with a dead link', () => {
  it.each(['malformed', 'used', 'refused'] as const)(
    'a %s link → its own screen at once, and no password is asked for',
    (reason) => {
      const state = ok(open(), verdict(reason));
      expect(state.step).toEqual({ name: 'resetLinkDead', reason });
      expect(state.effect).toBeNull();
      expect(state.busy).toBe(false);
      // The link is spent: nothing can send it.
      expect(transition(state, newPassword)).toBe(state);
      expect(transition(state, { type: 'back' })).toBe(state);
    },
  );

  it('a signed-in person with a dead link sees the same screen', () => {
    expect(ok(open(linkQuery, true), verdict('used')).step).toEqual({
      name: 'resetLinkDead',
      reason: 'used',
    });
  });

  it('a check that could not run leaves the link to the provider', () => {
    const state = ko(open(), { kind: 'code', code: 'unknown' });
    expect(state.step).toEqual({ name: 'setNewPassword', requireExisting: false });
    expect(state.error).toBeNull();
  });

  it('the provider refuses the link → its screen, with the provider’s words', () => {
    const sending = transition(ok(open(), verdict('usable')), newPassword);
    expect(sending.effect).toMatchObject({ kind: 'resetPassword', token: TOKEN, uuid: UUID });
    const error: FlowError = {
      kind: 'text',
      text: 'This reset link has expired.',
      linkRefused: true,
    };
    const state = ko(sending, error);
    expect(state.step).toEqual({ name: 'resetLinkDead', reason: 'refused', error });
    expect(state.error).toBeNull();
    expect(transition(state, newPassword)).toBe(state);
  });

  it('a failure that is not about the link stays on the form, with the error', () => {
    const sending = transition(ok(open(), verdict('usable')), newPassword);
    const error: FlowError = { kind: 'code', code: 'offline' };
    const state = ko(sending, error);
    expect(state.step).toEqual({ name: 'setNewPassword', requireExisting: false });
    expect(state.error).toEqual(error);
    expect(state.values.password).toBe('Brand-new-passw0rd');
  });
});

describe('after the new password is set', () => {
  it('the sign-in is held on "Password reset" until the person continues', () => {
    const sending = transition(ok(open(), verdict('usable')), newPassword);
    const held = ok(sending, { kind: 'held', response: signedInResponse });
    expect(held.step).toEqual({
      name: 'done',
      outcome: 'passwordReset',
      response: signedInResponse,
    });
    expect(held.effect).toBeNull();
    expect(held.loggedIn).toBe(false);

    const continuing = transition(held, { type: 'finish' });
    expect(continuing.effect).toEqual({
      kind: 'completeResponse',
      response: signedInResponse,
      final: true,
    });
    expect(continuing.busy).toBe(true);
    // A second press while it runs sends nothing more.
    expect(transition(continuing, { type: 'finish' })).toBe(continuing);

    const finished = ok(continuing, { kind: 'signedIn' });
    expect(finished.step).toEqual({ name: 'done', outcome: 'passwordReset' });
    expect(finished.loggedIn).toBe(true);
  });

  it('Finish on a "Password reset" with nothing held does nothing', () => {
    const state = ok(
      transition(open({ isValid: false }, true), {
        type: 'submit',
        form: 'newPassword',
        values: { password: 'a-new-one-123', confirmPassword: 'a-new-one-123' },
      }),
      { kind: 'ok' },
    );
    expect(state.step).toEqual({ name: 'done', outcome: 'passwordReset' });
    expect(state.effect).toBeNull();
    expect(transition(state, { type: 'finish' })).toBe(state);
  });
});

describe('a new request started from a dead link', () => {
  it('starts with the email carried in the router state, when it is one', () => {
    expect(carriedResetEmail({ resetEmail: 'user@demo.test' })).toBe('user@demo.test');
    expect(carriedResetEmail({ resetEmail: 'nobody' })).toBeUndefined();
    expect(carriedResetEmail({ resetEmail: 42 })).toBeUndefined();
    expect(carriedResetEmail({})).toBeUndefined();
    expect(carriedResetEmail(null)).toBeUndefined();
  });
});
