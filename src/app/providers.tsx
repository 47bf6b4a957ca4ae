import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale, Messages } from './i18n/locale';
import { DEFAULT_LOCALE } from './i18n/locale';

// Warning amber darkened so white text on it keeps a 4.5:1 contrast (WCAG AA).
const theme = createTheme({
  palette: { primary: { main: '#2c799b' }, warning: { main: '#b45309' } },
});

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Failed calls are shown with a Retry; a 4xx is never worth repeating on its own.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({
  locale,
  messages,
  queryClient,
  children,
}: {
  locale: Locale;
  messages: Messages;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
}
