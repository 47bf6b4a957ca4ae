import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import rtlPlugin from 'stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { useLocale } from '../i18n/locale-store';
import { createAppTheme } from './create-app-theme';
import { ThemeProvider } from './theme-provider';
import { applyThemeToDocument, useThemeSettings } from './theme-store';
import type { Direction } from './theme-settings';

export const LTR_CACHE_KEY = 'mui';
export const RTL_CACHE_KEY = 'muirtl';

let caches: Record<Direction, EmotionCache> | undefined;

/** One emotion cache per direction; the RTL one mirrors every rule (margin-left → margin-right …). */
export function emotionCache(direction: Direction): EmotionCache {
  caches ??= {
    ltr: createCache({ key: LTR_CACHE_KEY, prepend: true }),
    rtl: createCache({ key: RTL_CACHE_KEY, prepend: true, stylisPlugins: [prefixer, rtlPlugin] }),
  };
  return caches[direction];
}

/** Theme, direction and mode from the theme store (MUI texts in the current language). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { mode, direction, themeSchema, controlSize } = useThemeSettings();
  const { locale } = useLocale();
  const theme = useMemo(
    () => createAppTheme({ mode, direction, themeSchema, controlSize }, locale),
    [mode, direction, themeSchema, controlSize, locale],
  );

  useLayoutEffect(() => {
    applyThemeToDocument({ mode, direction });
  }, [mode, direction]);

  return (
    <CacheProvider value={emotionCache(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
