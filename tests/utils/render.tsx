import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders, createQueryClient } from '@/app/providers';
import type { Locale } from '@/app/i18n/locale';
import en from '@/app/i18n/locales/en.json';
import es from '@/app/i18n/locales/es.json';

const MESSAGES = { en, es } as const;

/** Renders with the app's real providers (intl, query client, theme) in the given language. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', ...options }: { locale?: Locale } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <AppProviders locale={locale} messages={MESSAGES[locale]} queryClient={queryClient}>
        {ui}
      </AppProviders>,
      options,
    ),
  };
}
