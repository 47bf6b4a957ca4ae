import type { MessageFormatElement } from 'react-intl';
import { retryingImport } from '@/lib/retrying-import';
import { loadMuiLocalization } from './mui-localization';
import { SUPPORTED_LOCALES } from './supported-locales';
import type { Locale } from './supported-locales';

export { SUPPORTED_LOCALES };
export type { Locale };
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** SPEC §3 "Locale state": `{ currentLang }` under `locale`; anything unreadable means the default. */
export function readStoredLocale(
  storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined,
): Locale {
  try {
    const raw = storage?.getItem(LOCALE_STORAGE_KEY);
    if (raw == null) return DEFAULT_LOCALE;
    const parsed: unknown = JSON.parse(raw);
    const lang = (parsed as { currentLang?: unknown } | null)?.currentLang;
    if (isLocale(lang)) return lang;
    storage?.removeItem(LOCALE_STORAGE_KEY);
  } catch {
    try {
      storage?.removeItem(LOCALE_STORAGE_KEY);
    } catch {
      // storage that throws: the default is all we can do
    }
  }
  return DEFAULT_LOCALE;
}

/** Saves the choice as `{"currentLang":"es"}`; storage that refuses only costs persistence. */
export function writeStoredLocale(
  storage: Pick<Storage, 'setItem'> | undefined,
  locale: Locale,
): boolean {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, JSON.stringify({ currentLang: locale }));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** Names of the languages, each written in itself, as a language picker shows them. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/**
 * A language's messages by id: their ICU AST as `formatjs compile --ast` writes them (compiled/,
 * `npm run i18n:compile`), or strings as written in locales/ (the tests: jest maps compiled/ there).
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * English is the default language: its texts are the `defaultMessage`s of the descriptors, which
 * travel with the code (compiled to ASTs by formatjs in the build), and react-intl uses them
 * without a warning when the locale is the IntlProvider's `defaultLocale`. So English needs no pack of its own, and
 * locales/en.json (the extracted reference for translators) is never shipped.
 */
const NO_MESSAGES: Messages = Object.freeze({});

const loadSpanish = retryingImport(() => import('@/lib/i18n/compiled/es.json'));

/**
 * Each other language is its own chunk, so a person downloads only the one they read; MUI's texts
 * in that language come with it.
 */
const packs: Readonly<Record<Locale, () => Promise<Messages>>> = {
  en: () => Promise.resolve(NO_MESSAGES),
  // TypeScript infers the AST's `type` fields as plain numbers, not MessageFormatElement's enum.
  es: () => loadSpanish().then((module) => module.default as Messages),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  const [messages] = await Promise.all([packs[locale](), loadMuiLocalization(locale)]);
  return messages;
}
