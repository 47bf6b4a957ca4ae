import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { ReactNode } from 'react';
import { FormTextField } from '@/components/form-text-field';
import type { TextFieldRegistration } from '@/components/form-text-field';
import { StartedRipple, StylesWarmup } from '@/components/styles-warmup';
import { useHydrated } from '@/lib/use-hydrated';

const registration = (name: string): TextFieldRegistration => ({
  name,
  onChange: () => undefined,
  onBlur: () => undefined,
  ref: () => undefined,
});

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
 * The sign-in form's warm-up (src/components/styles-warmup.tsx): once the page is live, the
 * states its first press shows (about a third of what that press cost at 4× CPU).
 */
export function FieldStylesWarmup() {
  return <StylesWarmup pieces={PIECES} ready={useHydrated()} />;
}
