import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '@/app/i18n/locale';
import { setLocale } from '@/app/i18n/locale-store';
import { toggleMode, useThemeSettings } from '@/app/theme/theme-store';
import { SettingsPanel } from '@/components/settings-panel';
import { layoutMessages } from './messages';
import { UserMenu } from './user-menu';

export function LanguageMenu() {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const label = intl.formatMessage(layoutMessages.changeLanguage);
  const current = isLocale(intl.locale) ? intl.locale : undefined;
  const close = () => setAnchor(null);
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
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close}>
        {SUPPORTED_LOCALES.map((lang) => (
          <MenuItem
            key={lang}
            lang={lang}
            role="menuitemradio"
            aria-checked={lang === current}
            selected={lang === current}
            onClick={() => {
              close();
              void setLocale(lang).catch(() => undefined);
            }}
          >
            {LOCALE_NAMES[lang]}
          </MenuItem>
        ))}
      </Menu>
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
  const label = intl.formatMessage(layoutMessages.openSettings);
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SettingsOutlined />
        </IconButton>
      </Tooltip>
      <SettingsPanel open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Language, light/dark, settings, and for a signed-in person the user menu. */
export function HeaderActions({ signedIn }: { signedIn: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      <LanguageMenu />
      <ModeToggle />
      <SettingsButton />
      {signedIn && <UserMenu />}
    </Box>
  );
}
