/**
 * Resolves in a task of its own, so that the work after it is a new task: the browser can paint,
 * take input and run other tasks in between, and no task of the page's start grows long (a task
 * over 50 ms blocks input; Lighthouse adds every such task's excess to its blocking time).
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other
 * queued tasks), otherwise a zero-delay timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
