/**
 * The help center's seeded articles as stored: each entry of articles-data.ts becomes two
 * published records (English and Spanish) sharing one `pair`, updated on days before the seed's.
 */
import type { HelpArticleRecord } from '../db';
import { HELP_ARTICLES_SEED } from './articles-data';

export const SEED_AUTHOR = { en: 'Help center team', es: 'Equipo del centro de ayuda' } as const;

export function seedHelpArticles(today: string): HelpArticleRecord[] {
  const day = Date.parse(`${today}T00:00:00Z`);
  return HELP_ARTICLES_SEED.flatMap((article, index) => {
    const updatedAt = new Date(day - (3 + ((index * 7) % 60)) * 86_400_000 + 15 * 3_600_000)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
    const pair = `ha-${String(index + 1).padStart(3, '0')}`;
    return (['en', 'es'] as const).map((language) => ({
      slug: article[language].slug,
      pair,
      language,
      title: article[language].title,
      body: article[language].body,
      category: article.category,
      ...(article.credentialTypeId ? { credentialTypeId: article.credentialTypeId } : {}),
      status: 'published' as const,
      author: SEED_AUTHOR[language],
      // The Spanish versions are read about a third as often as the English ones.
      views: language === 'en' ? article.views : Math.round(article.views / 3),
      updatedAt,
      ratings: {},
    }));
  });
}
