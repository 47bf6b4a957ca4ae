/** @jest-environment node */
import { yieldToBrowser } from '@/lib/yield-to-browser';

it('goes on in a task of its own, after the tasks already queued', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('a task queued before'), 0);
  void Promise.resolve().then(() => order.push('a microtask'));
  await yieldToBrowser();
  order.push('after the yield');
  expect(order).toEqual(['a microtask', 'a task queued before', 'after the yield']);
});

it("uses the browser's scheduler.yield() where there is one", async () => {
  const scheduler = { yield: jest.fn(() => Promise.resolve()) };
  Object.assign(globalThis, { scheduler });
  try {
    await yieldToBrowser();
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  }
});
