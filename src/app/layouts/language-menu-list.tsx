import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Locale } from '@/lib/i18n/locale';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@/lib/i18n/locale';
import { chooseLanguage } from '@/components/choose-language';

/** The language menu's popup (loaded when the menu first opens). */
export default function LanguageMenuList({
  id,
  anchorEl,
  open,
  current,
  onClose,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  current: Locale | undefined;
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={open} onClose={onClose}>
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
    </Menu>
  );
}
