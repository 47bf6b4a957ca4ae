import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '@/lib/i18n/locale';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@/lib/i18n/locale';
import { chooseLanguage } from '@/components/choose-language';
import { toggleMode, useThemeSettings } from '@/lib/theme/theme-store';
import { layoutMessages } from './messages';

/**
 * The header's overflow menu on a narrow screen (loaded when first opened): the languages, light
 * or dark, and the settings panel, which have no room of their own in the header there.
 */
export default function HeaderMoreMenuList({
  id,
  anchorEl,
  open,
  current,
  onClose,
  onOpenSettings,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  current: Locale | undefined;
  onClose: () => void;
  onOpenSettings: () => void;
}) {
  const intl = useIntl();
  const { mode } = useThemeSettings();
  const languagesId = useId();
  // Popover positions in JS (inline styles the RTL stylesheet plugin never sees): align to the end.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{ paper: { sx: { minWidth: 220 } } }}
    >
      <ListSubheader id={languagesId} sx={{ lineHeight: 2.5 }}>
        {intl.formatMessage(layoutMessages.changeLanguage)}
      </ListSubheader>
      {SUPPORTED_LOCALES.map((lang) => (
        <MenuItem
          key={lang}
          lang={lang}
          role="menuitemradio"
          aria-checked={lang === current}
          selected={lang === current}
          onClick={() => {
            onClose();
            chooseLanguage(lang);
          }}
        >
          {LOCALE_NAMES[lang]}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          toggleMode();
        }}
      >
        <ListItemIcon>
          {mode === 'dark' ? (
            <LightModeOutlined fontSize="small" />
          ) : (
            <DarkModeOutlined fontSize="small" />
          )}
        </ListItemIcon>
        <ListItemText>
          {intl.formatMessage(mode === 'dark' ? layoutMessages.lightMode : layoutMessages.darkMode)}
        </ListItemText>
      </MenuItem>
      <MenuItem
        aria-haspopup="dialog"
        onClick={() => {
          onClose();
          onOpenSettings();
        }}
      >
        <ListItemIcon>
          <SettingsOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{intl.formatMessage(layoutMessages.openSettings)}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
