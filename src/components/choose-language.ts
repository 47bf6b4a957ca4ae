import type { Locale } from '@/lib/i18n/locale';
import { setLocale } from '@/lib/i18n/locale-store';

type FailureListener = (locale: Locale) => void;
const listeners = new Set<FailureListener>();
let latest = 0;
/** A failure nobody heard yet (the notice loads once the page is live): told to the first to listen. */
let unheard: Locale | undefined;

/**
 * A person's choice of language, from any picker: the switch starts, and if the language cannot be
 * loaded (the page then stays in its language) the notice hears of it
 * (src/components/language-failure-notice.tsx) instead of the failure going unseen. A choice made
 * since then has the last word: its language is the one that counts.
 */
export function chooseLanguage(locale: Locale): void {
  const choice = ++latest;
  setLocale(locale).catch(() => {
    if (choice !== latest) return;
    if (listeners.size === 0) unheard = locale;
    for (const listener of [...listeners]) listener(locale);
  });
}

/** Hears of a chosen language that could not be loaded. */
export function subscribeLanguageFailures(listener: FailureListener): () => void {
  listeners.add(listener);
  if (unheard) {
    const locale = unheard;
    unheard = undefined;
    listener(locale);
  }
  return () => {
    listeners.delete(listener);
  };
}
