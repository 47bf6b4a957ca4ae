/**
 * Loads started by a person's first key, press or focus (what the next screens need) must not hold
 * up the answer to that very interaction: started in the same task, their module preloads and
 * requests made the empty sign-in form's first press wait ~0.5 s at 4× CPU before its message
 * showed (docs/performance.md). `loadInBackground` starts them once the page has painted, each in
 * a task of its own at background priority, so an input that comes meanwhile goes first.
 */
type PostTask = (callback: () => void, options: { priority: 'background' }) => Promise<unknown>;

/** How long a tab without frames (in the background) waits for the paint at most. */
const NO_FRAME_MS = 250;

function backgroundTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    return scheduler.postTask(() => undefined, { priority: 'background' }).then(() => undefined);
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves after the next frame has painted (or after a moment, where no frame comes). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => setTimeout(done, 0));
    }
    setTimeout(done, NO_FRAME_MS);
  });
}

/**
 * Calls each load after the next paint, one per background task, in order. A load's own result
 * (a promise) is not waited for: the requests go out together, only starting them is spread out.
 * A load that throws is left to try again when it is needed.
 */
export async function loadInBackground(...loads: ReadonlyArray<() => unknown>): Promise<void> {
  await afterNextPaint();
  for (const load of loads) {
    await backgroundTask();
    try {
      load();
    } catch {
      // tried again when needed
    }
  }
}
