/**
 * What an employer asks of a professional it engages: the platform's requirements for their
 * discipline (requirements.ts) and every requirement set of the employer whose scope matches the
 * engagement's facility, the professional's discipline and the facility's state. A type asked
 * twice is asked once, the stricter way: blocking if either blocks, every `anyOf` accepted, the
 * shortest `maxAgeMonths` and `withinDaysOfStart` (docs/decisions/024, 032). Pure.
 */
import type {
  EmployerRequirement,
  RequirementScope,
  RequirementSet,
} from '../../generated/product/model';
import { Discipline } from '../../generated/product/model';
import type { CredentialTypeId } from './catalog';
import { CREDENTIAL_TYPE_IDS, credentialType, isCredentialTypeId } from './catalog';
import { requirementsFor } from './requirements';
import type { Requirement } from './types';

/** Where a professional works for an employer: an agency's engagement has no facility. */
export interface Placement {
  discipline: Discipline;
  facilityId?: string | undefined;
  /** The state the facility is in. */
  state?: string | undefined;
}

/** Each field the scope names must be the placement's; a scope that names none holds everywhere. */
export function scopeMatches(scope: RequirementScope, placement: Placement): boolean {
  return (
    (scope.facilityId === undefined || scope.facilityId === placement.facilityId) &&
    (scope.discipline === undefined || scope.discipline === placement.discipline) &&
    (scope.state === undefined || scope.state === placement.state)
  );
}

/** A type the catalog does not have is stored data from another catalog: not judged silently. */
function known(id: string): CredentialTypeId {
  if (!isCredentialTypeId(id)) throw new RangeError(`Unknown credential type: ${id}`);
  return id;
}

function fromEmployer(asked: EmployerRequirement): Requirement {
  return {
    typeId: known(asked.typeId),
    blocking: asked.blocking,
    ...(asked.anyOf.length > 0 ? { anyOf: asked.anyOf.map(known) } : {}),
    ...(asked.maxAgeMonths === undefined ? {} : { maxAgeMonths: asked.maxAgeMonths }),
    ...(asked.withinDaysOfStart === undefined
      ? {}
      : { withinDaysOfStart: asked.withinDaysOfStart }),
  };
}

/** One requirement of a type asked twice: the stricter of each rule. */
export function stricter(a: Requirement, b: Requirement): Requirement {
  const anyOf = [...new Set([...(a.anyOf ?? []), ...(b.anyOf ?? [])])];
  const ages = [a.maxAgeMonths, b.maxAgeMonths].filter((m): m is number => m !== undefined);
  const windows = [a.withinDaysOfStart, b.withinDaysOfStart].filter(
    (d): d is number => d !== undefined,
  );
  return {
    typeId: a.typeId,
    blocking: a.blocking || b.blocking,
    ...(anyOf.length > 0 ? { anyOf } : {}),
    ...(ages.length > 0 ? { maxAgeMonths: Math.min(...ages) } : {}),
    ...(windows.length > 0 ? { withinDaysOfStart: Math.min(...windows) } : {}),
  };
}

const catalogOrder = (id: CredentialTypeId) => CREDENTIAL_TYPE_IDS.indexOf(id);

/** The requirements that hold for one placement at one employer, in the catalog's order. */
export function effectiveRequirements(
  placement: Placement,
  sets: readonly RequirementSet[],
): Requirement[] {
  const byType = new Map<CredentialTypeId, Requirement>(
    requirementsFor(placement.discipline).map((r) => [r.typeId, r]),
  );
  for (const set of sets) {
    if (!scopeMatches(set.scope, placement)) continue;
    for (const asked of set.requirements) {
      const next = fromEmployer(asked);
      const kept = byType.get(next.typeId);
      byType.set(next.typeId, kept ? stricter(kept, next) : next);
    }
  }
  return [...byType.values()].sort((a, b) => catalogOrder(a.typeId) - catalogOrder(b.typeId));
}

/**
 * The platform's floor for the professionals a set can reach: the types it asks as blocking of
 * the scope's discipline, or of any discipline when the scope names none. What it takes to be
 * placed anywhere; an employer may add to it, never lower it.
 */
export function platformFloor(discipline: Discipline | undefined): ReadonlySet<CredentialTypeId> {
  const disciplines = discipline === undefined ? Object.values(Discipline) : [discipline];
  return new Set(
    disciplines.flatMap((d) =>
      requirementsFor(d)
        .filter((r) => r.blocking)
        .map((r) => r.typeId),
    ),
  );
}

/**
 * The types an `anyOf` would newly accept in `typeId`'s stead: those the catalog does not accept
 * for it already (a QuantiFERON result answers a TB test requirement everywhere).
 */
export function widening(
  typeId: CredentialTypeId,
  anyOf: readonly CredentialTypeId[],
): CredentialTypeId[] {
  const accepted = credentialType(typeId).alternatives;
  return anyOf.filter((id) => !accepted.includes(id));
}
