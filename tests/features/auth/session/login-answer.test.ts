import type { Factor, SignOnResponse } from '@generated/provider/model';
import { createLoginAnswers } from '@/features/auth/session/login-answer';
import type { SecondFactorState } from '@/features/auth/session/session-types';
import { TENANT } from './fakes';

const TOTP: Factor = { strategy: 'totp', channel: 'authenticator' };
const PASSWORD: Factor = { strategy: 'password', channel: 'email' };

const mfaRequired = {
  message: 'MFA required',
  isMfaRequired: true,
  firstFactorToken: 'uf_test_first_factor_1',
  authentication: { firstFactor: PASSWORD, secondFactors: [TOTP] },
} as SignOnResponse;

const TOKENS = { access: { value: 'a.b.c' }, id: { value: 'd.e.f' } };

const signedIn = (redirectTo = '/profile-select') =>
  ({
    message: 'OK',
    mode: 'test',
    redirectTo,
    tokens: TOKENS,
    userId: 1,
    userUuid: 'u',
    tenantId: TENANT,
  }) as SignOnResponse;

function setup(search = '', cookiesStick = true) {
  const here = { origin: 'http://localhost', hostname: 'localhost', protocol: 'http:' };
  const page = { ...here, pathname: '/sign-in', search, hash: '' };
  const kept: { secondFactor: SecondFactorState | null } = { secondFactor: null };
  const deps = {
    location: () => page,
    setSecondFactor: (value: SecondFactorState | null) => void (kept.secondFactor = value),
    saveTokens: jest.fn(() => cookiesStick),
    clearChallenge: jest.fn(),
    go: jest.fn(),
  };
  return { deps, kept, handle: createLoginAnswers(deps) };
}

describe('login answers (SPEC §4 "Login response handling")', () => {
  it('keeps the first-factor token and second factors until an OK answer', () => {
    const { deps, kept, handle } = setup();
    expect(handle(mfaRequired)).toEqual({ kind: 'secondFactor', secondFactors: [TOTP] });
    expect(kept.secondFactor).toEqual({
      firstFactorToken: 'uf_test_first_factor_1',
      secondFactors: [TOTP],
      firstFactor: PASSWORD,
    });
    expect(deps.saveTokens).not.toHaveBeenCalled();
    expect(deps.go).not.toHaveBeenCalled();

    // An answer other than OK (here a PKCE one) leaves the second-factor state alone.
    handle(
      { message: 'PKCE required', authorizationCode: 'c', redirectTo: '/cb' },
      { redirect: false },
    );
    expect(kept.secondFactor?.firstFactorToken).toBe('uf_test_first_factor_1');

    expect(handle(signedIn(), { redirect: false })).toEqual({
      kind: 'signedIn',
      redirectTo: '/profile-select',
    });
    expect(kept.secondFactor).toBeNull();
    expect(deps.saveTokens).toHaveBeenCalledWith(TOKENS);
  });

  it('goes to the redirect parameter first, then the answer’s redirectTo, same-origin only', () => {
    const fromQuery = setup('?redirectUrl=%2Fprofiles%2Fusers');
    fromQuery.handle(signedIn());
    expect(fromQuery.deps.go).toHaveBeenCalledWith('/profiles/users');

    const offOrigin = setup('?redirectUrl=%2F%2Fevil.example');
    offOrigin.handle(signedIn());
    expect(offOrigin.deps.go).toHaveBeenCalledWith('/profile-select');

    const repeated = setup('?redirectUrl=%2Fa&redirectUrl=%2Fb');
    repeated.handle(signedIn());
    expect(repeated.deps.go).toHaveBeenCalledWith('/profile-select');
  });

  it('takes an explicit redirect over both, and the root when it is unsafe', () => {
    const { deps, handle } = setup('?redirectUrl=%2Fprofiles%2Fusers');
    handle(signedIn(), { redirect: '/landing' });
    expect(deps.go).toHaveBeenLastCalledWith('/landing');
    expect(handle(signedIn(), { redirect: 'javascript:alert(1)' })).toEqual({
      kind: 'signedIn',
      redirectTo: '/',
    });
    expect(deps.go).toHaveBeenLastCalledWith('/');
  });

  it('stores the tokens but does not navigate when redirect is false', () => {
    const { deps, handle } = setup('?redirectUrl=%2Fprofiles%2Fusers');
    handle(signedIn(), { redirect: false });
    expect(deps.saveTokens).toHaveBeenCalledTimes(1);
    expect(deps.go).not.toHaveBeenCalled();
  });

  it("says 'Problem setting cookies' when the browser keeps none", () => {
    const { handle } = setup('', false);
    expect(() => handle(signedIn(), { redirect: false })).toThrow('Problem setting cookies');
  });

  it('sends a PKCE answer back with its authorization code and forgets the challenge', () => {
    const { deps, handle } = setup();
    const outcome = handle({
      message: 'PKCE required',
      authorizationCode: 'code-123',
      redirectTo: '/native/callback?state=s',
    });
    const path = '/native/callback?state=s&authorization_code=code-123';
    expect(outcome).toEqual({ kind: 'pkce', redirectTo: path });
    expect(deps.go).toHaveBeenCalledWith(path);
    expect(deps.clearChallenge).toHaveBeenCalledTimes(1);
    expect(() =>
      handle({
        message: 'PKCE required',
        authorizationCode: 'c',
        redirectTo: 'https://evil.example',
      }),
    ).toThrow('Missing PKCE redirect url');
  });
});
