import type { RefreshResult } from '@/features/auth/session/session-types';
import { createRefreshTimer, RETRY_LIMIT } from '@/features/auth/session/refresh-timer';
import { createTokenStore } from '@/features/auth/session/token-store';
import { NOW, TENANT, accessToken, jwt, memoryCookies } from './fakes';

const FIFTEEN_MINUTES = 15 * 60;

function setup(
  cookies: Record<string, string>,
  result: RefreshResult = 'refreshed',
  retryAfter?: number,
) {
  const scheduled: Array<{ fn: () => void; ms: number; cancelled: boolean }> = [];
  const jar = memoryCookies(cookies);
  const deps = {
    tokens: createTokenStore(TENANT, jar, () => NOW),
    now: () => NOW,
    schedule: (fn: () => void, ms: number) => {
      const entry = { fn, ms, cancelled: false };
      scheduled.push(entry);
      return () => void (entry.cancelled = true);
    },
    refresh: jest.fn(() => Promise.resolve(result)),
    retryAfter: () => retryAfter,
    end: jest.fn(),
  };
  const pending = () => scheduled.filter((entry) => !entry.cancelled);
  return { deps, jar, timer: createRefreshTimer(deps), pending };
}

const signedIn = {
  [`access.${TENANT}`]: accessToken({ exp: NOW / 1000 + FIFTEEN_MINUTES }),
  [`refresh.${TENANT}`]: jwt({ exp: NOW / 1000 + 86_400 }),
};

describe('the refresh timer', () => {
  it('refreshes two minutes before the access token expires', async () => {
    const { deps, timer, pending } = setup(signedIn);
    timer.start();
    expect(pending().map((entry) => entry.ms)).toEqual([FIFTEEN_MINUTES * 1000 - 120_000]);
    pending()[0]!.fn();
    await Promise.resolve();
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(deps.end).not.toHaveBeenCalled();
  });

  it('tells the refresh which access token it was set for, even when another tab has stored a newer one', async () => {
    const { deps, jar, timer, pending } = setup(signedIn);
    timer.start();
    // Another tab refreshed just before this timer fired; this tab has not heard of it yet.
    jar.values.set(`access.${TENANT}`, accessToken({ exp: NOW / 1000 + 2 * FIFTEEN_MINUTES }));
    pending()[0]!.fn();
    await Promise.resolve();
    expect(deps.refresh).toHaveBeenCalledWith(signedIn[`access.${TENANT}`]);
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

  it('after a passing failure tries again with backoff (2, 4, 8 … s, at most 30 s), then gives up', async () => {
    const { deps, timer, pending } = setup(signedIn, 'unavailable');
    timer.start();
    const waits: number[] = [];
    for (let i = 0; i <= RETRY_LIMIT; i += 1) {
      pending().at(-1)!.fn();
      await flush();
      if (i < RETRY_LIMIT) waits.push(pending().at(-1)!.ms);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(deps.refresh).toHaveBeenCalledTimes(RETRY_LIMIT + 1);
    // Out of tries: SPEC §4's rule, signed out locally.
    expect(deps.end).toHaveBeenCalledTimes(1);
  });

  it("waits as long as the server's Retry-After asks, up to a minute", async () => {
    for (const [asked, wait] of [
      [30, 30_000],
      [1, 2_000],
      [600, 60_000],
    ] as const) {
      const { deps, timer, pending } = setup(signedIn, 'unavailable', asked);
      timer.start();
      pending()[0]!.fn();
      await flush();
      expect(pending().at(-1)!.ms).toBe(wait);
      expect(deps.end).not.toHaveBeenCalled();
    }
  });

  it('schedules no retry for a timer stopped or restarted while its refresh was out', async () => {
    const { deps, timer, pending } = setup(signedIn, 'unavailable');
    timer.start();
    pending()[0]!.fn();
    timer.stop();
    await flush();
    expect(pending()).toHaveLength(0);
    expect(deps.end).not.toHaveBeenCalled();
  });
});

function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
