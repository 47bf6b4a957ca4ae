import { createSignOut } from '@/features/auth/session/sign-out';
import { createStateStore, initialState } from '@/features/auth/session/state-store';
import { createTokenStore } from '@/features/auth/session/token-store';
import { IN_AN_HOUR, NOW, TENANT, accessToken, jwt, memoryCookies } from './fakes';

function setup(cookies: Record<string, string> = {}) {
  const jar = memoryCookies(cookies);
  const state = createStateStore(initialState('test'));
  const page = { origin: 'http://localhost', hostname: 'localhost', protocol: 'http:' };
  const location = { ...page, pathname: '/profiles/users', search: '?page=2', hash: '' };
  const deps = {
    tokens: createTokenStore(TENANT, jar, () => NOW),
    state,
    location: () => location,
    go: jest.fn(),
    forgetUser: jest.fn(),
    clearChallenge: jest.fn(),
    stopRefreshTimer: jest.fn(),
    announce: jest.fn(),
  };
  return { deps, jar, state, location, signOut: createSignOut(deps) };
}

const signedInCookies = {
  [`access.${TENANT}`]: accessToken({ roles: ['admin'] }),
  [`id.${TENANT}`]: jwt({ exp: IN_AN_HOUR }),
  [`refresh.${TENANT}`]: jwt({ exp: IN_AN_HOUR }),
};

describe('the end of a session (SPEC §4)', () => {
  it('clears tokens, user, challenge and state, tells the other tabs, and goes to sign-in', () => {
    const { deps, jar, state, signOut } = setup(signedInCookies);
    state.set({ status: 'signedIn', signedIn: true, roles: ['admin'], user: { id: 1 } });
    signOut.endSession();
    expect([...jar.values.keys()]).toEqual([]);
    expect(state.get()).toMatchObject({ status: 'signedOut', signedIn: false, user: null });
    expect(state.get().roles).toEqual([]);
    expect(deps.forgetUser).toHaveBeenCalled();
    expect(deps.clearChallenge).toHaveBeenCalled();
    expect(deps.stopRefreshTimer).toHaveBeenCalled();
    expect(deps.announce).toHaveBeenCalledTimes(1);
    expect(deps.go).toHaveBeenCalledWith('/sign-in?redirectUrl=%2Fprofiles%2Fusers%3Fpage%3D2');
  });

  it('ends once however many calls fail together, and again after a new sign-in', () => {
    const { deps, state, jar, signOut } = setup(signedInCookies);
    state.set({ signedIn: true });
    signOut.endSession();
    signOut.endSession();
    expect(deps.announce).toHaveBeenCalledTimes(1);
    for (const [name, value] of Object.entries(signedInCookies)) jar.values.set(name, value);
    signOut.resumed();
    signOut.endSession();
    expect(deps.announce).toHaveBeenCalledTimes(2);
  });

  it('does nothing when nobody is signed in and no token is left', () => {
    const { deps, signOut } = setup();
    signOut.endSession();
    expect(deps.go).not.toHaveBeenCalled();
    expect(deps.announce).not.toHaveBeenCalled();
  });

  it('marks every answer still on its way as belonging to a finished session', () => {
    const { signOut } = setup(signedInCookies);
    const before = signOut.generation();
    signOut.clearLocal();
    expect(signOut.generation()).not.toBe(before);
  });

  it('after a logout, tells the other tabs but leaves navigation to the logout', () => {
    const { deps, signOut } = setup(signedInCookies);
    signOut.loggedOut();
    expect(deps.announce).toHaveBeenCalledTimes(1);
    expect(deps.go).not.toHaveBeenCalled();
    signOut.endSession(); // a 401 arriving after the logout
    expect(deps.announce).toHaveBeenCalledTimes(1);
  });

  it('follows another tab to sign-in without telling the others again', () => {
    const { deps, jar, signOut } = setup(signedInCookies);
    signOut.signedOutElsewhere();
    expect([...jar.values.keys()]).toEqual([]);
    expect(deps.announce).not.toHaveBeenCalled();
    expect(deps.go).toHaveBeenCalledWith('/sign-in?redirectUrl=%2Fprofiles%2Fusers%3Fpage%3D2');
  });
});
