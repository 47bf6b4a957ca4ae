/** Timers of the session: a deadline on a call, a short wait for another tab, a default schedule. */
import type { Schedule } from './session-types';

/** A provider that never answers must not hold up start-up or a logout. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = 'Refresh'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Polls, because a cookie another tab writes raises no event in this one. */
export async function waitUntil(condition: () => boolean, ms: number): Promise<void> {
  for (let waited = 0; waited < ms && !condition(); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const scheduleWithTimer: Schedule = (fn, ms) => {
  const id = setTimeout(fn, ms);
  // Outside a browser a pending refresh must not keep the process alive.
  (id as unknown as { unref?: () => void }).unref?.();
  return () => clearTimeout(id);
};
