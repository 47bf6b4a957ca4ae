/**
 * Writing help articles (decision 034): administrators create drafts (a slug from the title),
 * change their words from the version they opened (409 when someone changed it since), publish,
 * take back to draft and delete one language's version (the other loses its link).
 */
import {
  getCreateHelpArticleMockHandler,
  getDeleteHelpArticleMockHandler,
  getPublishHelpArticleMockHandler,
  getUnpublishHelpArticleMockHandler,
  getUpdateHelpArticleMockHandler,
} from '../../generated/product/endpoints/help/help.msw';
import type { HelpArticle } from '../../generated/product/model';
import {
  createHelpArticleBody,
  updateHelpArticleBody,
} from '../../generated/product/zod/help/help.zod';
import { productInstant } from '../calendar';
import type { HelpArticleRecord } from '../db';
import { operation } from '../faults';
import { getDb } from '../store';
import { isCredentialTypeId } from '../compliance/catalog';
import type { CredentialTypeId } from '../compliance/catalog';
import { bodyOf, invalid, parse } from './bodies';
import { fail, requireCaller } from './caller';
import type { Caller } from './caller';
import { articleOf, findArticle, writes } from './help';
import { zodLanguage } from './language';
import { fold } from './query';

const SLUG_LENGTH = 80;

/** The catalog type an article explains, or 422 naming the field. */
function catalogType(id: string | undefined): CredentialTypeId | undefined {
  if (id === undefined) return undefined;
  if (!isCredentialTypeId(id))
    invalid([{ field: 'credentialTypeId', message: 'Not a credential type of the catalog' }]);
  return id;
}

/** A title with words in it (spaces alone are none), trimmed. */
function titleOf(title: string): string {
  const trimmed = title.trim();
  if (!trimmed) invalid([{ field: 'title', message: 'Write a title' }]);
  return trimmed;
}

/**
 * When a change was made, to the millisecond and after the previous one, so that two saves in
 * the same second still tell a stale copy from the latest.
 */
function changedAt(previous?: string): string {
  const now = productInstant().getTime();
  const after = previous ? Date.parse(previous) + 1 : now;
  return new Date(Math.max(now, after)).toISOString();
}

async function writer(request: Request): Promise<Caller> {
  const caller = await requireCaller(request);
  if (!writes(caller)) fail(403, 'Only administrators may write help articles', 'forbidden');
  return caller;
}

/** Lower-case words of the title without accents, joined by hyphens; a number when it is taken. */
function slugFor(title: string): string {
  const base =
    fold(title)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, SLUG_LENGTH)
      .replace(/-+$/, '') || 'article';
  const taken = new Set(getDb().helpArticles.map((a) => a.slug));
  const padded = base.length < 3 ? `${base}-article` : base;
  if (!taken.has(padded)) return padded;
  for (let n = 2; ; n += 1) if (!taken.has(`${padded}-${n}`)) return `${padded}-${n}`;
}

function authorName(caller: Caller): string {
  const user = getDb().users.find((u) => u.authUuid === caller.userUuid);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (name || 'Help center team').slice(0, 120);
}

/** The next free `ha-<n>` for an article that translates nothing. */
function newPair(): string {
  const used = getDb().helpArticles.map((a) => Number(a.pair.slice(3)) || 0);
  return `ha-${String(Math.max(0, ...used) + 1).padStart(3, '0')}`;
}

export const helpWriteHandlers = [
  getCreateHelpArticleMockHandler(
    operation('createHelpArticle', 'product', async ({ request }): Promise<HelpArticle> => {
      const caller = await writer(request);
      const input = parse(createHelpArticleBody.safeParse(await bodyOf(request), zodLanguage()));
      const typeId = catalogType(input.credentialTypeId);
      const articles = getDb().helpArticles;
      let pair = newPair();
      if (input.translationOf) {
        const original = articles.find((a) => a.slug === input.translationOf);
        if (!original) fail(404, 'Article not found', 'not_found');
        const linked = articles.some((a) => a.pair === original.pair && a !== original);
        if (original.language === input.language || linked)
          fail(409, 'This article is in the same language or already translated', 'conflict');
        pair = original.pair;
      }
      const record: HelpArticleRecord = {
        slug: slugFor(input.title),
        pair,
        language: input.language,
        title: titleOf(input.title),
        body: input.body,
        category: input.category,
        ...(typeId ? { credentialTypeId: typeId } : {}),
        status: 'draft',
        author: authorName(caller),
        views: 0,
        updatedAt: changedAt(),
        ratings: {},
      };
      articles.unshift(record);
      return articleOf(record, caller);
    }),
  ),

  getUpdateHelpArticleMockHandler(
    operation('updateHelpArticle', 'product', async ({ request, params }): Promise<HelpArticle> => {
      const caller = await writer(request);
      const article = findArticle(String(params.slug), caller);
      const input = parse(updateHelpArticleBody.safeParse(await bodyOf(request), zodLanguage()));
      const typeId = catalogType(input.credentialTypeId);
      if (Date.parse(input.updatedAt) !== Date.parse(article.updatedAt))
        fail(
          409,
          'Someone else changed this article. Reload it to see their changes, then make yours.',
          'conflict',
        );
      article.title = titleOf(input.title);
      article.body = input.body;
      article.category = input.category;
      if (typeId) article.credentialTypeId = typeId;
      else delete article.credentialTypeId;
      article.updatedAt = changedAt(article.updatedAt);
      return articleOf(article, caller);
    }),
  ),

  getDeleteHelpArticleMockHandler(
    operation('deleteHelpArticle', 'product', async ({ request, params }) => {
      const caller = await writer(request);
      const article = findArticle(String(params.slug), caller);
      const db = getDb();
      db.helpArticles = db.helpArticles.filter((a) => a !== article);
    }),
  ),

  ...(
    [
      ['publishHelpArticle', getPublishHelpArticleMockHandler, 'published'],
      ['unpublishHelpArticle', getUnpublishHelpArticleMockHandler, 'draft'],
    ] as const
  ).map(([operationId, handler, status]) =>
    handler(
      operation(operationId, 'product', async ({ request, params }): Promise<HelpArticle> => {
        const caller = await writer(request);
        const article = findArticle(String(params.slug), caller);
        if (article.status !== status) {
          article.status = status;
          article.updatedAt = changedAt(article.updatedAt);
        }
        return articleOf(article, caller);
      }),
    ),
  ),
];
