/**
 * The shape of the help center's seeded articles (mocks/help/articles-*.ts). Each entry is one
 * article written twice, in English and in Spanish: the two versions are separate articles that
 * link to each other, as the help center stores them.
 */
import type { HelpCategory } from '../../generated/product/model';
import type { CredentialTypeId } from '../compliance/catalog';

export interface SeedVersion {
  /** Lower-case words joined by hyphens, unique across both languages. */
  slug: string;
  title: string;
  /** Markdown (GitHub flavoured): headings from level 2, lists, links, no raw HTML. */
  body: string;
}

export interface SeedArticle {
  category: HelpCategory;
  /** The catalog type the article explains (a rejected credential of that type links to it). */
  credentialTypeId?: CredentialTypeId;
  /** How often it was opened, so that "most read" has something to rank. */
  views: number;
  en: SeedVersion;
  es: SeedVersion;
}
