/**
 * The language the product API answers in: the request's `Accept-Language`, English or Spanish
 * (English when it asks for neither), as a real server of this contract does
 * (docs/decisions/023-the-api-speaks-the-callers-language.md). One call's turn at the database
 * runs alone (store.ts), so the language of the call under way is kept here for its turn.
 */
import { locales } from 'zod';
import { SPANISH, SPANISH_PATTERNS } from './spoken-es';

export type Language = 'en' | 'es';

let current: Language = 'en';

/** The first of `en` and `es` the header prefers (weights honoured); English otherwise. */
export function languageOf(request: Request | undefined): Language {
  const header = request?.headers.get('accept-language') ?? '';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => (entry.base === 'en' || entry.base === 'es') && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.base === 'es' ? 'es' : 'en';
}

/** Runs one call's turn in the language its request asks for. */
export async function speaking<T>(request: Request | undefined, work: () => Promise<T>) {
  const before = current;
  current = languageOf(request);
  try {
    return await work();
  } finally {
    current = before;
  }
}

/** The language of the call under way. */
export const callLanguage = (): Language => current;

/** `message` in the language of the call under way (or `language`). */
export function spoken(message: string, language: Language = current): string {
  if (language === 'en') return message;
  const exact = SPANISH[message];
  if (exact !== undefined) return exact;
  for (const [pattern, spanish] of SPANISH_PATTERNS) {
    if (pattern.test(message)) return message.replace(pattern, spanish);
  }
  return message;
}

const spanishIssues = { error: locales.es().localeError };

/** zod's own messages (a field's type, a length) in the language of the call under way. */
export function zodLanguage(): { error?: typeof spanishIssues.error } {
  return current === 'es' ? spanishIssues : {};
}
