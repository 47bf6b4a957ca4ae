import type { RefreshResult } from '@/features/auth/session/session-types';
import { createRefreshTimer } from '@/features/auth/session/refresh-timer';
import { createTokenStore } from '@/features/auth/session/token-store';
import { NOW, TENANT, accessToken, jwt, memoryCookies } from './fakes';

const FIFTEEN_MINUTES = 15 * 60;

function setup(cookies: Record<string, string>, result: RefreshResult = 'refreshed') {
  const scheduled: Array<{ fn: () => void; ms: number; cancelled: boolean }> = [];
  const deps = {
    tokens: createTokenStore(TENANT, memoryCookies(cookies), () => NOW),
    now: () => NOW,
    schedule: (fn: () => void, ms: number) => {
      const entry = { fn, ms, cancelled: false };
      scheduled.push(entry);
      return () => void (entry.cancelled = true);
    },
    refresh: jest.fn(() => Promise.resolve(result)),
    end: jest.fn(),
  };
  const pending = () => scheduled.filter((entry) => !entry.cancelled);
  return { deps, timer: createRefreshTimer(deps), pending };
}

const signedIn = {
  [`access.${TENANT}`]: accessToken({ exp: NOW / 1000 + FIFTEEN_MINUTES }),
  [`refresh.${TENANT}`]: jwt({ exp: NOW / 1000 + 86_400 }),
};

describe('the refresh timer', () => {
  it('refreshes 30 seconds before the access token expires', async () => {
    const { deps, timer, pending } = setup(signedIn);
    timer.start();
    expect(pending().map((entry) => entry.ms)).toEqual([FIFTEEN_MINUTES * 1000 - 30_000]);
    pending()[0]!.fn();
    await Promise.resolve();
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.end).not.toHaveBeenCalled();
  });

  it('ends the session when that refresh is rejected', async () => {
    const { deps, timer, pending } = setup(signedIn, 'rejected');
    timer.start();
    pending()[0]!.fn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.end).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token, ends the session when the access token expires', () => {
    const { deps, timer, pending } = setup({ [`access.${TENANT}`]: signedIn[`access.${TENANT}`]! });
    timer.start();
    expect(pending().map((entry) => entry.ms)).toEqual([FIFTEEN_MINUTES * 1000]);
    pending()[0]!.fn();
    expect(deps.end).toHaveBeenCalledTimes(1);
    expect(deps.refresh).not.toHaveBeenCalled();
  });

  it('keeps one timer: starting again replaces it, stopping cancels it', () => {
    const { timer, pending } = setup(signedIn);
    timer.start();
    timer.start();
    expect(pending()).toHaveLength(1);
    timer.stop();
    expect(pending()).toHaveLength(0);
  });

  it('sets no timer without a readable access token', () => {
    const { timer, pending } = setup({ [`access.${TENANT}`]: 'garbage' });
    timer.start();
    expect(pending()).toHaveLength(0);
  });
});
