/**
 * The credential catalog as the pages read it (GET /credential-types): each type's name in the
 * reader's language (the names travel in the catalog's records, so a type added later is named
 * at once in both languages) and the primary source it is checked at. Until the catalog has
 * loaded, or if it fails, a type is named by its id and has no known source.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useListCredentialTypes } from '@generated/product/endpoints/credential-types/credential-types';
import { pageSizeParameter } from '@generated/product/constants';
import type { VerificationSource } from '@generated/product/model';

/** The catalog changes with a release, not during a visit. */
const CATALOG_FRESH_FOR_MS = 60 * 60 * 1000;

/** The catalog's types, in its order (undefined until loaded). */
export function useCredentialTypes() {
  return useCatalog().data?.items;
}

function useCatalog() {
  return useListCredentialTypes(
    { pageSize: pageSizeParameter.maximum },
    { query: { staleTime: CATALOG_FRESH_FOR_MS } },
  );
}

/** The same function while the catalog and the language stay (memoised lists keep their rows). */
export function useTypeNames(): (typeId: string) => string {
  const intl = useIntl();
  const lang = intl.locale.startsWith('es') ? 'es' : 'en';
  const items = useCatalog().data?.items;
  return useMemo(() => {
    const names = new Map(items?.map((type) => [type.id, type.name[lang]]));
    return (typeId: string) => names.get(typeId) ?? typeId;
  }, [items, lang]);
}

/** Where a type is checked (`none`: by a person only); undefined until the catalog is known. */
export function useTypeSources(): (typeId: string) => VerificationSource | undefined {
  const catalog = useCatalog();
  const sources = new Map(catalog.data?.items.map((type) => [type.id, type.verification]));
  return (typeId) => sources.get(typeId);
}

/**
 * Whether a credential expires inside its type's warning window (the catalog's `warningDays`),
 * counted in the server's `daysLeft`: said beside a status that comes first in the engine's
 * order (a card waiting for review that expires in 10 days is both).
 */
export function useExpiresSoon(): (typeId: string, daysLeft: number | undefined) => boolean {
  const catalog = useCatalog();
  const windows = new Map(catalog.data?.items.map((type) => [type.id, type.warningDays]));
  return (typeId, daysLeft) => {
    const window = windows.get(typeId);
    return window !== undefined && daysLeft !== undefined && daysLeft >= 0 && daysLeft <= window;
  };
}
