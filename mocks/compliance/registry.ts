/**
 * The primary sources of the demo, simulated honestly (issue #34 item 4): a state license board
 * (state + type + number → the board's status in its own words), the NPI registry (number → an
 * answer in the NPPES v2.1 shape) and the OIG exclusion list (rows with the LEIE file's columns).
 * Every person in them is synthetic: the registry is made from the seeded professionals, so that
 * checking a seeded credential again gives the answer it was seeded with, until the demo registry
 * is changed (PUT /__demo/registry/licenses).
 */
import type { CredentialVerification, VerificationOutcome } from '../../generated/product/model';
import type { CredentialRecord, ProfessionalRecord } from '../db';
import { credentialType } from './catalog';
import type { BoardLicense, LeieRow, Registry } from './registry-records';
import { BOARD_TEXT, NOT_YET_ON_THE_PLATFORM, TAXONOMY } from './registry-records';

export type { Registry } from './registry-records';

const EXCLUSION_TEXT: Record<string, string> = {
  '1128a1': 'program-related conviction',
  '1128a2': 'patient abuse or neglect',
  '1128a3': 'felony health-care fraud',
  '1128b4': 'license revocation or suspension',
  '1128b7': 'fraud or kickbacks',
};

/** Names compared as a registry clerk would: case, accents, spaces and hyphens aside. */
export function sameName(a: string, b: string): boolean {
  const plain = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .replace(/[^A-Z]+/g, ' ')
      .trim();
  return plain(a) === plain(b);
}

const fullName = (p: ProfessionalRecord) => `${p.firstName} ${p.lastName}`;
const licenseKey = (state: string, typeId: string, number: string) =>
  `${state}|${typeId}|${number.trim().toUpperCase()}`;

function leieRow(p: ProfessionalRecord, type: string, since: string): LeieRow {
  return {
    LASTNAME: p.lastName.toUpperCase(),
    FIRSTNAME: p.firstName.toUpperCase(),
    MIDNAME: '',
    BUSNAME: '',
    GENERAL: 'NURSING PROFESSION',
    SPECIALTY: TAXONOMY[p.discipline].desc.toUpperCase(),
    UPIN: '',
    NPI: p.npi ?? '0000000000',
    DOB: '00000000',
    ADDRESS: '',
    CITY: '',
    STATE: p.homeState,
    ZIP: '',
    EXCLTYPE: type,
    EXCLDATE: since.replaceAll('-', ''),
    REINDATE: '00000000',
    WAIVERDATE: '00000000',
    WVRSTATE: '',
  };
}

/** The sources as the seeded records were last checked against them (a license sent but not yet checked is active at its board). */
export function registryFrom(professionals: readonly ProfessionalRecord[]): Registry {
  const registry: Registry = {
    licenses: [...NOT_YET_ON_THE_PLATFORM.licenses],
    npis: [...NOT_YET_ON_THE_PLATFORM.npis],
    exclusions: [],
  };
  for (const p of professionals) {
    for (const c of p.credentials) {
      const source = credentialType(c.typeId).verification;
      const outcome = c.verification?.outcome;
      const current = !c.replacedBy;
      if (source === 'license-board' && current && c.state && c.number && outcome !== 'not-found') {
        const status =
          outcome && outcome in BOARD_TEXT ? (outcome as BoardLicense['status']) : 'active';
        registry.licenses.push({
          state: c.state,
          typeId: c.typeId,
          number: c.number.toUpperCase(),
          licensee: outcome === 'name-mismatch' ? `${p.lastName} ${p.firstName}X` : fullName(p),
          status,
          boardText: c.verification?.sourceText ?? BOARD_TEXT[status],
        });
      }
      if (source === 'npi-registry' && current && c.number && outcome !== 'not-found') {
        registry.npis.push({
          number: c.number,
          firstName: p.firstName,
          lastName: p.lastName,
          status: 'A',
          enumerationDate: c.issuedOn ?? p.createdAt.slice(0, 10),
          taxonomy: { ...TAXONOMY[p.discipline], state: p.homeState },
        });
      }
      if (source === 'exclusion-list' && outcome === 'exclusion-match') {
        registry.exclusions.push(leieRow(p, '1128b4', c.issuedOn ?? '2024-01-01'));
      }
    }
  }
  return registry;
}

/** The NPPES v2.1 answer for a number, as https://npiregistry.cms.hhs.gov/api/?version=2.1 gives it. */
export function nppesAnswer(registry: Registry, number: string) {
  const found = registry.npis.find((r) => r.number === number);
  if (!found) return { result_count: 0, results: [] };
  return {
    result_count: 1,
    results: [
      {
        number: found.number,
        enumeration_type: 'NPI-1',
        basic: {
          first_name: found.firstName.toUpperCase(),
          last_name: found.lastName.toUpperCase(),
          enumeration_date: found.enumerationDate,
          status: found.status,
        },
        taxonomies: [{ ...found.taxonomy, primary: true }],
      },
    ],
  };
}

