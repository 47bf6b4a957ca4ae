import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isLocale } from '@/lib/i18n/locale';
import { toggleMode, useThemeSettings } from '@/lib/theme/theme-store';
import { layoutMessages } from './messages';

// The language menu and the settings panel load when first opened, not with every page: the
// sign-in page shows their buttons but rarely needs what is behind them.
const LanguageMenuList = lazy(() => import('./language-menu-list'));
const SettingsPanel = lazy(() =>
  import('@/components/settings-panel').then((m) => ({ default: m.SettingsPanel })),
);

/** True from the first time `open` is true: a popup stays mounted so its closing can animate. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function LanguageMenu() {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const mounted = useOpenedOnce(open);
  const label = intl.formatMessage(layoutMessages.changeLanguage);
  const current = isLocale(intl.locale) ? intl.locale : undefined;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            anchorEl={anchor}
            open={open}
            current={current}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

export function ModeToggle() {
  const intl = useIntl();
  const { mode } = useThemeSettings();
  const label = intl.formatMessage(
    mode === 'dark' ? layoutMessages.lightMode : layoutMessages.darkMode,
  );
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={toggleMode}>
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}

export function SettingsButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const label = intl.formatMessage(layoutMessages.openSettings);
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SettingsOutlined />
        </IconButton>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <SettingsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Language, light/dark and settings, then `children` (the user menu of a signed-in person). */
export function HeaderControls({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <LanguageMenu />
      <ModeToggle />
      <SettingsButton />
      {children}
    </Box>
  );
}
