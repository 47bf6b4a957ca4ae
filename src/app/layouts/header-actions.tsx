import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useSession } from '@/features/auth/session/use-session';
import { HeaderControls } from './header-controls';
import { UserMenu } from './user-menu';

export { LanguageMenu, ModeToggle, SettingsButton } from './header-controls';

// The bell loads with the first signed-in page of a professional, never with the sign-in page.
const AlertsBell = lazy(() => import('@/features/alerts/alerts-bell'));

/** Marks the bell's place in the header (app-shell.tsx makes room for it on narrow screens). */
export const ALERTS_BELL_ATTRIBUTE = 'data-alerts-bell';

/**
 * A professional's alerts: the bell, once its code has loaded. Its place is held from the first
 * paint, so the header does not shift when it arrives.
 */
function Bell() {
  const { roles } = useSession();
  if (!roles.includes('professional')) return null;
  return (
    <Box {...{ [ALERTS_BELL_ATTRIBUTE]: '' }} sx={{ display: 'flex', minWidth: 40 }}>
      <Suspense fallback={null}>
        <AlertsBell />
      </Suspense>
    </Box>
  );
}

/** Language, light/dark, settings, and for a signed-in person their alerts and the user menu. */
export function HeaderActions({ signedIn }: { signedIn: boolean }) {
  return (
    <HeaderControls>
      {signedIn && <Bell />}
      {signedIn && <UserMenu />}
    </HeaderControls>
  );
}
