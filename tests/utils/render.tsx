import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@/lib/i18n/locale';
import en from '@/lib/i18n/locales/en.json';
import es from '@/lib/i18n/locales/es.json';
import { createQueryClient } from '@/app/query-client';
import { createAppTheme } from '@/lib/theme/create-app-theme';
import { DEFAULT_THEME_SETTINGS } from '@/lib/theme/theme-settings';

const MESSAGES = { en, es } as const;

/** Renders with the app's providers (intl in the given language, query client, default theme). */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', ...options }: { locale?: Locale } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <IntlProvider locale={locale} defaultLocale="en" messages={MESSAGES[locale]}>
        <QueryClientProvider client={queryClient}>
          <ThemeProvider theme={createAppTheme(DEFAULT_THEME_SETTINGS)}>
            <CssBaseline />
            {ui}
          </ThemeProvider>
        </QueryClientProvider>
      </IntlProvider>,
      options,
    ),
  };
}
