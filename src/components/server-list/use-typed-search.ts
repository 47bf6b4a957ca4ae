/**
 * A server-searched list's search box: what is typed is sent after a pause in typing, and the box
 * follows the address when it changes from outside (the back button).
 */
import { useEffect, useState } from 'react';

/** The pause before a typed search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `searched`: the search the address holds; `send`: puts a new one there (from page 1). */
export function useTypedSearch(
  searched: string,
  send: (search: string) => void,
): [typed: string, setTyped: (text: string) => void] {
  const [typed, setTyped] = useState(searched);
  const [synced, setSynced] = useState(searched);
  if (synced !== searched) {
    setSynced(searched);
    if (typed.trim() !== searched) setTyped(searched);
  }
  useEffect(() => {
    if (typed.trim() === searched.trim()) return;
    const timer = setTimeout(() => send(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only a new keystroke restarts the wait (not a new `send`, made anew at every render).
  }, [typed]);
  return [typed, setTyped];
}
