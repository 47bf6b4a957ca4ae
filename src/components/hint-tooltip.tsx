import { keyframes, styled, useTheme } from '@mui/material/styles';
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, PointerEvent, ReactElement } from 'react';
import { createPortal } from 'react-dom';

/** MUI Tooltip's default `enterDelay`. */
export const HINT_ENTER_DELAY = 100;
/** Gap between the trigger and the hint (MUI's 14 px tooltip margin). */
export const HINT_GAP = 14;
/** Closest a hint comes to the viewport's edges. */
const EDGE_MARGIN = 4;
/** A hint shown within this time after another one closed opens without the delay (MUI's). */
const WARM_PERIOD = 800;

/** Hints open now, and when the last one closed: moving along a row of icons feels immediate. */
let openHints = 0;
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** The last trigger pressed with a pointer: the focus that follows a press is not a keyboard's. */
let lastPress: { target: EventTarget; at: number } | undefined;

function notePress(target: EventTarget, at: number): void {
  lastPress = { target, at };
}

/** True when this focus follows a pointer press on the same element (and forgets the press). */
function focusFromPress(target: EventTarget, at: number): boolean {
  const pressed = lastPress?.target === target && at - lastPress.at < 1000;
  lastPress = undefined;
  return pressed;
}

/** True while a hint is open or has just closed. */
function hintsWarm(): boolean {
  return openHints > 0 || Date.now() - lastClosedAt < WARM_PERIOD;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

// Only symmetric rules here: the right-to-left style cache would mirror physical ones, while the
// position is computed in physical pixels and set inline.
const HintLayer = styled('div')(({ theme }) => ({
  // `left`/`top` and the gap (padding on the trigger's side, so the pointer can cross it onto
  // the hint) are set inline once measured.
  position: 'fixed',
  zIndex: (theme.vars ?? theme).zIndex.tooltip,
}));

const HintBubble = styled('div')(({ theme }) => ({
  backgroundColor: theme.vars
    ? theme.vars.palette.Tooltip.bg
    : theme.alpha(theme.palette.grey[700], 0.92),
  color: (theme.vars ?? theme).palette.common.white,
  borderRadius: (theme.vars ?? theme).shape.borderRadius, // as MUI's tooltip: the theme's corners
  padding: '4px 8px',
  maxWidth: 300,
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(11),
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: 1.4,
  overflowWrap: 'break-word',
  width: 'max-content',
  animation: `${fadeIn} 150ms ${theme.transitions.easing.easeOut}`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

export type HintPlacement = 'bottom' | 'end';
type Side = 'top' | 'bottom' | 'left' | 'right';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/**
 * Where the hint's layer goes (its top-left corner, in viewport pixels) and on which side of the
 * trigger. `bottom`: below, centred, or lined up with the trigger's edge when centring would
 * leave the viewport; above when there is no room below. `end`: after the trigger in the reading
 * direction (right in LTR, left in RTL), vertically centred, on the other side when it does not fit.
 */
export function placeHint(
  anchor: Box,
  hint: { width: number; height: number },
  placement: HintPlacement,
  rtl: boolean,
  viewport: { width: number; height: number },
): { left: number; top: number; side: Side } {
  const { width: w, height: h } = hint;
  const clamp = (value: number, size: number, limit: number) =>
    Math.max(EDGE_MARGIN, Math.min(value, limit - EDGE_MARGIN - size));

  if (placement === 'bottom') {
    const below = anchor.bottom + HINT_GAP + h + EDGE_MARGIN <= viewport.height;
    const above = anchor.top - HINT_GAP - h >= EDGE_MARGIN;
    const side: Side = below || !above ? 'bottom' : 'top';
    let left = anchor.left + anchor.width / 2 - w / 2;
    if (left + w > viewport.width - EDGE_MARGIN) left = anchor.right - w;
    else if (left < EDGE_MARGIN) left = anchor.left;
    return {
      side,
      left: clamp(left, w, viewport.width),
      top: side === 'bottom' ? anchor.bottom : anchor.top - HINT_GAP - h,
    };
  }

  const fitsRight = anchor.right + HINT_GAP + w + EDGE_MARGIN <= viewport.width;
  const fitsLeft = anchor.left - HINT_GAP - w >= EDGE_MARGIN;
  let side: Side = rtl ? 'left' : 'right';
  if (side === 'right' && !fitsRight && fitsLeft) side = 'left';
  else if (side === 'left' && !fitsLeft && fitsRight) side = 'right';
  return {
    side,
    left: side === 'right' ? anchor.right : anchor.left - HINT_GAP - w,
    top: clamp(anchor.top + anchor.height / 2 - h / 2, h, viewport.height),
  };
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // A browser without :focus-visible: show it for every focus, as before.
  }
}

interface TriggerProps {
  'aria-label'?: string;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface HintTooltipProps {
  /** The hint's text. */
  title: string;
  /** The trigger: one element that takes pointer and focus handlers (a button, a link). */
  children: ReactElement<TriggerProps>;
  /** Below the trigger (default), or beside it at the end of the reading direction. */
  placement?: HintPlacement;
}

/**
 * A small text hint for a control, shown after a short hover and at once on keyboard focus;
 * it hides on leaving, on blur and on Escape, and stays while the pointer is over it (WCAG
 * 1.4.13). A light stand-in for MUI's Tooltip, without Popper or transitions.
 *
 * An icon-only trigger must carry its own `aria-label`: when it equals `title` the hint is not
 * announced a second time; otherwise the trigger is described by it (`aria-describedby`).
 */
export function HintTooltip({ title, children, placement = 'bottom' }: HintTooltipProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const id = useId();
  // 'opening' waits for the hover delay; 'closing' is open for one more tick, so leaving the
  // trigger for the hint itself (or back), which happens in one pointer event, keeps it open.
  const [phase, setPhase] = useState<'closed' | 'opening' | 'open' | 'closing'>('closed');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const layerRef = useRef<HTMLDivElement | null>(null);
  const bubbleRef = useRef<HTMLDivElement | null>(null);
  const open = phase === 'open' || phase === 'closing';

  useEffect(() => {
    if (phase !== 'opening' && phase !== 'closing') return;
    const next = phase === 'opening' ? 'open' : 'closed';
    const timer = setTimeout(() => setPhase(next), phase === 'opening' ? HINT_ENTER_DELAY : 0);
    return () => clearTimeout(timer);
  }, [phase]);

  // Counts open hints for the warm period.
  useEffect(() => {
    if (!open) return;
    openHints += 1;
    return () => {
      openHints -= 1;
      lastClosedAt = Date.now();
    };
  }, [open]);

  // Escape dismisses the hint (or the one about to show) without moving the pointer or focus.
  const active = phase !== 'closed';
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPhase('closed');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);

  // Places the hint before it is painted, and again when the page scrolls or resizes.
  useLayoutEffect(() => {
    const layer = layerRef.current;
    const bubble = bubbleRef.current;
    if (!open || !layer || !bubble || !anchor) return;
    const position = () => {
      const size = bubble.getBoundingClientRect();
      const root = document.documentElement;
      const viewport = {
        width: root.clientWidth || window.innerWidth,
        height: root.clientHeight || window.innerHeight,
      };
      const { left, top, side } = placeHint(
        anchor.getBoundingClientRect(),
        size,
        placement,
        rtl,
        viewport,
      );
      const opposite = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' } as const;
      layer.style.left = `${left}px`;
      layer.style.top = `${top}px`;
      layer.style.padding = '0px';
      // The padding faces the trigger: it is the gap, and part of the hint for the pointer.
      const paddingSide = opposite[side];
      layer.style.setProperty(`padding-${paddingSide}`, `${HINT_GAP}px`);
      layer.dataset.placement = side;
    };
    position();
    window.addEventListener('resize', position);
    window.addEventListener('scroll', position, true);
    return () => {
      window.removeEventListener('resize', position);
      window.removeEventListener('scroll', position, true);
    };
  }, [open, anchor, title, placement, rtl]);

  const props = children.props;
  const describe = open && title !== props['aria-label'];
  const trigger = cloneElement(children, {
    'aria-describedby': describe
      ? [props['aria-describedby'], id].filter(Boolean).join(' ')
      : props['aria-describedby'],
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      props.onPointerEnter?.(event);
      // A touch has no hover: its emulated one would leave the hint stuck on screen.
      if (event.pointerType === 'touch') return;
      setAnchor(event.currentTarget);
      const warm = hintsWarm();
      setPhase((now) => (warm || now === 'open' || now === 'closing' ? 'open' : 'opening'));
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      props.onPointerLeave?.(event);
      setPhase((now) => (now === 'open' ? 'closing' : now === 'opening' ? 'closed' : now));
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      props.onPointerDown?.(event);
      notePress(event.currentTarget, event.timeStamp);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      props.onFocus?.(event);
      // A press's focus is not a keyboard's, even where :focus-visible is missing or loose.
      if (focusFromPress(event.currentTarget, event.timeStamp)) return;
      if (!isFocusVisible(event.currentTarget)) return;
      setAnchor(event.currentTarget);
      setPhase('open');
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      props.onBlur?.(event);
      setPhase('closed');
    },
  });

  return (
    <>
      {trigger}
      {open &&
        title &&
        createPortal(
          <HintLayer
            ref={layerRef}
            onPointerEnter={() => setPhase((now) => (now === 'closing' ? 'open' : now))}
            onPointerLeave={() => setPhase((now) => (now === 'open' ? 'closing' : now))}
          >
            <HintBubble ref={bubbleRef} role="tooltip" id={id}>
              {title}
            </HintBubble>
          </HintLayer>,
          document.body,
        )}
    </>
  );
}
