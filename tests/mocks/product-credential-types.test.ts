/** @jest-environment node */
import {
  getCredentialType,
  listCredentialTypes,
} from '@generated/product/endpoints/credential-types/credential-types';
import type { CredentialType, ListCredentialTypesParams } from '@generated/product/model';
import { CredentialCategory } from '@generated/product/model';
import {
  getCredentialTypeResponse,
  listCredentialTypesResponse,
} from '@generated/product/zod/credential-types/credential-types.zod';
import { logout } from '@generated/provider/endpoints/session/session';
import { CREDENTIAL_TYPES, CREDENTIAL_TYPE_IDS } from '@mocks/compliance/catalog';
import { loadContract } from '@tests/utils/openapi';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, declaredStatuses, failure, signIn, useTokens } from './helpers';

setupMockServer();
beforeEach(configureClients);

const TOTAL = 22;
const ids = (items: readonly CredentialType[]) => items.map((t) => t.id);

/** Every type the filters match, over all pages of 100. */
async function allPages(params: ListCredentialTypesParams = {}): Promise<CredentialType[]> {
  const items: CredentialType[] = [];
  for (let page = 1; ; page += 1) {
    const result = await listCredentialTypes({ ...params, page, pageSize: 100 });
    items.push(...result.items);
    if (result.items.length < 100) return items;
  }
}

