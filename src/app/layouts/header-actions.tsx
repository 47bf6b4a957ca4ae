import { lazy, Suspense } from 'react';
import { useSession } from '@/features/auth/session/use-session';
import { HeaderControls } from './header-controls';
import { UserMenu } from './user-menu';

export { LanguageMenu, ModeToggle, SettingsButton } from './header-controls';

// The bell loads with the first signed-in page of a professional, never with the sign-in page.
const AlertsBell = lazy(() => import('@/features/alerts/alerts-bell'));

/** A professional's alerts: the bell, once its code has loaded (nothing in its place before). */
function Bell() {
  const { roles } = useSession();
  if (!roles.includes('professional')) return null;
  return (
    <Suspense fallback={null}>
      <AlertsBell />
    </Suspense>
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
