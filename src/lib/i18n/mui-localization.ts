/**
 * MUI's own texts (pagination, close buttons …) per language. English is built in; another
 * language's texts load with its messages (`loadMessages`), so the sign-in page in English carries
 * no Spanish.
 */
import { enUS } from '@mui/material/locale';
import type { Localization } from '@mui/material/locale';
import { retryingImport } from '@/lib/retrying-import';
import type { Locale } from './supported-locales';

const loadSpanish = retryingImport(() => import('./mui-localization-es'));

const loaded: Partial<Record<Locale, Localization>> = { en: enUS };

const loaders: Readonly<Record<Locale, () => Promise<Localization>>> = {
  en: () => Promise.resolve(enUS),
  es: () => loadSpanish().then((module) => module.esES),
};

/** The texts of `locale` once loaded; English until then. */
export function muiLocalization(locale: Locale): Localization {
  return loaded[locale] ?? enUS;
}

export async function loadMuiLocalization(locale: Locale): Promise<void> {
  loaded[locale] ??= await loaders[locale]();
}
