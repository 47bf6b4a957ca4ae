/**
 * A help article as its editor holds it, checked before any request with the contract's limits
 * (the generated `createHelpArticleBody` bounds), and the bodies the API takes. Each problem is a
 * key the page turns into a translated message at its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  createHelpArticleBodyBodyMax,
  createHelpArticleBodyTitleMax,
} from '@generated/product/zod/help/help.zod';
import type {
  CredentialTypeId,
  HelpArticle,
  HelpArticleInput,
  HelpArticleUpdate,
  HelpCategory,
  HelpLanguage,
} from '@generated/product/model';
import { HelpCategory as Categories } from '@generated/product/model';

export const ARTICLE_LIMITS = {
  title: createHelpArticleBodyTitleMax,
  body: createHelpArticleBodyBodyMax,
} as const;

export const CATEGORIES = Object.values(Categories);

export type ArticleProblem = 'titleRequired' | 'tooLong' | 'bodyRequired' | 'categoryRequired';

const schema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'titleRequired' satisfies ArticleProblem)
    .max(ARTICLE_LIMITS.title, 'tooLong' satisfies ArticleProblem),
  language: z.enum(['en', 'es']),
  category: z.enum(CATEGORIES as [HelpCategory, ...HelpCategory[]], {
    error: 'categoryRequired' satisfies ArticleProblem,
  }),
  credentialTypeId: z.string(),
  body: z
    .string()
    .refine((body) => body.trim().length > 0, 'bodyRequired' satisfies ArticleProblem)
    .refine((body) => body.length <= ARTICLE_LIMITS.body, 'tooLong' satisfies ArticleProblem),
});

export interface ArticleFormValues {
  title: string;
  language: HelpLanguage;
  /** '' until one is chosen. */
  category: HelpCategory | '';
  /** '' for none. */
  credentialTypeId: string;
  body: string;
}

/** The values as typed reach the submit (`raw`): the bodies below trim what they send. */
export const articleResolver: Resolver<ArticleFormValues> = zodResolver(
  schema as unknown as z.ZodType<ArticleFormValues, ArticleFormValues>,
  undefined,
  { raw: true },
);

export function valuesOf(article: HelpArticle | undefined, language: HelpLanguage) {
  return {
    title: article?.title ?? '',
    language: article?.language ?? language,
    category: article?.category ?? '',
    credentialTypeId: article?.credentialTypeId ?? '',
    body: article?.body ?? '',
  } satisfies ArticleFormValues;
}

const typeOf = (values: ArticleFormValues) =>
  values.credentialTypeId ? { credentialTypeId: values.credentialTypeId as CredentialTypeId } : {};

/** A new article (a draft), perhaps the other language's version of `translationOf`. */
export function inputOf(values: ArticleFormValues, translationOf?: string): HelpArticleInput {
  return {
    language: values.language,
    title: values.title.trim(),
    body: values.body,
    category: values.category as HelpCategory,
    ...typeOf(values),
    ...(translationOf ? { translationOf } : {}),
  };
}

/** The article's words, from the version the writer opened (`updatedAt`). */
export function updateOf(values: ArticleFormValues, updatedAt: string): HelpArticleUpdate {
  return {
    title: values.title.trim(),
    body: values.body,
    category: values.category as HelpCategory,
    ...typeOf(values),
    updatedAt,
  };
}
