import type { User } from '@generated/product/model';
import { PROFESSIONAL_ID_KEY, SESSION_USER_KEY } from '@/features/auth/session/session-user';
import { createStateStore, initialState } from '@/features/auth/session/state-store';
import { createTokenStore } from '@/features/auth/session/token-store';
import { createUserValidation } from '@/features/auth/session/user-validation';
import { NOW, TENANT, accessToken, deferred, memoryCookies, memoryStorage } from './fakes';

const UUID = '0b7f1c2e-4d3a-4b5c-9e8f-1a2b3c4d5e6f';
const OTHER_UUID = '11111111-2222-4333-8444-555555555555';
const ADA = { id: 7, email: 'ada@example.com', authUuid: UUID, defaultRole: 'user' } as User;
const PRO = {
  id: 8,
  email: 'pro@example.com',
  authUuid: UUID,
  defaultRole: 'professional',
  professional: { id: 1001 },
} as User;

function setup(stored: Record<string, string> = {}) {
  const local = memoryStorage(stored);
  const tabStorage = memoryStorage();
  const state = createStateStore(initialState('test'));
  let generation = 0;
  const getUserByAuthUuid = jest.fn((_uuid: string) => Promise.resolve(ADA));
  const users = createUserValidation({
    local,
    tabStorage,
    state,
    tokens: createTokenStore(
      TENANT,
      memoryCookies({ [`access.${TENANT}`]: accessToken({ userUuid: UUID }) }),
      () => NOW,
    ),
    getUserByAuthUuid: (uuid) => getUserByAuthUuid(uuid),
    generation: () => generation,
  });
  const signIn = (user: Partial<User> | null = null) =>
    state.set({ status: 'signedIn', signedIn: true, user });
  return {
    local,
    tabStorage,
    state,
    users,
    getUserByAuthUuid,
    signIn,
    signOut: () => generation++,
  };
}

describe('user validation (SPEC §4 "User validation")', () => {
  it('loads a user without id or email by the auth uuid, once however often it is asked', async () => {
    const { users, state, local, getUserByAuthUuid, signIn } = setup();
    signIn({ firstName: 'Ada' });
    await Promise.all([users.validateUser(), users.validateUser(), users.validateUser()]);
    expect(getUserByAuthUuid).toHaveBeenCalledTimes(1);
    expect(getUserByAuthUuid).toHaveBeenCalledWith(UUID);
    expect(state.get().user).toEqual(ADA);
    expect(JSON.parse(local.entries[SESSION_USER_KEY]!)).toEqual(ADA);
  });

  it('leaves a complete user alone unless a reload is forced', async () => {
    const { users, getUserByAuthUuid, signIn } = setup();
    signIn(ADA);
    await users.validateUser();
    expect(getUserByAuthUuid).not.toHaveBeenCalled();
    await users.validateUser({ force: true });
    expect(getUserByAuthUuid).toHaveBeenCalledTimes(1);
  });

  it('does nothing while nobody is signed in', async () => {
    const { users, getUserByAuthUuid } = setup();
    await users.validateUser({ force: true });
    expect(getUserByAuthUuid).not.toHaveBeenCalled();
  });

  it('drops a user that arrives after a sign-out', async () => {
    const { users, state, local, getUserByAuthUuid, signIn, signOut } = setup();
    const answer = deferred<User>();
    getUserByAuthUuid.mockReturnValueOnce(answer.promise);
    signIn();
    const load = users.validateUser();
    signOut();
    state.set({ status: 'signedOut', signedIn: false, user: null });
    answer.resolve(ADA);
    await load;
    expect(state.get().user).toBeNull();
    expect(local.entries[SESSION_USER_KEY]).toBeUndefined();
  });
});

describe('the stored session user', () => {
  it("is shown only to its own account; anyone else's is removed with the professional id", () => {
    const mine = setup({ [SESSION_USER_KEY]: JSON.stringify(ADA) });
    expect(mine.users.own()).toEqual(ADA);

    const theirs = setup({ [SESSION_USER_KEY]: JSON.stringify({ ...ADA, authUuid: OTHER_UUID }) });
    theirs.tabStorage.set(PROFESSIONAL_ID_KEY, '1001');
    expect(theirs.users.own()).toBeNull();
    expect(theirs.local.entries).toEqual({});
    expect(theirs.tabStorage.entries).toEqual({});
  });
});

describe('professional validation (SPEC §4)', () => {
  it("keeps a professional's id in session storage", () => {
    const { users, tabStorage, signIn } = setup();
    signIn(PRO);
    expect(users.validateProfessional()).toBe('ok');
    expect(tabStorage.get(PROFESSIONAL_ID_KEY)).toBe('1001');
  });

  it('reports that a professional without professional data but a stored id needs a refresh', () => {
    const { users, tabStorage, signIn } = setup();
    tabStorage.set(PROFESSIONAL_ID_KEY, '1001');
    signIn({ ...PRO, professional: undefined });
    expect(users.validateProfessional()).toBe('needsRefresh');
    users.forgetProfessionalId();
    expect(users.validateProfessional()).toBe('ok');
  });

  it('leaves other roles and signed-out visitors alone', () => {
    const { users, tabStorage, signIn } = setup();
    expect(users.validateProfessional()).toBe('ok');
    signIn(ADA);
    expect(users.validateProfessional()).toBe('ok');
    expect(tabStorage.entries).toEqual({});
  });
});