describe('listCredentialTypes', () => {
  beforeEach(() => signIn('professional@demo.test'));

  it('lists the 22 types of the catalog in its own order, as the contract shapes them', async () => {
    const page = await listCredentialTypes();
    expect(page).toMatchObject({ total: TOTAL, page: 1, pageSize: 25 });
    expect(ids(page.items)).toEqual([...CREDENTIAL_TYPE_IDS]);
    expect(listCredentialTypesResponse.safeParse(page).error?.issues ?? []).toEqual([]);
    // Nothing but what the contract describes, and nothing of it changed.
    expect(page.items).toEqual(JSON.parse(JSON.stringify(CREDENTIAL_TYPES)));
  });

  it('pages without overlap or gaps, and beyond the last page answers no items', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const result = await listCredentialTypes({ page, pageSize: 10 });
      expect(result).toMatchObject({ total: TOTAL, page, pageSize: 10 });
      seen.push(...ids(result.items));
    }
    expect(seen).toEqual([...CREDENTIAL_TYPE_IDS]);
    await expect(listCredentialTypes({ page: 4, pageSize: 10 })).resolves.toEqual({
      items: [],
      total: TOTAL,
      page: 4,
      pageSize: 10,
    });
  });

  it.each<[string, string, string[]]>([
    ['a Spanish word, inside longer words', 'vacuna', ['hepatitis-b', 'tdap', 'influenza']],
    ['Spanish without its accent', 'sarampion', ['mmr']],
    ['Spanish with its accent, in capitals', 'SARAMPIÓN', ['mmr']],
    ['Spanish accented where the text is not', 'cutánea', ['tb-test']],
    ['an English word', 'chickenpox', ['varicella']],
    ['English in any case', 'life SUPPORT', ['bls', 'acls', 'pals']],
    ['the id', 'oig-exclusion', ['oig-exclusion-check']],
    ['a Spanish word every license has', 'licencia', CREDENTIAL_TYPE_IDS.slice(0, 6)],
  ])('searches %s (%s)', async (_name, search, expected) => {
    const page = await listCredentialTypes({ search });
    expect(ids(page.items)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('does not match text that runs from one name into the other', async () => {
    // 'Resume' and 'Currículum vitae' side by side would read 'resume currículum'.
    const page = await listCredentialTypes({ search: 'resume curriculum' });
    expect(page).toMatchObject({ items: [], total: 0 });
  });

  it('filters by category, also together with a search', async () => {
    for (const category of Object.values(CredentialCategory)) {
      const items = await allPages({ category });
      expect(ids(items)).toEqual(
        CREDENTIAL_TYPES.filter((t) => t.category === category).map((t) => t.id),
      );
    }
    const screening = await listCredentialTypes({ category: 'screening', search: 'verificación' });
    expect(ids(screening.items)).toEqual(['background-check', 'oig-exclusion-check']);
    const none = await listCredentialTypes({ category: 'license', search: 'vacuna' });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('sorts by the Spanish name, and by the English one unless told', async () => {
    const es = new Intl.Collator('es', { sensitivity: 'base' });
    const spanish = (await allPages({ sort: 'name', lang: 'es' })).map((t) => t.name.es);
    expect(spanish).toHaveLength(TOTAL);
    expect(spanish[0]).toBe('Análisis de sangre QuantiFERON-TB Gold');
    for (let i = 1; i < spanish.length; i += 1)
      expect(es.compare(spanish[i - 1]!, spanish[i]!)).toBeLessThanOrEqual(0);
    const english = await allPages({ sort: 'name' });
    expect(english[0]!.name.en).toBe('Advanced Cardiovascular Life Support (ACLS)');
    const vaccines = await listCredentialTypes({ search: 'vacuna', sort: 'name', lang: 'es' });
    expect(ids(vaccines.items)).toEqual(['tdap', 'hepatitis-b', 'influenza']);
    const descending = await listCredentialTypes({ search: 'vacuna', sort: 'name', order: 'desc' });
    expect(ids(descending.items)).toEqual(['tdap', 'influenza', 'hepatitis-b']);
  });

  it('sorts by category as the contract lists them, then by name', async () => {
    const items = await allPages({ sort: 'category', lang: 'es' });
    const order = Object.values(CredentialCategory);
    const categories = items.map((t) => order.indexOf(t.category));
    expect(categories).toEqual([...categories].sort((a, b) => a - b));
    expect(ids(items.filter((t) => t.category === 'certification'))).toEqual([
      'pals',
      'bls',
      'acls',
    ]);
    const reversed = await allPages({ sort: 'category', lang: 'es', order: 'desc' });
    expect(ids(reversed)).toEqual(ids(items).reverse());
  });

  it.each<[string, ListCredentialTypesParams]>([
    ['pageSize over 100', { pageSize: 101 }],
    ['page 0', { page: 0 }],
    ['a fractional pageSize', { pageSize: 2.5 }],
    ['an unknown sort field', { sort: 'warningDays' as never }],
    ['an unknown language', { lang: 'fr' as never }],
    ['an unknown category', { category: 'education' as never }],
    ['a parameter the contract does not have', { role: 'admin' } as never],
  ])('answers 400 bad_request for %s', async (_name, params) => {
    const error = await failure(listCredentialTypes(params));
    expect(error).toMatchObject({ status: 400, type: 'bad_request' });
  });
});

describe('getCredentialType', () => {
  it('answers one type as the catalog holds it, for any signed-in role', async () => {
    for (const role of ['professional', 'recruiter', 'admin']) {
      await signIn(`${role}@demo.test`);
      const tb = await getCredentialType('tb-test');
      expect(getCredentialTypeResponse.safeParse(tb).error?.issues ?? []).toEqual([]);
      expect(tb).toEqual({
        id: 'tb-test',
        name: { en: 'Tuberculosis skin test (TST)', es: 'Prueba cutánea de tuberculosis (PPD)' },
        category: 'health',
        validity: { kind: 'monthsFromIssue', months: 12 },
        needsDocument: true,
        needsReview: true,
        verification: 'none',
        warningDays: 30,
        alternatives: ['quantiferon'],
        fields: [
          { field: 'issuer', required: false },
          { field: 'issuedOn', required: true },
        ],
      });
    }
  });

  it('answers 404 not_found for an id the catalog does not hold', async () => {
    await signIn('professional@demo.test');
    expect(await failure(getCredentialType('no-such-type'))).toMatchObject({
      status: 404,
      type: 'not_found',
      message: 'Credential type not found',
    });
  });

  it('answers an id that is not a slug with a status the contract declares (400)', async () => {
    await signIn('professional@demo.test');
    const error = await failure(getCredentialType('TB Test'));
    expect(error).toMatchObject({ status: 400, type: 'bad_request' });
    expect(declaredStatuses('product', 'getCredentialType')).toContain(error.status);
  });
});

describe('bearer checks', () => {
  const unauthorized = { status: 401, type: 'unauthorized' };

  it('answers 401 without a token and for a garbage token, on both operations', async () => {
    expect(await failure(listCredentialTypes())).toMatchObject({
      ...unauthorized,
      message: 'Authentication required',
    });
    expect(await failure(getCredentialType('tb-test'))).toMatchObject(unauthorized);
    useTokens({ access: 'not-a-jwt' });
    expect(await failure(listCredentialTypes())).toMatchObject(unauthorized);
  });

  it('answers 401 after logout', async () => {
    await signIn('professional@demo.test');
    await logout();
    expect(await failure(getCredentialType('tb-test'))).toMatchObject({
      ...unauthorized,
      message: 'Your session has ended. Please sign in again.',
    });
  });
});

describe('the contract examples', () => {
  const operations = loadContract('openapi/product-v1.yaml').operations;
  const examples = (operationId: string) =>
    Object.values(
      operations.find((op) => op.operationId === operationId)!.responseExamples['200']!,
    );
  const catalog = new Map<string, unknown>(
    CREDENTIAL_TYPES.map((t) => [t.id, JSON.parse(JSON.stringify(t))]),
  );

  it('show catalog entries exactly as the demo backend serves them', () => {
    const shown = [
      ...(examples('getCredentialType') as CredentialType[]),
      ...(examples('listCredentialTypes') as Array<{ items: CredentialType[] }>).flatMap(
        (page) => page.items,
      ),
    ];
    expect(shown.length).toBeGreaterThan(0);
    for (const type of shown) expect(type).toEqual(catalog.get(type.id));
  });
});
