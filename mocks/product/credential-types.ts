/**
 * The product API's credential catalog (read-only), on the generated MSW handler factories: the
 * status engine's own catalog (mocks/compliance/catalog.ts) as the contract describes it
 * (docs/decisions/017-compliance-api-credential-types.md).
 */
import { credentialTypeIdPathParameter } from '../../generated/product/constants';
import {
  getGetCredentialTypeMockHandler,
  getListCredentialTypesMockHandler,
} from '../../generated/product/endpoints/credential-types/credential-types.msw';
import { CredentialCategory } from '../../generated/product/model';
import type { CredentialType, CredentialTypePage } from '../../generated/product/model';
import { listCredentialTypesQueryParams } from '../../generated/product/zod/credential-types/credential-types.zod';
import { CREDENTIAL_TYPES } from '../compliance/catalog';
import type { CredentialType as CatalogType } from '../compliance/catalog';
import { operation } from '../faults';
import { fail, requireCaller } from './caller';
import { badQuery, fold, pageOf, query } from './query';
import { zodLanguage } from './language';

/**
 * A catalog entry as the contract gives it, field by field: a field the catalog gains reaches the
 * API only once the contract has it.
 */
function asContract(type: CatalogType): CredentialType {
  return {
    id: type.id,
    name: { en: type.name.en, es: type.name.es },
    category: type.category,
    validity: { ...type.validity },
    needsDocument: type.needsDocument,
    needsReview: type.needsReview,
    verification: type.verification,
    warningDays: type.warningDays,
    alternatives: [...type.alternatives],
    fields: type.fields.map(({ field, required }) => ({ field, required })),
  };
}

/** The catalog's own order: the list's order when no sort is asked for. */
const catalogIndex = new Map(CREDENTIAL_TYPES.map((type, index) => [type.id, index]));
/** Categories sort as the contract's `CredentialCategory` lists them (licenses first). */
const CATEGORY_ORDER: readonly string[] = Object.values(CredentialCategory);
const collators = {
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
  es: new Intl.Collator('es', { sensitivity: 'base', numeric: true }),
};

const idPattern = new RegExp(credentialTypeIdPathParameter.pattern);

export const credentialTypeHandlers = [
  getListCredentialTypesMockHandler(
    operation(
      'listCredentialTypes',
      'product',
      async ({ request }): Promise<CredentialTypePage> => {
        await requireCaller(request);
        const parsed = listCredentialTypesQueryParams.safeParse(query(request), zodLanguage());
        if (!parsed.success) badQuery(parsed.error.issues);
        const { page, pageSize, sort, order, lang, search, category } = parsed.data;
        const needle = search ? fold(search.trim()) : '';
        const byName = (a: CatalogType, b: CatalogType) =>
          collators[lang].compare(a.name[lang], b.name[lang]);
        const compare = (a: CatalogType, b: CatalogType): number => {
          if (sort === 'name') return byName(a, b);
          if (sort === 'category')
            return (
              CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
              byName(a, b)
            );
          return catalogIndex.get(a.id)! - catalogIndex.get(b.id)!;
        };
        const matches = CREDENTIAL_TYPES.filter((type) => !category || type.category === category)
          .filter(
            (type) =>
              !needle ||
              [type.id, type.name.en, type.name.es].some((text) => fold(text).includes(needle)),
          )
          .sort((a, b) => (order === 'asc' ? 1 : -1) * (compare(a, b) || a.id.localeCompare(b.id)));
        const result = pageOf(matches, page, pageSize);
        return { ...result, items: result.items.map(asContract) };
      },
    ),
  ),

  getGetCredentialTypeMockHandler(
    operation(
      'getCredentialType',
      'product',
      async ({ request, params }): Promise<CredentialType> => {
        await requireCaller(request);
        const id = String(params.id);
        if (id.length > credentialTypeIdPathParameter.maxLength || !idPattern.test(id))
          fail(400, 'The credential type id must be a slug such as tb-test', 'bad_request');
        const type = CREDENTIAL_TYPES.find((t) => t.id === id);
        if (!type) fail(404, 'Credential type not found', 'not_found');
        return asContract(type);
      },
    ),
  ),
];
