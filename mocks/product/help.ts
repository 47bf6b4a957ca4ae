/**
 * The help center (docs/decisions/034): articles in English and Spanish, each language's version a
 * record of its own linked to the other by `pair`. Every signed-in role reads the published ones;
 * drafts are the writers' (administrators). Search folds case and accents and wants every word.
 */
import {
  getGetHelpArticleMockHandler,
  getListHelpArticlesMockHandler,
  getRateHelpArticleMockHandler,
} from '../../generated/product/endpoints/help/help.msw';
import type {
  HelpArticle,
  HelpArticlePage,
  HelpArticleRef,
  HelpArticleSummary,
  HelpFeedback,
} from '../../generated/product/model';
import {
  listHelpArticlesQueryParams,
  rateHelpArticleBody,
} from '../../generated/product/zod/help/help.zod';
import type { HelpArticleRecord } from '../db';
import { helpArticleSlugPathParameter } from '../../generated/product/constants';
import { operation } from '../faults';
import { getDb } from '../store';
import { bodyOf, parse } from './bodies';
import { fail, requireCaller } from './caller';
import type { Caller } from './caller';
import { zodLanguage } from './language';
import { badQuery, fold, pageOf, query } from './query';
import { excerptOf, plainText, searchScore } from './help-text';

const SLUG = new RegExp(helpArticleSlugPathParameter.pattern);
const RELATED = 3;

/** Administrators write articles and see drafts (the permissions matrix may widen this later). */
export const writes = (caller: Caller) => caller.isAdmin;

const refOf = (a: HelpArticleRecord): HelpArticleRef => ({
  slug: a.slug,
  language: a.language,
  title: a.title,
});

function summaryOf(a: HelpArticleRecord): HelpArticleSummary {
  return {
    slug: a.slug,
    language: a.language,
    title: a.title,
    category: a.category,
    ...(a.credentialTypeId ? { credentialTypeId: a.credentialTypeId } : {}),
    status: a.status,
    excerpt: excerptOf(a.body),
    views: a.views,
    updatedAt: a.updatedAt,
  };
}

function feedbackOf(a: HelpArticleRecord, caller: Caller): HelpFeedback {
  const answers = Object.values(a.ratings);
  const mine = a.ratings[caller.userUuid];
  return {
    helpful: answers.filter(Boolean).length,
    notHelpful: answers.filter((x) => !x).length,
    ...(mine === undefined ? {} : { mine }),
  };
}

/** The same credential type first, then the same category; the most read first in each. */
function relatedTo(a: HelpArticleRecord, visible: readonly HelpArticleRecord[]): HelpArticleRef[] {
  const rank = (b: HelpArticleRecord) =>
    a.credentialTypeId && b.credentialTypeId === a.credentialTypeId
      ? 0
      : b.category === a.category
        ? 1
        : 2;
  return visible
    .filter((b) => b.language === a.language && b.pair !== a.pair && rank(b) < 2)
    .sort((x, y) => rank(x) - rank(y) || y.views - x.views)
    .slice(0, RELATED)
    .map(refOf);
}

/** The article a caller may read: a draft is unknown to readers, as a missing slug is. */
export function findArticle(slug: string, caller: Caller): HelpArticleRecord {
  const { minLength, maxLength } = helpArticleSlugPathParameter;
  if (!SLUG.test(slug) || slug.length < minLength || slug.length > maxLength)
    fail(400, 'The article slug is not valid', 'bad_request');
  const article = getDb().helpArticles.find((a) => a.slug === slug);
  if (!article || (article.status !== 'published' && !writes(caller)))
    fail(404, 'Article not found', 'not_found');
  return article;
}

/** An article whole, as the caller may see it (its translation and related ones visible to them). */
export function articleOf(article: HelpArticleRecord, caller: Caller): HelpArticle {
  const visible = getDb().helpArticles.filter((a) => a.status === 'published' || writes(caller));
  const translation = visible.find(
    (a) => a.pair === article.pair && a.language !== article.language,
  );
  return {
    ...summaryOf(article),
    body: article.body,
    author: article.author,
    ...(translation ? { translation: refOf(translation) } : {}),
    related: relatedTo(article, visible),
    feedback: feedbackOf(article, caller),
  };
}

export const helpHandlers = [
  getListHelpArticlesMockHandler(
    operation('listHelpArticles', 'product', async ({ request }): Promise<HelpArticlePage> => {
      const caller = await requireCaller(request);
      const parsed = listHelpArticlesQueryParams.safeParse(query(request), zodLanguage());
      if (!parsed.success) badQuery(parsed.error.issues);
      const { page, pageSize, sort, order, search, language, category, status } = parsed.data;
      if (status !== 'published' && !writes(caller))
        fail(403, 'Only administrators may see draft articles', 'forbidden');
      const kept = getDb().helpArticles.filter(
        (a) =>
          (status === 'all' || a.status === status) &&
          (!language || a.language === language) &&
          (!category || a.category === category) &&
          (!parsed.data.credentialTypeId || a.credentialTypeId === parsed.data.credentialTypeId),
      );
      const words = search
        ? fold(search)
            .split(/[^\p{L}\p{N}]+/u)
            .filter((w) => w.length > 1)
        : [];
      if (words.length > 0) {
        const scored = kept
          .map((a) => ({ a, score: searchScore(words, fold(a.title), fold(plainText(a.body))) }))
          .filter((x) => x.score > 0)
          .sort((x, y) => y.score - x.score || y.a.views - x.a.views);
        const one = pageOf(scored, page, pageSize);
        return { ...one, items: one.items.map((x) => summaryOf(x.a)) };
      }
      const direction = order === 'asc' ? 1 : -1;
      const sorted = [...kept].sort((x, y) => {
        const by =
          sort === 'views'
            ? x.views - y.views
            : sort === 'title'
              ? x.title.localeCompare(y.title, x.language, { sensitivity: 'base' })
              : x.updatedAt.localeCompare(y.updatedAt);
        return direction * by || x.slug.localeCompare(y.slug);
      });
      const one = pageOf(sorted, page, pageSize);
      return { ...one, items: one.items.map(summaryOf) };
    }),
  ),

  getGetHelpArticleMockHandler(
    operation('getHelpArticle', 'product', async ({ request, params }): Promise<HelpArticle> => {
      const caller = await requireCaller(request);
      const article = findArticle(String(params.slug), caller);
      // A reader's reading counts; a writer checking their own work does not.
      if (!writes(caller)) article.views += 1;
      return articleOf(article, caller);
    }),
  ),

  getRateHelpArticleMockHandler(
    operation('rateHelpArticle', 'product', async ({ request, params }): Promise<HelpFeedback> => {
      const caller = await requireCaller(request);
      const article = findArticle(String(params.slug), caller);
      const { helpful } = parse(
        rateHelpArticleBody.safeParse(await bodyOf(request), zodLanguage()),
      );
      if (article.status !== 'published') fail(404, 'Article not found', 'not_found');
      article.ratings[caller.userUuid] = helpful;
      return feedbackOf(article, caller);
    }),
  ),
];
