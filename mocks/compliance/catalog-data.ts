/**
 * The catalog's entries (catalog.ts gives them their ids and the lookups). Keyed by id so that the
 * compiler refuses a type that is missing, written twice or not in CREDENTIAL_TYPE_IDS.
 */
import type { CredentialTypeId, CredentialTypeSpec, FieldSpec, Validity } from './catalog';

const required = (...fields: FieldSpec['field'][]): FieldSpec[] =>
  fields.map((field) => ({ field, required: true }));
const optional = (...fields: FieldSpec['field'][]): FieldSpec[] =>
  fields.map((field) => ({ field, required: false }));

const DOCUMENT: Validity = { kind: 'document' };
const NEVER: Validity = { kind: 'never' };
const yearly: Validity = { kind: 'monthsFromIssue', months: 12 };

/**
 * A state license: the board prints the expiry, and the board is where it is verified. 60 days'
 * warning because boards take weeks to process a renewal (continuing education, fees, background
 * checks) and a lapse means the professional may not work at all.
 */
const LICENSE = {
  category: 'license',
  validity: DOCUMENT,
  needsDocument: true,
  needsReview: true,
  verification: 'license-board',
  warningDays: 60,
  alternatives: [],
  fields: [...required('state', 'number'), ...optional('issuedOn'), ...required('expiresOn')],
} as const satisfies Omit<CredentialTypeSpec, 'name'>;

/** A life-support card: the card carries its own renewal date and the training body's name. */
const CARD = {
  category: 'certification',
  validity: DOCUMENT,
  needsDocument: true,
  needsReview: true,
  verification: 'none',
  warningDays: 30,
  alternatives: [],
  fields: [...required('issuer'), ...optional('number'), ...required('issuedOn', 'expiresOn')],
} as const satisfies Omit<CredentialTypeSpec, 'name'>;

/** A test or vaccination record reviewed by a person: it is dated, not given an expiry. */
const HEALTH = {
  category: 'health',
  needsDocument: true,
  needsReview: true,
  verification: 'none',
  warningDays: 30,
  alternatives: [],
  fields: [...optional('issuer'), ...required('issuedOn')],
} as const satisfies Omit<CredentialTypeSpec, 'name' | 'validity'>;

