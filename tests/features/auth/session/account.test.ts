import type { SelfResponse } from '@generated/provider/model';
import type { AccountDeps } from '@/features/auth/session/account';
import { createAccount } from '@/features/auth/session/account';
import { createTokenStore } from '@/features/auth/session/token-store';
import { NOW, TENANT, accessToken, memoryCookies } from './fakes';

const self = (loginRedirectPath?: string) =>
  ({ tenant: { loginRedirectPath } }) as unknown as SelfResponse;

function setup(search = '', overrides: Partial<AccountDeps> = {}) {
  const page = { origin: 'http://localhost', hostname: 'localhost', protocol: 'http:' };
  const api = {
    getSelf: jest.fn(() => Promise.resolve(self('/profile-select'))),
    updateSelf: jest.fn(() => Promise.resolve(self())),
    updatePassword: jest.fn(() => Promise.resolve({ message: 'OK' as const })),
  };
  const deps = {
    tenantId: TENANT,
    api,
    tokens: createTokenStore(
      TENANT,
      memoryCookies({ [`access.${TENANT}`]: accessToken() }),
      () => NOW,
    ),
    signedIn: () => true,
    refresh: jest.fn(() => Promise.resolve('refreshed' as const)),
    ensureFreshAccessToken: jest.fn(() => Promise.resolve()),
    warn: jest.fn(),
    location: () => ({ ...page, pathname: '/sign-in', search, hash: '' }),
    go: jest.fn(),
    ...overrides,
  };
  return { api, deps, account: createAccount(deps) };
}

describe("the signed-in person's account", () => {
  it('updates the user, then refreshes the tokens so the id token shows the change', async () => {
    const { api, deps, account } = setup();
    await account.updateSelf({ name: 'Ada' });
    expect(api.updateSelf).toHaveBeenCalledWith({ name: 'Ada' });
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    await expect(account.updateSelf({})).rejects.toThrow('Missing user properties to update');
    expect(deps.warn).toHaveBeenCalledWith('Missing user properties to update');
  });

  it('redirects a signed-in person: the given target, the parameter, then the tenant’s path', async () => {
    const given = setup('?redirectUrl=%2Fprofiles%2Fusers');
    expect(await given.account.redirectIfLoggedIn({ redirect: '/landing' })).toBe(true);
    expect(given.deps.go).toHaveBeenLastCalledWith('/landing');
    await given.account.redirectIfLoggedIn({ redirect: 'https://evil.example/' });
    expect(given.deps.go).toHaveBeenLastCalledWith('/profiles/users');
    expect(given.api.getSelf).not.toHaveBeenCalled();

    const tenant = setup();
    await tenant.account.redirectIfLoggedIn();
    expect(tenant.deps.go).toHaveBeenLastCalledWith('/profile-select');
  });

  it('stays put when signed out, or when the tenant’s path leaves the origin', async () => {
    const signedOut = setup('', { signedIn: () => false });
    expect(await signedOut.account.redirectIfLoggedIn({ redirect: '/landing' })).toBe(false);
    const offOrigin = setup();
    offOrigin.api.getSelf.mockResolvedValueOnce(self('//evil.example/login'));
    expect(await offOrigin.account.redirectIfLoggedIn()).toBe(false);
    expect(offOrigin.deps.go).not.toHaveBeenCalled();
  });

  it('sets a new password only with an access token', async () => {
    const { api, account } = setup();
    await account.updatePassword({ password: 'a-brand-new-password' });
    expect(api.updatePassword).toHaveBeenCalledWith(TENANT, { password: 'a-brand-new-password' });
    const without = setup('', {
      tokens: createTokenStore(TENANT, memoryCookies(), () => NOW),
    });
    await expect(without.account.updatePassword({ password: 'x' })).rejects.toThrow(
      'updatePassword() was called without link credentials (token & uuid) or a JWT access token.',
    );
    expect(without.api.updatePassword).not.toHaveBeenCalled();
  });
});
