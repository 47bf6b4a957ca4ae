import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser first has nothing else to do after the component mounted (an idle
 * callback, at most 5 s away), then true. The change renders as a transition, so a person's input
 * that comes meanwhile is answered first. Where there is no idle callback (jsdom, older Safari) it
 * stays false: what waits for it is preparation, never something a person needs.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => startTransition(() => setIdle(true)), {
      timeout: 5000,
    });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
