import MuiTouchRipple from '@mui/material/ButtonBase/TouchRipple';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ForwardRefExoticComponent, ReactNode, RefAttributes } from 'react';
import { loadInBackground } from '@/lib/load-in-background';

/** ButtonBase's ripple (its types call the component a render function). */
const TouchRipple = MuiTouchRipple as unknown as ForwardRefExoticComponent<
  TouchRippleProps & RefAttributes<TouchRippleActions>
>;

/** A button's ripple, started: its styles and its three @keyframes go in as a press's would. */
export function StartedRipple() {
  const ripple = useRef<TouchRippleActions>(null);
  useEffect(() => ripple.current?.start(undefined, { center: true }), []);
  return <TouchRipple ref={ripple} center />;
}

/**
 * Emotion writes a component's styles into the page the first time it renders in that state, and
 * a @keyframes rule arriving makes Chromium restyle the whole page (49 ms at 4× CPU on the
 * professionals list): paid inside the first press, the first message or the first menu
 * (docs/performance.md). Once `ready`, this renders each of `pieces` out of sight, one per
 * background task after a paint, so that the interaction finds their styles there; then
 * it renders nothing. Nothing of it is in the prerendered HTML or in the page's root (it renders
 * into the body), and it is hidden and inert (nothing for a person, a screen reader or a password
 * manager to find).
 */
export function StylesWarmup({
  pieces,
  ready = true,
}: {
  pieces: readonly ReactNode[];
  ready?: boolean;
}) {
  const [shown, setShown] = useState(-1);
  // One piece after another, each once the previous one has been drawn (a ripple draws itself in
  // an update of its own) and the page painted.
  useEffect(() => {
    if (!ready || shown >= pieces.length) return;
    let live = true;
    void loadInBackground(() => {
      if (live) setShown(shown + 1);
    });
    return () => {
      live = false;
    };
  }, [ready, shown, pieces.length]);
  const piece = pieces[shown];
  if (!piece) return null;
  // Outside the page's root: not a part of the page, which must not change under a person.
  return createPortal(
    <div hidden aria-hidden="true" inert>
      {piece}
    </div>,
    document.body,
  );
}
