/**
 * Every help article the demo backend starts with, in the order the help center lists them when
 * nothing else ranks them: the getting-started basics and the screenings first, then licenses,
 * life-support cards and health records. Each entry is one article in English and in Spanish (two
 * linked articles once stored); the entry that names a credential type is the one a rejected
 * credential of that type links to, so each type is named by one entry at most.
 */
import { CERTIFICATION_ARTICLES } from './articles-certifications';
import { GENERAL_ARTICLES } from './articles-general';
import { HEALTH_ARTICLES } from './articles-health';
import { LICENSE_ARTICLES } from './articles-licenses';
import type { SeedArticle } from './seed-types';

export const HELP_ARTICLES_SEED: readonly SeedArticle[] = [
  ...GENERAL_ARTICLES,
  ...LICENSE_ARTICLES,
  ...CERTIFICATION_ARTICLES,
  ...HEALTH_ARTICLES,
];
