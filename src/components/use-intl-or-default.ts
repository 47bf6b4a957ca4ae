import { useContext } from 'react';
import { createIntl, IntlContext } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { DEFAULT_LOCALE } from '@/lib/i18n/locale';

let fallback: IntlShape | undefined;

/**
 * The intl of the nearest IntlProvider, or English default messages when there is none. Start-up
 * and error screens use it: they may render before the messages have loaded or after the
 * providers themselves failed.
 */
export function useIntlOrDefault(): IntlShape {
  const intl = useContext(IntlContext);
  if (intl) return intl;
  fallback ??= createIntl({ locale: DEFAULT_LOCALE, defaultLocale: DEFAULT_LOCALE, messages: {} });
  return fallback;
}
