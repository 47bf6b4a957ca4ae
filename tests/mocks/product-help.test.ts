/** @jest-environment node */
/**
 * The help center (decision 034): every signed-in role reads the published articles in either
 * language, searched without accents, every word wanted, title matches first; drafts are the
 * writers'; a reading counts; "Was this helpful?" keeps one answer per person.
 */
import {
  getHelpArticle,
  listHelpArticles,
  rateHelpArticle,
} from '@generated/product/endpoints/help/help';
import { CREDENTIAL_TYPE_IDS } from '@mocks/compliance/catalog';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const BLS = 'why-was-my-bls-card-rejected';

it('seeds each article in both languages, linked, and one for each rejected kind of document', async () => {
  await signIn('professional@demo.test');
  const all = await listHelpArticles({ pageSize: 100 });
  const en = all.items.filter((a) => a.language === 'en');
  expect(en.length).toBeGreaterThanOrEqual(15);
  expect(all.total).toBe(en.length * 2);
  for (const type of ['bls', 'acls', 'tb-test', 'mmr', 'tdap', 'rn-license', 'drug-screen'])
    expect(en.filter((a) => a.credentialTypeId === type)).toHaveLength(1);
  const known: readonly string[] = CREDENTIAL_TYPE_IDS;
  expect(en.every((a) => known.includes(a.credentialTypeId ?? 'bls'))).toBe(true);
  // Most read first by default; excerpts are text, not Markdown.
  expect(all.items.map((a) => a.views)).toEqual(
    [...all.items.map((a) => a.views)].sort((a, b) => b - a),
  );
  expect(all.items.every((a) => !/[#*|[\]]/.test(a.excerpt) && a.excerpt.length > 20)).toBe(true);

  const article = await getHelpArticle(BLS);
  expect(article).toMatchObject({ language: 'en', credentialTypeId: 'bls', status: 'published' });
  expect(article.body).toContain('## ');
  expect(article.translation).toEqual({
    slug: expect.any(String),
    language: 'es',
    title: expect.stringMatching(/BLS/),
  });
  const spanish = await getHelpArticle(article.translation!.slug);
  expect(spanish.translation?.slug).toBe(BLS);
  expect(article.related.length).toBeGreaterThan(0);
  expect(article.related.every((r) => r.language === 'en' && r.slug !== BLS)).toBe(true);
});

it('counts a reading, and only a reading (a list does not)', async () => {
  await signIn('recruiter@demo.test');
  const before = getDb().helpArticles.find((a) => a.slug === BLS)!.views;
  await listHelpArticles({ search: 'bls' });
  expect(getDb().helpArticles.find((a) => a.slug === BLS)!.views).toBe(before);
  expect((await getHelpArticle(BLS)).views).toBe(before + 1);
  expect((await getHelpArticle(BLS)).views).toBe(before + 2);
});

it('searches titles and bodies without accents or case, every word wanted, titles first', async () => {
  await signIn('professional@demo.test');
  const found = await listHelpArticles({ search: 'VACUNACION', language: 'es' });
  expect(found.total).toBeGreaterThan(1);
  expect(found.items.every((a) => a.language === 'es')).toBe(true);
  // The articles with the word in their title come first, then those with it in the body only.
  const inTitle = found.items.map((a) => /vacunaci[oó]n/i.test(a.title));
  expect(inTitle[0]).toBe(true);
  expect(inTitle.includes(false)).toBe(true);
  expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);

  const both = await listHelpArticles({ search: 'bls rejected', language: 'en' });
  expect(both.items[0]?.slug).toBe(BLS);
  expect((await listHelpArticles({ search: 'bls zzyzx' })).total).toBe(0);
  // The category and the credential type narrow a list; a word of one letter is not searched for.
  const health = await listHelpArticles({ category: 'health', language: 'en', pageSize: 100 });
  expect(health.items.every((a) => a.category === 'health')).toBe(true);
  expect((await listHelpArticles({ credentialTypeId: 'tdap' })).total).toBe(2);
  const english = (await listHelpArticles({ language: 'en' })).total;
  expect((await listHelpArticles({ search: 'a', language: 'en' })).total).toBe(english);
});

it('keeps drafts for the writers: a reader is refused the list and does not find the article', async () => {
  const draft = getDb().helpArticles.find((a) => a.slug === BLS)!;
  draft.status = 'draft';
  await signIn('professional@demo.test');
  expect((await failure(listHelpArticles({ status: 'draft' }))).status).toBe(403);
  expect((await failure(getHelpArticle(BLS))).status).toBe(404);
  expect(
    (await listHelpArticles({ search: 'bls rejected' })).items.map((a) => a.slug),
  ).not.toContain(BLS);
  expect((await failure(getHelpArticle('no-such-article'))).status).toBe(404);
  expect((await failure(getHelpArticle('Not A Slug'))).status).toBe(400);

  // Nor through another article: the draft is no one's translation or related article to them.
  const spanish = await getHelpArticle('por-que-se-rechazo-tu-tarjeta-bls');
  expect(spanish.translation).toBeUndefined();
  const acls = await getHelpArticle('why-was-my-acls-card-rejected');
  expect(acls.related.map((r) => r.slug)).not.toContain(BLS);

  await signIn('admin@demo.test');
  expect((await listHelpArticles({ status: 'draft' })).items.map((a) => a.slug)).toEqual([BLS]);
  expect(
    (await getHelpArticle('why-was-my-acls-card-rejected')).related.map((r) => r.slug),
  ).toContain(BLS);
  expect((await getHelpArticle(BLS)).status).toBe('draft');
});

it('keeps one answer to "Was this helpful?" per person, the second replacing the first', async () => {
  await signIn('professional@demo.test');
  expect((await getHelpArticle(BLS)).feedback).toEqual({ helpful: 0, notHelpful: 0 });
  expect(await rateHelpArticle(BLS, { helpful: true })).toEqual({
    helpful: 1,
    notHelpful: 0,
    mine: true,
  });
  expect(await rateHelpArticle(BLS, { helpful: false })).toEqual({
    helpful: 0,
    notHelpful: 1,
    mine: false,
  });
  await signIn('recruiter@demo.test');
  expect(await rateHelpArticle(BLS, { helpful: true })).toEqual({
    helpful: 1,
    notHelpful: 1,
    mine: true,
  });
  expect((await getHelpArticle(BLS)).feedback.mine).toBe(true);
  const bad = await failure(rateHelpArticle(BLS, { helpful: 'yes' } as never));
  expect(bad.status).toBe(422);
});
