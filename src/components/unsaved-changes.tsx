import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { BlockerFunction } from 'react-router-dom';
import { useBlocker } from 'react-router-dom';
import { PATHS } from '@/config/paths';

/** Leaving a form with changes that are not saved (the unsaved-changes guard). */
const m = defineMessages({
  title: { id: 'components.unsavedChanges.title', defaultMessage: 'Leave without saving?' },
  text: {
    id: 'components.unsavedChanges.text',
    defaultMessage: 'Your changes on this page have not been saved. If you leave, they are lost.',
  },
  stay: { id: 'components.unsavedChanges.stay', defaultMessage: 'Stay on this page' },
  leave: { id: 'components.unsavedChanges.leave', defaultMessage: 'Leave without saving' },
});

/**
 * Guards a form with changes that are not saved: leaving it inside the app (a link, a
 * breadcrumb, Back) asks first, in the page's language (React Router's blocker); closing or
 * reloading the tab asks through the browser's own prompt (`beforeunload`). Render `dialog`
 * with the form; call `release()` just before a navigation that must go without asking (the
 * record was deleted). A move to the sign-in page is never held back: the session has ended, and
 * nothing could be saved.
 */
export function useUnsavedChanges(
  dirty: boolean,
  {
    keptAt,
  }: {
    /** Addresses where what was typed is kept (a wizard's other steps): moving there asks nothing. */
    keptAt?: (pathname: string) => boolean;
  } = {},
): { dialog: ReactNode; release(): void } {
  const dirtyNow = useRef(dirty);
  const kept = useRef(keptAt);
  useEffect(() => {
    kept.current = keptAt;
  }, [keptAt]);
  const released = useRef(false);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current &&
      !released.current &&
      nextLocation.pathname !== PATHS.signIn &&
      !kept.current?.(nextLocation.pathname) &&
      (nextLocation.pathname !== currentLocation.pathname ||
        nextLocation.search !== currentLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const release = useCallback(() => {
    released.current = true;
  }, []);
  return {
    dialog: (
      <LeaveDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    ),
    release,
  };
}

function LeaveDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay(): void;
  onLeave(): void;
}) {
  const t = useIntl().formatMessage;
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{t(m.title)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t(m.text)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Staying keeps what was typed: the safe choice has the focus. */}
        <Button onClick={onStay} autoFocus>
          {t(m.stay)}
        </Button>
        <Button onClick={onLeave} color="error">
          {t(m.leave)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
