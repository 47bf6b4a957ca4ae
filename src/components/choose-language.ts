import type { Locale } from '@/lib/i18n/locale';
import { setLocale } from '@/lib/i18n/locale-store';

type FailureListener = (locale: Locale) => void;
const listeners = new Set<FailureListener>();

/**
 * A person's choice of language, from any picker: the switch starts, and if the language cannot be
 * loaded (the page then stays in its language) the notice hears of it
 * (src/components/language-failure-notice.tsx) instead of the failure going unseen.
 */
export function chooseLanguage(locale: Locale): void {
  setLocale(locale).catch(() => {
    for (const listener of [...listeners]) listener(locale);
  });
}

/** Hears of a chosen language that could not be loaded. */
export function subscribeLanguageFailures(listener: FailureListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
