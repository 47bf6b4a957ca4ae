import { completionTarget, readLinkQuery, ssoLoginUrl } from '@/features/auth/flow/addresses';
import { toFlowError } from '@/features/auth/flow/flow-error';
import type { FlowConfig } from '@/features/auth/flow/types';
import { ClientError, HttpError } from '@/lib/http/errors';

const ORIGIN = 'http://app.test';
const login: FlowConfig = { type: 'login', tenantId: 'demo1234' };

describe('link query (SPEC §3 "Query")', () => {
  it('reads token, uuid and type from the page address', () => {
    expect(readLinkQuery('?token=abc&uuid=u-1&type=login')).toEqual({
      token: 'abc',
      uuid: 'u-1',
      linkType: 'login',
      isValid: true,
    });
  });

  it('ignores empty and duplicated parameters', () => {
    expect(readLinkQuery('?token=&uuid=u-1&uuid=u-2')).toEqual({
      token: undefined,
      uuid: undefined,
      linkType: undefined,
      isValid: true,
    });
  });
});

describe('where a finished sign-in goes', () => {
  it.each([
    ['', '/profile-select'],
    ['?redirectUrl=%2Fprofiles%2Fusers', '/profile-select?redirectUrl=%2Fprofiles%2Fusers'],
    ['?redirectUrl=%2F%2Fevil.example', '/profile-select'],
    ['?redirectUrl=https%3Aevil.example', '/profile-select'],
    ['?redirectUrl=javascript%3Aalert(1)', '/profile-select'],
    ['?redirectUrl=%2Fa&redirectUrl=%2Fb', '/profile-select'],
  ])('from %s → %s', (search, target) => {
    expect(completionTarget(login, search, ORIGIN)).toBe(target);
  });

  it('takes an explicit same-origin redirect, never another origin', () => {
    expect(completionTarget({ ...login, redirect: '/home' }, '', ORIGIN)).toBe('/home');
    expect(completionTarget({ ...login, redirect: 'https://evil.example/' }, '', ORIGIN)).toBe(
      '/profile-select',
    );
  });
});

describe('social login address (SPEC §7)', () => {
  it('carries origin, tenant_id and redirect', () => {
    const url = new URL(
      ssoLoginUrl('google', { tenantId: 'demo1234', origin: ORIGIN, redirect: '/profile-select' }),
    );
    expect(url.pathname).toBe('/v0/auth/google/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: ORIGIN,
      tenant_id: 'demo1234',
      redirect: '/profile-select',
    });
  });

  it('adds provider_id for custom providers only', () => {
    const custom = new URL(
      ssoLoginUrl('custom', { tenantId: 't', origin: ORIGIN, providerId: 'p-9' }),
    );
    expect(custom.searchParams.get('provider_id')).toBe('p-9');
    const github = new URL(
      ssoLoginUrl('github', { tenantId: 't', origin: ORIGIN, providerId: 'p-9' }),
    );
    expect(github.searchParams.has('provider_id')).toBe(false);
  });
});

describe('errors shown by the flow (SPEC §8)', () => {
  it("shows the server's message as text, else the unknown-error message", () => {
    const server = new HttpError({
      message: 'Incorrect email or password',
      status: 400,
      kind: 'http',
      hasServerMessage: true,
    });
    expect(toFlowError(server)).toEqual({ kind: 'text', text: 'Incorrect email or password' });
    expect(toFlowError(new HttpError({ message: 'x', status: 500, kind: 'http' }))).toEqual({
      kind: 'code',
      code: 'unknown',
    });
    expect(toFlowError(new ClientError('Missing token or uuid'))).toEqual({
      kind: 'text',
      text: 'Missing token or uuid',
    });
    expect(toFlowError(new TypeError('Failed to fetch'))).toEqual({
      kind: 'code',
      code: 'unknown',
    });
  });

  // docs/decisions/011: the provider's refusal of a reset call is about the link.
  const reset = { kind: 'resetPassword', token: 't', uuid: 'u', password: 'p' } as const;
  const status = (code: number) =>
    new HttpError({ message: 'No', status: code, kind: 'http', hasServerMessage: true });

  it.each([400, 401, 403, 404, 410])('a reset refused with %i: the link is refused', (code) => {
    expect(toFlowError(status(code), reset)).toEqual({
      kind: 'text',
      text: 'No',
      linkRefused: true,
    });
  });

  it.each([429, 500, 503])('a reset answered %i leaves the link as it was', (code) => {
    expect(toFlowError(status(code), reset)).not.toHaveProperty('linkRefused');
  });

  it('no answer, or a refusal of another call, is not about a reset link', () => {
    expect(
      toFlowError(new HttpError({ message: 'x', status: 0, kind: 'network' }), reset),
    ).not.toHaveProperty('linkRefused');
    expect(
      toFlowError(status(400), { kind: 'loginPassword', emailOrUsername: 'a', password: 'b' }),
    ).not.toHaveProperty('linkRefused');
  });
});
