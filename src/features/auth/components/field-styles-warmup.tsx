import MuiTouchRipple from '@mui/material/ButtonBase/TouchRipple';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ForwardRefExoticComponent, ReactNode, RefAttributes } from 'react';
import { FormTextField } from '@/components/form-text-field';
import type { TextFieldRegistration } from '@/components/form-text-field';
import { loadInBackground } from '@/lib/load-in-background';
import { useHydrated } from '@/lib/use-hydrated';

const registration = (name: string): TextFieldRegistration => ({
  name,
  onChange: () => undefined,
  onBlur: () => undefined,
  ref: () => undefined,
});

/** ButtonBase's ripple (its types call the component a render function). */
const TouchRipple = MuiTouchRipple as unknown as ForwardRefExoticComponent<
  TouchRippleProps & RefAttributes<TouchRippleActions>
>;

/** A button's ripple, started: its styles and keyframes go in as a press's would. */
function StartedRipple() {
  const ripple = useRef<TouchRippleActions>(null);
  useEffect(() => ripple.current?.start(undefined, { center: true }), []);
  return <TouchRipple ref={ripple} center />;
}

/**
 * What a form shows for the first time at the first press: a field's message (the field marked
 * invalid, the message below it, the password field's as well) and the pressed button's ripple.
 */
const PIECES: readonly ReactNode[] = [
  <FormTextField key="text" label="-" registration={registration('warmup-text')} error="-" />,
  <FormTextField
    key="adorned"
    label="-"
    registration={registration('warmup-adorned')}
    error="-"
    endAdornment={
      <InputAdornment position="end">
        <IconButton aria-hidden edge="end" size="small" tabIndex={-1} />
      </InputAdornment>
    }
  />,
  <StartedRipple key="ripple" />,
];

/**
 * Emotion writes a component's styles into the page the first time it renders in that state:
 * parsing and inserting them was about a third of what the empty form's first press cost at 4×
 * CPU (docs/performance.md). Once the page is live, this renders those states out of sight,
 * one per background task, so that the press finds their styles there; then it renders nothing.
 * Nothing of it is in the prerendered HTML or in the page's root (it renders into the body), and
 * it is hidden and inert (no field for a person, a screen reader or a password manager to find).
 */
export function FieldStylesWarmup() {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(-1);
  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    void loadInBackground(
      ...[...PIECES, null].map((_, index) => () => {
        if (live) setShown(index);
      }),
    );
    return () => {
      live = false;
    };
  }, [hydrated]);
  const piece = PIECES[shown];
  if (!piece) return null;
  // Outside the page's root: not a part of the page, which must not change under a person.
  return createPortal(
    <div hidden aria-hidden="true" inert>
      {piece}
    </div>,
    document.body,
  );
}
