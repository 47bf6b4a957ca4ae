/**
 * Whether the device has a network connection, as the browser says (`navigator.onLine`, then its
 * `online` and `offline` events). Outside a browser (the prerender, Node) it is online.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let online = typeof navigator === 'undefined' || navigator.onLine !== false;

function set(next: boolean): void {
  if (next === online) return;
  online = next;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set(true));
  window.addEventListener('offline', () => set(false));
}

export function isOnline(): boolean {
  return online;
}

export function subscribeOnline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the connection comes or goes; online in a prerendered page's first render. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