export const CATALOG_DATA: { readonly [Id in CredentialTypeId]: CredentialTypeSpec } = {
  'rn-license': {
    ...LICENSE,
    name: { en: 'Registered nurse (RN) license', es: 'Licencia de enfermería registrada (RN)' },
  },
  'lpn-lvn-license': {
    ...LICENSE,
    name: {
      en: 'Practical or vocational nurse (LPN/LVN) license',
      es: 'Licencia de enfermería práctica o vocacional (LPN/LVN)',
    },
  },
  'aprn-license': {
    ...LICENSE,
    name: {
      en: 'Advanced practice registered nurse (APRN) license',
      es: 'Licencia de enfermería de práctica avanzada (APRN)',
    },
  },
  'pt-license': {
    ...LICENSE,
    name: { en: 'Physical therapist license', es: 'Licencia de fisioterapeuta' },
  },
  'ot-license': {
    ...LICENSE,
    name: { en: 'Occupational therapist license', es: 'Licencia de terapeuta ocupacional' },
  },
  'rt-license': {
    ...LICENSE,
    name: { en: 'Respiratory therapist license', es: 'Licencia de terapeuta respiratorio' },
  },
  bls: {
    ...CARD,
    name: { en: 'Basic Life Support (BLS)', es: 'Soporte vital básico (BLS)' },
  },
  // ACLS builds on BLS but is a separate course and card, so it is not an alternative to BLS.
  acls: {
    ...CARD,
    name: {
      en: 'Advanced Cardiovascular Life Support (ACLS)',
      es: 'Soporte vital cardiovascular avanzado (ACLS)',
    },
  },
  pals: {
    ...CARD,
    name: {
      en: 'Pediatric Advanced Life Support (PALS)',
      es: 'Soporte vital avanzado pediátrico (PALS)',
    },
  },
  'tb-test': {
    ...HEALTH,
    validity: yearly,
    // An interferon-gamma blood test answers the same question as the skin test; a facility that
    // wants the blood test specifically asks for 'quantiferon', which a skin test does not meet.
    alternatives: ['quantiferon'],
    name: { en: 'Tuberculosis skin test (TST)', es: 'Prueba cutánea de tuberculosis (PPD)' },
  },
  quantiferon: {
    ...HEALTH,
    validity: yearly,
    name: {
      en: 'QuantiFERON-TB Gold blood test',
      es: 'Análisis de sangre QuantiFERON-TB Gold',
    },
  },
  physical: {
    ...HEALTH,
    validity: yearly,
    name: { en: 'Physical examination', es: 'Examen físico' },
  },
  // Immunity to these is proved once (two doses or a positive titer) and does not lapse.
  mmr: {
    ...HEALTH,
    validity: NEVER,
    name: {
      en: 'Measles, mumps and rubella (MMR) immunity',
      es: 'Inmunidad contra sarampión, paperas y rubéola (MMR)',
    },
  },
  varicella: {
    ...HEALTH,
    validity: NEVER,
    name: { en: 'Varicella (chickenpox) immunity', es: 'Inmunidad contra la varicela' },
  },
  'hepatitis-b': {
    ...HEALTH,
    validity: NEVER,
    name: { en: 'Hepatitis B vaccination', es: 'Vacunación contra la hepatitis B' },
  },
  // A booster every ten years.
  tdap: {
    ...HEALTH,
    validity: { kind: 'monthsFromIssue', months: 120 },
    name: {
      en: 'Tdap (tetanus, diphtheria, pertussis) vaccination',
      es: 'Vacuna Tdap (tétanos, difteria y tos ferina)',
    },
  },
  // Really valid for one flu season; a year from the dose is the nearest rule the catalog has.
  influenza: {
    ...HEALTH,
    validity: yearly,
    name: { en: 'Influenza vaccination', es: 'Vacunación contra la influenza' },
  },
  // A facility that wants a screen within N days of the start says so in its requirement, which
  // this slice does not model yet; a year is the agency's own default.
  'drug-screen': {
    ...HEALTH,
    category: 'screening',
    validity: yearly,
    name: { en: 'Drug screen', es: 'Prueba de detección de drogas' },
  },
  'background-check': {
    ...HEALTH,
    category: 'screening',
    validity: yearly,
    name: { en: 'Criminal background check', es: 'Verificación de antecedentes penales' },
  },
  // The exclusion list is republished monthly, so a check is good for a month. With only a month
  // of life, a 30-day warning would make it 'expiring' from the day it was run.
  'oig-exclusion-check': {
    category: 'screening',
    validity: { kind: 'monthsFromIssue', months: 1 },
    needsDocument: false,
    needsReview: false,
    verification: 'exclusion-list',
    warningDays: 7,
    alternatives: [],
    fields: required('issuedOn'),
    name: {
      en: 'OIG exclusion check (LEIE)',
      es: 'Verificación en la lista de exclusiones de la OIG (LEIE)',
    },
  },
  // The registry, not a reviewer, is the judge of an NPI; there is no document to read.
  npi: {
    category: 'identity',
    validity: NEVER,
    needsDocument: false,
    needsReview: false,
    verification: 'npi-registry',
    warningDays: 30,
    alternatives: [],
    fields: required('number'),
    name: {
      en: 'National Provider Identifier (NPI)',
      es: 'Identificador Nacional de Proveedor (NPI)',
    },
  },
  resume: {
    category: 'employment',
    validity: NEVER,
    needsDocument: true,
    needsReview: false,
    verification: 'none',
    warningDays: 30,
    alternatives: [],
    fields: [],
    name: { en: 'Resume', es: 'Currículum vitae' },
  },
};
