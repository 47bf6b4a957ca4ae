import type { LogoutResponse } from '@generated/provider/model';
import { HttpError } from '@/lib/http/errors';
import type { LogoutDeps } from '@/features/auth/session/logout';
import { createLogout } from '@/features/auth/session/logout';
import { createTokenStore } from '@/features/auth/session/token-store';
import { IN_AN_HOUR, NOW, TENANT, accessToken, deferred, jwt, memoryCookies } from './fakes';

const EXPIRED = NOW / 1000 - 60;

function setup(cookies: Record<string, string>, overrides: Partial<LogoutDeps> = {}) {
  const jar = memoryCookies(cookies);
  const page = { origin: 'http://localhost', hostname: 'localhost', protocol: 'http:' };
  const deps = {
    tokens: createTokenStore(TENANT, jar, () => NOW),
    refresh: jest.fn(async () => {
      jar.values.set(`access.${TENANT}`, accessToken());
      return 'refreshed' as const;
    }),
    refreshInFlight: () => false,
    request: jest.fn(() =>
      Promise.resolve({ message: 'OK', redirectTo: '/bye' } as LogoutResponse),
    ),
    warn: jest.fn(),
    loggedOut: jest.fn(() => jar.values.clear()),
    location: () => ({ ...page, pathname: '/home', search: '', hash: '' }),
    go: jest.fn(),
    ...overrides,
  };
  return { deps, jar, logout: createLogout(deps) };
}

const signedIn = {
  [`access.${TENANT}`]: accessToken(),
  [`refresh.${TENANT}`]: jwt({ exp: IN_AN_HOUR }),
};

describe('logout (SPEC §4)', () => {
  it('asks the provider, clears everything and follows its same-origin redirectTo', async () => {
    const { deps, logout } = setup(signedIn);
    await logout();
    expect(deps.request).toHaveBeenCalledTimes(1);
    expect(deps.loggedOut).toHaveBeenCalledTimes(1);
    expect(deps.go).toHaveBeenCalledWith('/bye');
  });

  it('clears everything even when the provider fails, and goes where it was asked', async () => {
    const failure = new HttpError({ message: 'Server error', status: 500, kind: 'http' });
    const { deps, logout } = setup(signedIn, { request: jest.fn(() => Promise.reject(failure)) });
    await logout({ redirect: '/landing' });
    expect(deps.loggedOut).toHaveBeenCalledTimes(1);
    expect(deps.warn).toHaveBeenCalledWith(
      'Logout call failed; signing out locally.',
      'Server error',
    );
    expect(deps.go).toHaveBeenCalledWith('/landing');
  });

  it('goes to sign-in when the provider names another origin, and nowhere with redirect false', async () => {
    const offOrigin = () =>
      Promise.resolve({ redirectTo: 'https://evil.example/' } as LogoutResponse);
    const first = setup(signedIn, { request: jest.fn(offOrigin) });
    await first.logout();
    expect(first.deps.go).toHaveBeenCalledWith('/sign-in');
    const second = setup(signedIn);
    await second.logout({ redirect: false });
    expect(second.deps.go).not.toHaveBeenCalled();
    expect(second.deps.loggedOut).toHaveBeenCalledTimes(1);
  });

  it('refreshes an expired access token first, so that the provider can revoke the session', async () => {
    const { deps, logout } = setup({
      ...signedIn,
      [`access.${TENANT}`]: accessToken({ exp: EXPIRED }),
    });
    await logout();
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.request).toHaveBeenCalledTimes(1);
  });

  it('signs out locally without a call when no token is usable', async () => {
    const { deps, logout } = setup({});
    await logout();
    expect(deps.refresh).not.toHaveBeenCalled();
    expect(deps.request).not.toHaveBeenCalled();
    expect(deps.loggedOut).toHaveBeenCalledTimes(1);
  });

  it('joins a logout under way: pressing twice makes one call', async () => {
    const call = deferred<LogoutResponse>();
    const { deps, logout } = setup(signedIn, { request: jest.fn(() => call.promise) });
    const first = logout();
    const second = logout();
    call.resolve({ redirectTo: '/bye' } as LogoutResponse);
    await Promise.all([first, second]);
    expect(deps.request).toHaveBeenCalledTimes(1);
    expect(deps.loggedOut).toHaveBeenCalledTimes(1);
  });
});
