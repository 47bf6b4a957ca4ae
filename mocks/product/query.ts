/** Reading the product API's lists: query strings, paging and text search, the same for every list. */
import { fail } from './caller';

/** The query string as plain text values, for the generated zod schemas to coerce. */
export function query(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams.entries());
}

/** A 400 naming the first query parameter the generated schema refused. */
export function badQuery(issues: { path: PropertyKey[]; message: string }[]): never {
  const first = issues[0];
  fail(
    400,
    `Invalid query parameter ${String(first?.path[0] ?? '')}: ${first?.message ?? ''}`.trim(),
    'bad_request',
  );
}

/** Text as search compares it: without accents and case ('Sarampión' and 'SARAMPION' agree). */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * One page of `matches` as the contracts' page objects give it. The schemas bound page and
 * pageSize but let fractions through; the API answers those 400.
 */
export function pageOf<T>(matches: readonly T[], page: number, pageSize: number) {
  if (!Number.isInteger(page) || !Number.isInteger(pageSize))
    fail(400, 'page and pageSize must be whole numbers', 'bad_request');
  return {
    items: matches.slice((page - 1) * pageSize, page * pageSize),
    total: matches.length,
    page,
    pageSize,
  };
}
