import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocale } from '../i18n/locale-store';
import { createAppTheme } from './create-app-theme';
import { ThemeProvider } from './theme-provider';
import { applyThemeToDocument, useThemeSettings } from './theme-store';
import type { Direction } from './theme-settings';

export const LTR_CACHE_KEY = 'mui';
export { RTL_CACHE_KEY } from './rtl-cache-key';

/** A left-to-right cache: the page's one, or one per page for the build-time prerender. */
export function createLtrCache(): EmotionCache {
  return createCache({ key: LTR_CACHE_KEY, prepend: true });
}

// Made when the module loads, before any render: in a prerendered page it takes over the styles
// the HTML came with (emotion's hydration of `<style data-emotion="mui …">`).
const ltrCache = createLtrCache();
let rtlCache: EmotionCache | undefined;
let rtlLoading: Promise<EmotionCache> | undefined;

/**
 * Loads the right-to-left style cache (./rtl-cache.ts), once. src/main.tsx waits for it before
 * the first render when the saved direction is right to left; a switch to it later loads it then.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlLoading ??= import('./rtl-cache').then(
    (module) => (rtlCache = module.rtlCache),
    (error: unknown) => {
      rtlLoading = undefined; // the next switch tries again
      throw error;
    },
  );
  return rtlLoading;
}

/**
 * The emotion cache of a direction, when it is there: one per direction, the right-to-left one
 * mirroring every rule.
 */
export function emotionCache(direction: Direction): EmotionCache | undefined {
  return direction === 'rtl' ? rtlCache : ltrCache;
}

/** The direction the page can be shown in now: right to left once its style cache has loaded. */
function useShownDirection(direction: Direction): Direction {
  const [, loaded] = useState(0);
  useEffect(() => {
    if (direction !== 'rtl' || rtlCache) return;
    let live = true;
    loadRtlCache().then(
      () => live && loaded((n) => n + 1),
      (error: unknown) => console.error('The right-to-left styles could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [direction]);
  return direction === 'rtl' && !rtlCache ? 'ltr' : direction;
}

/**
 * Theme, direction and mode from the theme store (MUI texts in the current language). `cache`:
 * the prerender's own emotion cache for the page it renders (its styles go into that page's HTML).
 */
export function AppThemeProvider({
  children,
  cache,
}: {
  children: ReactNode;
  cache?: EmotionCache;
}) {
  const settings = useThemeSettings();
  const { mode, themeSchema, controlSize } = settings;
  const direction = useShownDirection(settings.direction);
  const { locale } = useLocale();
  const theme = useMemo(
    () => createAppTheme({ mode, direction, themeSchema, controlSize }, locale),
    [mode, direction, themeSchema, controlSize, locale],
  );

  // `dir` follows what is shown: the store puts the chosen direction on <html> with every change
  // of the settings (and another tab's), and until the right-to-left styles have come this sets it
  // back, before the page is painted (text and flex rows turned with margins still left to right
  // would be a broken page for that time). So it runs after every change of the settings.
  useLayoutEffect(() => {
    applyThemeToDocument({ mode, direction });
  }, [mode, direction, settings]);

  return (
    <CacheProvider value={cache ?? emotionCache(direction) ?? ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
