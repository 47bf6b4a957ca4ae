/**
 * The credential catalog's names in the reader's language (GET /credential-types): the names
 * travel in the catalog's records, so a type added later is named at once in both languages.
 * Until the catalog has loaded, or if it fails, a type is named by its id.
 */
import { useIntl } from 'react-intl';
import { useListCredentialTypes } from '@generated/product/endpoints/credential-types/credential-types';
import { pageSizeParameter } from '@generated/product/constants';

/** The catalog changes with a release, not during a visit. */
const CATALOG_FRESH_FOR_MS = 60 * 60 * 1000;

export function useTypeNames(): (typeId: string) => string {
  const intl = useIntl();
  const lang = intl.locale.startsWith('es') ? 'es' : 'en';
  const catalog = useListCredentialTypes(
    { pageSize: pageSizeParameter.maximum },
    { query: { staleTime: CATALOG_FRESH_FOR_MS } },
  );
  const names = new Map(catalog.data?.items.map((type) => [type.id, type.name[lang]]));
  return (typeId) => names.get(typeId) ?? typeId;
}
