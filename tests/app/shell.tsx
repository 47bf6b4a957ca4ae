import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppIntlProvider } from '@/lib/i18n/app-intl-provider';
import type { Locale } from '@/lib/i18n/locale';
import { primeLocaleMessages, reloadLocaleState } from '@/lib/i18n/locale-store';
import en from '@/lib/i18n/locales/en.json';
import es from '@/lib/i18n/locales/es.json';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';
import { reloadThemeSettings } from '@/lib/theme/theme-store';

/** Clean slate for the theme and locale stores: nothing saved, <html> as a fresh page has it. */
export function resetShell(): void {
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  reloadThemeSettings();
  reloadLocaleState();
}

/**
 * Renders inside the shell's own providers, driven by the theme and locale stores (so changes
 * made through the stores show on screen). Both message packs are already in memory.
 */
export function renderInShell(
  ui: ReactElement,
  { locale, ...options }: { locale?: Locale } & Omit<RenderOptions, 'wrapper'> = {},
) {
  if (locale) {
    localStorage.setItem('locale', JSON.stringify({ currentLang: locale }));
    reloadLocaleState();
  }
  primeLocaleMessages('en', en);
  primeLocaleMessages('es', es);
  return render(
    <AppIntlProvider>
      <AppThemeProvider>{ui}</AppThemeProvider>
    </AppIntlProvider>,
    options,
  );
}
