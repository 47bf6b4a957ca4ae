import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server (the build-time prerender) and while it hydrates that
 * HTML, true from then on (and at once under `createRoot`). What only the browser can know (a
 * backend in the page, a third party) waits for it, so the first client render is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
