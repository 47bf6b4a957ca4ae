import { useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from './locale';
import type { Locale, Messages } from './locale';
import { loadInitialLocale, primeLocaleMessages, useLocale } from './locale-store';

export interface InitialMessages {
  locale: Locale;
  messages: Messages;
}

/**
 * react-intl for the current language of the locale store. Children render only once that
 * language's messages are loaded; pass `initialMessages` (already loaded at boot) to render at once.
 */
export function AppIntlProvider({
  children,
  initialMessages,
  fallback = null,
}: {
  children: ReactNode;
  initialMessages?: InitialMessages;
  fallback?: ReactNode;
}) {
  const { locale, messages } = useLocale();
  const ready =
    messages ?? (initialMessages?.locale === locale ? initialMessages.messages : undefined);

  useEffect(() => {
    if (initialMessages) primeLocaleMessages(initialMessages.locale, initialMessages.messages);
  }, [initialMessages]);

  useEffect(() => {
    if (!ready) void loadInitialLocale().catch(() => undefined);
  }, [ready]);

  useLayoutEffect(() => {
    if (ready) document.documentElement.lang = locale;
  }, [ready, locale]);

  if (!ready) return <>{fallback}</>;
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={ready}>
      {children}
    </IntlProvider>
  );
}
