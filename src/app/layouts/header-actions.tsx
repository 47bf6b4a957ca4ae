import { HeaderControls } from './header-controls';
import { UserMenu } from './user-menu';

export { LanguageMenu, ModeToggle, SettingsButton } from './header-controls';

/** Language, light/dark, settings, and for a signed-in person the user menu. */
export function HeaderActions({ signedIn }: { signedIn: boolean }) {
  return <HeaderControls>{signedIn && <UserMenu />}</HeaderControls>;
}