type Answer = Pick<CredentialVerification, 'outcome' | 'sourceText'>;

function askBoard(registry: Registry, p: ProfessionalRecord, c: CredentialRecord): Answer {
  const key = licenseKey(c.state ?? '', c.typeId, c.number ?? '');
  const found = registry.licenses.find((l) => licenseKey(l.state, l.typeId, l.number) === key);
  if (!found) return { outcome: 'not-found', sourceText: 'No record matches this license number' };
  if (!sameName(found.licensee, fullName(p)))
    return {
      outcome: 'name-mismatch',
      sourceText: `${found.boardText} (licensee: ${found.licensee})`,
    };
  return { outcome: found.status, sourceText: found.boardText };
}

function askNppes(registry: Registry, p: ProfessionalRecord, c: CredentialRecord): Answer {
  const [result] = nppesAnswer(registry, c.number ?? p.npi ?? '').results;
  if (!result) return { outcome: 'not-found', sourceText: 'No NPI record for this number' };
  const name = `${result.basic.first_name} ${result.basic.last_name}`;
  if (!sameName(name, fullName(p)))
    return { outcome: 'name-mismatch', sourceText: `Status ${result.basic.status} (${name})` };
  if (result.basic.status !== 'A')
    return { outcome: 'revoked', sourceText: 'Status D (deactivated)' };
  return { outcome: 'active', sourceText: 'Status A (active)' };
}

function askLeie(registry: Registry, p: ProfessionalRecord): Answer {
  const row = registry.exclusions.find(
    (r) =>
      (p.npi !== undefined && r.NPI === p.npi) ||
      (sameName(r.LASTNAME, p.lastName) && sameName(r.FIRSTNAME, p.firstName)),
  );
  if (!row) return { outcome: 'clear', sourceText: 'No match in the LEIE' };
  const what = EXCLUSION_TEXT[row.EXCLTYPE] ?? row.EXCLTYPE;
  return { outcome: 'exclusion-match', sourceText: `LEIE match: ${row.EXCLTYPE} ${what}` };
}

/** The source's answer about a credential now, or undefined for a type a person checks. */
export function checkAtSource(
  registry: Registry,
  professional: ProfessionalRecord,
  credential: CredentialRecord,
  checkedAt: string,
): CredentialVerification | undefined {
  const source = credentialType(credential.typeId).verification;
  let answer: Answer;
  if (source === 'license-board') answer = askBoard(registry, professional, credential);
  else if (source === 'npi-registry') answer = askNppes(registry, professional, credential);
  else if (source === 'exclusion-list') answer = askLeie(registry, professional);
  else return undefined;
  return { ...answer, outcome: answer.outcome as VerificationOutcome, source, checkedAt };
}

/** The board's record of a license, written (the demo's registry control). */
export function putBoardLicense(registry: Registry, license: BoardLicense): BoardLicense {
  const key = licenseKey(license.state, license.typeId, license.number);
  const entry = { ...license, number: license.number.trim().toUpperCase() };
  const at = registry.licenses.findIndex((l) => licenseKey(l.state, l.typeId, l.number) === key);
  if (at >= 0) registry.licenses[at] = entry;
  else registry.licenses.push(entry);
  return entry;
}

/**
 * What happened at a board since the last check, for the demo to find: the first license of a
 * professional linked to `staffUserId` (not the demo professional, whose record tells another
 * story) that a reviewer approved and our last check found active is suspended at its board. Returns whose it is.
 */
export function suspendedSinceLastCheck(
  registry: Registry,
  professionals: readonly ProfessionalRecord[],
  staffUserId: number,
  exceptId: number,
): { professionalId: number; credentialId: string } | undefined {
  for (const p of professionals) {
    if (!p.links.includes(staffUserId) || p.id === exceptId) continue;
    const c = p.credentials.find(
      (held) =>
        !held.replacedBy &&
        held.reviewState === 'approved' &&
        held.verification?.source === 'license-board' &&
        held.verification.outcome === 'active',
    );
    if (!c?.state || !c.number) continue;
    putBoardLicense(registry, {
      state: c.state,
      typeId: c.typeId,
      number: c.number,
      licensee: fullName(p),
      status: 'suspended',
      boardText: 'SUSPENDED - BOARD ORDER 26-118 (PENDING HEARING)',
    });
    return { professionalId: p.id, credentialId: c.id };
  }
  return undefined;
}
