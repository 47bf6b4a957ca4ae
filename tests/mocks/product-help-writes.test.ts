/** @jest-environment node */
/**
 * Writing help articles (decision 034): drafts made by administrators with a slug from the title,
 * linked to the article they translate; words changed from the version opened (a stale one is
 * refused, nothing lost); published and taken back; deleted, the other language unlinked.
 */
import {
  createHelpArticle,
  deleteHelpArticle,
  getHelpArticle,
  listHelpArticles,
  publishHelpArticle,
  unpublishHelpArticle,
  updateHelpArticle,
} from '@generated/product/endpoints/help/help';
import { resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const DRAFT = {
  language: 'es' as const,
  title: '¿Qué hago si mi licencia está en período de prueba?',
  body: 'Una licencia en período de prueba todavía permite trabajar en muchos estados.\n\n## Qué enviar\n- La orden de la junta',
  category: 'licenses' as const,
  credentialTypeId: 'rn-license',
};

it('makes a draft with a slug from its title, unseen by readers until it is published', async () => {
  await signIn('admin@demo.test');
  const draft = await createHelpArticle(DRAFT);
  expect(draft).toMatchObject({
    slug: 'que-hago-si-mi-licencia-esta-en-periodo-de-prueba',
    status: 'draft',
    author: 'Alex Admin',
    views: 0,
    excerpt: 'Una licencia en período de prueba todavía permite trabajar en muchos estados.',
  });
  expect((await createHelpArticle(DRAFT)).slug).toBe(`${draft.slug}-2`);

  await signIn('professional@demo.test');
  expect((await failure(getHelpArticle(draft.slug))).status).toBe(404);
  expect((await listHelpArticles({ search: 'hago periodo prueba' })).total).toBe(0);
  expect((await failure(createHelpArticle(DRAFT))).status).toBe(403);
  expect((await failure(publishHelpArticle(draft.slug))).status).toBe(403);

  await signIn('admin@demo.test');
  expect((await publishHelpArticle(draft.slug)).status).toBe('published');
  await signIn('professional@demo.test');
  expect((await listHelpArticles({ search: 'hago periodo prueba' })).items[0]?.slug).toBe(
    draft.slug,
  );
  await signIn('admin@demo.test');
  expect((await unpublishHelpArticle(draft.slug)).status).toBe('draft');
});

it('links a translation to its original, once, in the other language', async () => {
  await signIn('admin@demo.test');
  const en = await createHelpArticle({
    ...DRAFT,
    language: 'en',
    title: 'My license is on probation',
  });
  const es = await createHelpArticle({ ...DRAFT, translationOf: en.slug });
  expect(es.translation).toEqual({ slug: en.slug, language: 'en', title: en.title });
  expect((await getHelpArticle(en.slug)).translation?.slug).toBe(es.slug);
  const again = await failure(createHelpArticle({ ...DRAFT, translationOf: en.slug }));
  expect(again.status).toBe(409);
  const same = await failure(
    createHelpArticle({ ...DRAFT, language: 'en', translationOf: es.slug }),
  );
  expect(same.status).toBe(409);
  // Deleting one language's version leaves the other, unlinked.
  await deleteHelpArticle(es.slug);
  expect((await getHelpArticle(en.slug)).translation).toBeUndefined();
  expect((await failure(getHelpArticle(es.slug))).status).toBe(404);
});

it('changes the words from the version opened; a stale version is refused and nothing is lost', async () => {
  await signIn('admin@demo.test');
  const opened = await getHelpArticle('why-was-my-bls-card-rejected');
  const edit = {
    title: opened.title,
    body: `${opened.body}\n\nA new closing line.`,
    category: opened.category,
    credentialTypeId: 'bls',
    updatedAt: opened.updatedAt,
  };
  // Two saves in the same second: the second, from the first's starting point, is stale.
  const saved = await updateHelpArticle(opened.slug, edit);
  expect(saved.body).toContain('A new closing line.');
  expect(saved.updatedAt).not.toBe(opened.updatedAt);
  const stale = await failure(updateHelpArticle(opened.slug, { ...edit, body: 'Overwritten' }));
  expect(stale.status).toBe(409);
  expect((await getHelpArticle(opened.slug)).body).toContain('A new closing line.');
  const unknownType = await failure(
    updateHelpArticle(opened.slug, {
      ...edit,
      updatedAt: saved.updatedAt,
      credentialTypeId: 'cpr',
    }),
  );
  expect(unknownType.status).toBe(422);
  for (const title of ['', '   ']) {
    const empty = await failure(createHelpArticle({ ...DRAFT, title }));
    expect(empty.status).toBe(422);
    expect((empty.body as { errors?: { field: string }[] }).errors?.[0]?.field).toBe('title');
  }
});
