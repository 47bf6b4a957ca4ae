/**
 * The credential catalog of the demo backend: what each kind of credential is, how long it stays
 * valid and what may stand in for it. The records are plain JSON so that the OpenAPI contract can
 * describe them as they are (docs/decisions/016-compliance-status-engine.md).
 */
import { CATALOG_DATA } from './catalog-data';

/** Stable slugs: stored credentials, requirements and the app's messages all key on them. */
export const CREDENTIAL_TYPE_IDS = [
  'rn-license',
  'lpn-lvn-license',
  'aprn-license',
  'pt-license',
  'ot-license',
  'rt-license',
  'bls',
  'acls',
  'pals',
  'tb-test',
  'quantiferon',
  'physical',
  'mmr',
  'varicella',
  'hepatitis-b',
  'tdap',
  'influenza',
  'drug-screen',
  'background-check',
  'oig-exclusion-check',
  'npi',
  'resume',
] as const;

export type CredentialTypeId = (typeof CREDENTIAL_TYPE_IDS)[number];

export type CredentialCategory =
  'license' | 'certification' | 'health' | 'screening' | 'identity' | 'employment';

/**
 * How the last valid day is found. `document`: the expiry printed on the document.
 * `monthsFromIssue`: the issue date plus that many calendar months (a month that is too short
 * ends on its last day). `never`: once on file it stays valid.
 */
export type Validity =
  { kind: 'document' } | { kind: 'monthsFromIssue'; months: number } | { kind: 'never' };

/** The primary source a credential is checked against; `none` leaves it to a human reviewer. */
export type VerificationSource = 'none' | 'license-board' | 'npi-registry' | 'exclusion-list';

export type CredentialField = 'number' | 'state' | 'issuer' | 'issuedOn' | 'expiresOn';

/** An array rather than a map so that the order is the order the form asks in. */
export interface FieldSpec {
  field: CredentialField;
  required: boolean;
}

export interface LocalizedName {
  en: string;
  es: string;
}

export interface CredentialType {
  id: CredentialTypeId;
  name: LocalizedName;
  category: CredentialCategory;
  validity: Validity;
  needsDocument: boolean;
  /** False: an upload counts as soon as it is sent, though a reviewer may still reject it. */
  needsReview: boolean;
  verification: VerificationSource;
  /** How long before the last valid day the status turns `expiring`: the renewal's lead time. */
  warningDays: number;
  /**
   * Types that satisfy a requirement for this one. One way only and not transitive: a
   * QuantiFERON result satisfies a TB skin test requirement, not the reverse.
   */
  alternatives: readonly CredentialTypeId[];
  fields: readonly FieldSpec[];
}

/** A catalog entry as written in catalog-data.ts; its id is the key it is written under. */
export type CredentialTypeSpec = Omit<CredentialType, 'id'>;

/** In the order of CREDENTIAL_TYPE_IDS, which is the order lists show them in. */
export const CREDENTIAL_TYPES: readonly CredentialType[] = CREDENTIAL_TYPE_IDS.map((id) => ({
  id,
  ...CATALOG_DATA[id],
}));

const byId = new Map<string, CredentialType>(CREDENTIAL_TYPES.map((type) => [type.id, type]));

export function isCredentialTypeId(value: string): value is CredentialTypeId {
  return byId.has(value);
}

/**
 * The type of an id. Throws for an id that is not in the catalog: the types say that cannot
 * happen, so it means stored data from an older catalog, which must not be judged silently.
 */
export function credentialType(id: CredentialTypeId): CredentialType {
  const type = byId.get(id);
  if (!type) throw new RangeError(`Unknown credential type: ${id}`);
  return type;
}
