import type { RefreshResponse } from '@generated/provider/model';
import { HttpError } from '@/lib/http/errors';
import type { RefreshDeps } from '@/features/auth/session/refresh';
import { createRefresh } from '@/features/auth/session/refresh';
import { createTokenStore } from '@/features/auth/session/token-store';
import { IN_AN_HOUR, NOW, TENANT, accessToken, deferred, jwt, memoryCookies } from './fakes';

const EXPIRED = NOW / 1000 - 60;
const NEW_ACCESS = accessToken({ roles: ['admin'] });
const answer: RefreshResponse = {
  tokens: { access: { value: NEW_ACCESS }, id: { value: 'i.d.t' } },
};

/** A session part whose access token has expired and whose refresh token is still good. */
function setup(overrides: Partial<RefreshDeps> = {}) {
  const jar = memoryCookies({
    [`access.${TENANT}`]: accessToken({ exp: EXPIRED }),
    [`refresh.${TENANT}`]: jwt({ exp: IN_AN_HOUR }),
  });
  const tokens = createTokenStore(TENANT, jar, () => NOW);
  let generation = 0;
  const locks: string[] = [];
  const lock = { whileWaiting: (): unknown => undefined };
  const deps = {
    tenantId: TENANT,
    tokens,
    request: jest.fn(() => Promise.resolve(answer)),
    // With a lock, a failed refresh does not wait for another tab's answer.
    withLock: <T>(name: string, task: () => Promise<T>): Promise<T> => {
      locks.push(name);
      lock.whileWaiting();
      return task();
    },
    warn: jest.fn(),
    generation: () => generation,
    adopt: jest.fn(() => tokens.accessValid()),
    save: jest.fn((fresh: RefreshResponse['tokens']) => {
      jar.values.set(`access.${TENANT}`, fresh.access.value);
    }),
    signedIn: jest.fn(() => true),
    end: jest.fn(),
    ...overrides,
  };
  const signOut = () => void (generation += 1);
  return { deps, jar, locks, lock, refresher: createRefresh(deps), signOut };
}

const refused = (status: number) =>
  new HttpError({ message: 'Unauthorized', status, kind: 'http' });

describe('the single-flight refresh', () => {
  it('makes one call for two concurrent callers, who both get its result', async () => {
    const call = deferred<RefreshResponse>();
    const { deps, refresher, locks } = setup({ request: jest.fn(() => call.promise) });
    const first = refresher.refresh();
    const second = refresher.refresh();
    expect(refresher.inFlight()).toBe(true);
    call.resolve(answer);
    expect(await Promise.all([first, second])).toEqual(['refreshed', 'refreshed']);
    expect(deps.request).toHaveBeenCalledTimes(1);
    expect(deps.save).toHaveBeenCalledTimes(1);
    expect(locks).toEqual([`session-refresh.${TENANT}`]);
    expect(refresher.inFlight()).toBe(false);
  });

  it('asks again once the previous refresh has finished', async () => {
    const { deps, refresher, jar } = setup();
    await refresher.refresh();
    jar.values.set(`access.${TENANT}`, accessToken({ exp: EXPIRED }));
    await refresher.refresh();
    expect(deps.request).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403])('counts a %i answer as rejected, and warns', async (status) => {
    const { deps, refresher } = setup({ request: jest.fn(() => Promise.reject(refused(status))) });
    expect(await refresher.refresh()).toBe('rejected');
    expect(deps.warn).toHaveBeenCalledWith('Refresh failed:', 'Unauthorized');
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('ends a signed-in session when a call finds the token expired and the refresh gets a 401', async () => {
    const { deps, refresher } = setup({ request: jest.fn(() => Promise.reject(refused(401))) });
    await refresher.ensureFreshAccessToken();
    expect(deps.end).toHaveBeenCalledTimes(1);
  });

  it('only warns when the provider cannot be reached: nobody is signed out', async () => {
    const network = new HttpError({ message: 'Failed to fetch', status: 0, kind: 'network' });
    const { deps, refresher } = setup({ request: jest.fn(() => Promise.reject(network)) });
    expect(await refresher.refresh()).toBe('unavailable');
    await expect(refresher.ensureFreshAccessToken()).rejects.toMatchObject({
      status: 0,
      kind: 'network',
    });
    expect(await refresher.recoverFromUnauthorized('used')).toBe('keep');
    expect(deps.end).not.toHaveBeenCalled();
    expect(deps.warn).toHaveBeenCalledWith('Refresh failed:', 'Failed to fetch');
  });

  it('drops an answer that arrives after a sign-out', async () => {
    const call = deferred<RefreshResponse>();
    const { deps, refresher, signOut } = setup({ request: jest.fn(() => call.promise) });
    const result = refresher.refresh();
    signOut();
    call.resolve(answer);
    expect(await result).toBe('rejected');
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('adopts what another tab stored while this one waited for the lock, without a call', async () => {
    const { deps, refresher, jar, lock } = setup();
    // Another tab's refresh lands while this one waits.
    lock.whileWaiting = () => jar.values.set(`access.${TENANT}`, NEW_ACCESS);
    expect(await refresher.refresh()).toBe('refreshed');
    expect(deps.request).not.toHaveBeenCalled();
    expect(deps.adopt).toHaveBeenCalled();
  });

  it('adopts what another tab stored before the timer fired, when told the token it was set for', async () => {
    const { deps, refresher, jar } = setup();
    const setFor = jar.values.get(`access.${TENANT}`);
    // Another tab refreshed just before this tab's timer fired; this tab has not heard yet.
    jar.values.set(`access.${TENANT}`, NEW_ACCESS);
    expect(await refresher.refresh(setFor)).toBe('refreshed');
    expect(deps.request).not.toHaveBeenCalled();
    expect(deps.adopt).toHaveBeenCalled();
  });

  it('is rejected without a call when the refresh token has expired too', async () => {
    const { deps, refresher, jar } = setup();
    jar.values.set(`refresh.${TENANT}`, jwt({ exp: EXPIRED }));
    expect(await refresher.refresh()).toBe('rejected');
    expect(deps.request).not.toHaveBeenCalled();
  });

  it('after a 401, retries at once when another call has already refreshed', async () => {
    const { deps, refresher, jar } = setup();
    jar.values.set(`access.${TENANT}`, NEW_ACCESS);
    expect(await refresher.recoverFromUnauthorized('the-old-token')).toBe('retry');
    expect(deps.request).not.toHaveBeenCalled();
  });
});
