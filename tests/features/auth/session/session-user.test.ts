import type * as SessionUserModuleType from '@/features/auth/session/session-user';
import type { SafeStorage } from '@/features/auth/session/storage';

type SessionUserModule = typeof SessionUserModuleType;

/** A fresh copy of the module, whose check has not loaded yet. */
function freshModule(): SessionUserModule {
  let module: SessionUserModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<SessionUserModule>('@/features/auth/session/session-user');
  });
  return module!;
}

function memoryStorage(entries: Record<string, string> = {}): SafeStorage & {
  entries: Record<string, string>;
} {
  return {
    entries,
    get: (key) => entries[key] ?? null,
    set: (key, value) => void (entries[key] = value),
    remove: (key) => void delete entries[key],
  };
}

const ADA = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  authUuid: '0b7f1c2e-4d3a-4b5c-9e8f-1a2b3c4d5e6f',
};

describe('the stored session user', () => {
  it('is not trusted before its check has loaded, and stays stored', async () => {
    const { SESSION_USER_KEY, loadSessionUserCheck, readSessionUser } = freshModule();
    const storage = memoryStorage({ [SESSION_USER_KEY]: JSON.stringify(ADA) });
    expect(readSessionUser(storage)).toBeNull();
    expect(storage.entries[SESSION_USER_KEY]).toBe(JSON.stringify(ADA));
    await loadSessionUserCheck();
    expect(readSessionUser(storage)).toEqual(ADA);
  });

  it('is checked with the generated schema once loaded: a wrong shape or bad JSON is removed', async () => {
    const { SESSION_USER_KEY, loadSessionUserCheck, readSessionUser } = freshModule();
    await loadSessionUserCheck();
    const wrong = memoryStorage({ [SESSION_USER_KEY]: JSON.stringify({ id: 'seven' }) });
    expect(readSessionUser(wrong)).toBeNull();
    expect(wrong.entries).toEqual({});
    const corrupt = memoryStorage({ [SESSION_USER_KEY]: '{not json' });
    expect(readSessionUser(corrupt)).toBeNull();
    expect(corrupt.entries).toEqual({});
    expect(readSessionUser(memoryStorage())).toBeNull();
  });

  it('starts loading the check when a stored user is read before it', async () => {
    const { SESSION_USER_KEY, readSessionUser } = freshModule();
    const storage = memoryStorage({ [SESSION_USER_KEY]: JSON.stringify(ADA) });
    expect(readSessionUser(storage)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readSessionUser(storage)).toEqual(ADA);
  });
});
