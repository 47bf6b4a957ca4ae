import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
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
const HeaderMoreMenuList = lazy(() => import('./header-more-menu-list'));
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

/** The settings panel, loaded when it first opens. */
function SettingsPanelHost({ open, onClose }: { open: boolean; onClose: () => void }) {
  const mounted = useOpenedOnce(open);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SettingsPanel open={open} onClose={onClose} />
    </Suspense>
  );
}

export function SettingsButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage(layoutMessages.openSettings);
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SettingsOutlined />
        </IconButton>
      </Tooltip>
      <SettingsPanelHost open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Language, light/dark and settings in one menu, for a header without room for three buttons. */
export function HeaderMoreMenu() {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const menuId = useId();
  const open = anchor !== null;
  const mounted = useOpenedOnce(open);
  const label = intl.formatMessage(layoutMessages.moreOptions);
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
          <MoreVert />
        </IconButton>
      </Tooltip>
      {mounted && (
        <Suspense fallback={null}>
          <HeaderMoreMenuList
            id={menuId}
            anchorEl={anchor}
            open={open}
            current={current}
            onClose={() => setAnchor(null)}
            onOpenSettings={() => setSettingsOpen(true)}
          />
        </Suspense>
      )}
      <SettingsPanelHost open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}

/**
 * Language, light/dark and settings, then `children` (the user menu of a signed-in person). Below
 * MUI's `sm` breakpoint the three share one overflow menu, so the header fits a 320 px screen. The
 * choice is made in CSS, not in script: a prerendered page shows the right one from its first
 * paint, and hydration finds what the server rendered. The wide header is the rule and the narrow
 * one the media query's exception.
 */
export function HeaderControls({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <Box
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          [theme.breakpoints.down('sm')]: { display: 'none' },
        })}
      >
        <LanguageMenu />
        <ModeToggle />
        <SettingsButton />
      </Box>
      <Box
        sx={(theme) => ({ display: 'none', [theme.breakpoints.down('sm')]: { display: 'flex' } })}
      >
        <HeaderMoreMenu />
      </Box>
      {children}
    </Box>
  );
}
