import { loadMuiLocalization } from './mui-localization';

export const SUPPORTED_LOCALES = ['en', 'es'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
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

export type Messages = Record<string, string>;

/**
 * Each language is its own chunk, so a person downloads only the one they read; MUI's texts in
 * that language come with it.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [module] = await Promise.all([
    locale === 'es' ? import('./locales/es.json') : import('./locales/en.json'),
    loadMuiLocalization(locale),
  ]);
  return module.default;
}
