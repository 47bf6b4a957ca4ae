import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Copied' stays: long enough to be read and heard, gone before a second copy. */
const COPIED_MS = 4000;

/** Where a copy stands: nothing to say, done, or the browser would not do it. */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text with the browser's clipboard and says how it went. 'failed' when there is no
 * clipboard here (a page not served securely, an old browser) or the browser refused: the screen
 * then tells the person to copy by hand, which the text on screen always allows.
 */
export function useCopy(): [CopyState, (text: string) => void] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // An answer from the clipboard that arrives after the screen has gone changes nothing.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);
  const copy = useCallback((text: string) => {
    clearTimeout(timer.current);
    const done = (outcome: CopyState) => {
      if (!mounted.current) return;
      setState(outcome);
      if (outcome === 'copied') timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    };
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (typeof clipboard?.writeText !== 'function') {
      done('failed');
      return;
    }
    // Emptied first, so that copying again is announced again.
    setState('idle');
    // Called at once, inside the click: browsers allow the clipboard only then.
    let writing: Promise<void>;
    try {
      writing = clipboard.writeText(text);
    } catch {
      writing = Promise.reject(new Error('clipboard refused'));
    }
    writing.then(
      () => done('copied'),
      () => done('failed'),
    );
  }, []);
  return [state, copy];
}
