/**
 * An employer's requirement sets written: added, changed (naming the revision the change is based
 * on, else 409 and nothing written) and removed, by administrators and the employer's own people
 * (employer-access.ts). Each write raises the set's revision and the employer's, so its roster and
 * workforce are computed again on the next read (compliance/employer-standing.ts). What the
 * contract's schema cannot say is checked here: the facility is the employer's, a type is asked
 * once, an `anyOf` names other types, once each, and never lowers the platform's floor
 * (docs/decisions/024).
 */
import { requirementSetIdPathParameter } from '../../generated/product/constants';
import {
  getCreateRequirementSetMockHandler,
  getDeleteRequirementSetMockHandler,
  getUpdateRequirementSetMockHandler,
} from '../../generated/product/endpoints/employers/employers.msw';
import type { RequirementSet, RequirementSetInput } from '../../generated/product/model';
import {
  createRequirementSetBody,
  getEmployerResponseRequirementSetsMax,
  updateRequirementSetBody,
} from '../../generated/product/zod/employers/employers.zod';
import { isCredentialTypeId } from '../compliance/catalog';
import { platformFloor, widening } from '../compliance/employer-requirements';
import type { EmployerRecord } from '../db';
import { operation } from '../faults';
import type { FieldErrors } from './bodies';
import { bodyOf, invalid, parse } from './bodies';
import { fail, requireCaller } from './caller';
import { writableEmployer } from './employer-access';
import { zodLanguage } from './language';
import { viewerOf } from './professional-access';

const setIdPattern = new RegExp(requirementSetIdPathParameter.pattern);
/** The highest number a set id can carry (`rs-<employer>-<n>`, n of at most three digits). */
const LAST_SET_NUMBER = 999;

/**
 * The id of a new set: the next number the employer has not given yet, so a removed set's id is
 * not given again (a stale change to it lands nowhere); past the last, the lowest one not in use.
 */
function newSetId(employer: EmployerRecord): string {
  if (employer.setsMade < LAST_SET_NUMBER) {
    employer.setsMade += 1;
    return `rs-${employer.id}-${employer.setsMade}`;
  }
  const used = new Set(employer.requirementSets.map((s) => s.id));
  let n = 1;
  while (used.has(`rs-${employer.id}-${n}`)) n += 1;
  return `rs-${employer.id}-${n}`;
}

function heldSet(employer: EmployerRecord, setId: string): RequirementSet {
  if (!setIdPattern.test(setId)) fail(400, 'The requirement set id is not valid', 'bad_request');
  const set = employer.requirementSets.find((s) => s.id === setId);
  if (!set) fail(404, 'Requirement set not found', 'not_found');
  return set;
}

/** What the schema cannot say about a set, each problem at its field; 422 if there is any. */
function checkSet(input: RequirementSetInput, employer: EmployerRecord): void {
  const errors: FieldErrors = [];
  const { facilityId, discipline } = input.scope;
  if (facilityId !== undefined && !employer.facilities.some((f) => f.id === facilityId))
    errors.push({ field: 'scope.facilityId', message: 'Not one of this employer’s facilities' });
  const floor = platformFloor(discipline);
  const asked = new Set<string>();
  input.requirements.forEach((requirement, i) => {
    const { typeId, anyOf, maxAgeMonths, withinDaysOfStart } = requirement;
    const at = `requirements.${i}`;
    if (!isCredentialTypeId(typeId))
      errors.push({ field: `${at}.typeId`, message: 'Not a credential type of the catalog' });
    else if (asked.has(typeId))
      errors.push({ field: `${at}.typeId`, message: 'This set already asks for this credential' });
    asked.add(typeId);
    const others = anyOf.filter(isCredentialTypeId);
    if (others.length < anyOf.length)
      errors.push({ field: `${at}.anyOf`, message: 'Not a credential type of the catalog' });
    else if (anyOf.includes(typeId))
      errors.push({ field: `${at}.anyOf`, message: 'A credential cannot stand in for itself' });
    else if (new Set(anyOf).size < anyOf.length)
      errors.push({ field: `${at}.anyOf`, message: 'The same credential is named twice' });
    else if (isCredentialTypeId(typeId) && floor.has(typeId) && widening(typeId, others).length > 0)
      errors.push({
        field: `${at}.anyOf`,
        message: 'The platform asks for this credential itself, so no other can take its place',
      });
    if (maxAgeMonths !== undefined && !Number.isInteger(maxAgeMonths))
      errors.push({ field: `${at}.maxAgeMonths`, message: 'Not a whole number' });
    if (withinDaysOfStart !== undefined && !Number.isInteger(withinDaysOfStart))
      errors.push({ field: `${at}.withinDaysOfStart`, message: 'Not a whole number' });
  });
  if (errors.length > 0) invalid(errors);
}

/** The set as stored: what was written, the server's id and revision. */
function stored(id: string, input: RequirementSetInput, revision: number): RequirementSet {
  const { name, scope, requirements } = input;
  return structuredClone({ id, name, scope, requirements, revision });
}

export const requirementSetHandlers = [
  getCreateRequirementSetMockHandler(
    operation(
      'createRequirementSet',
      'product',
      async ({ request, params }): Promise<RequirementSet> => {
        const viewer = viewerOf(await requireCaller(request));
        const employer = writableEmployer(String(params.id), viewer);
        const input = parse(
          createRequirementSetBody.safeParse(await bodyOf(request), zodLanguage()),
        );
        checkSet(input, employer);
        if (employer.requirementSets.length >= getEmployerResponseRequirementSetsMax)
          invalid([
            {
              field: 'body',
              message: `An employer has at most ${getEmployerResponseRequirementSetsMax} requirement sets`,
            },
          ]);
        const set = stored(newSetId(employer), input, 1);
        employer.requirementSets.push(set);
        employer.revision += 1;
        return structuredClone(set);
      },
    ),
  ),

  getUpdateRequirementSetMockHandler(
    operation(
      'updateRequirementSet',
      'product',
      async ({ request, params }): Promise<RequirementSet> => {
        const viewer = viewerOf(await requireCaller(request));
        const employer = writableEmployer(String(params.id), viewer);
        const set = heldSet(employer, String(params.setId));
        const input = parse(
          updateRequirementSetBody.safeParse(await bodyOf(request), zodLanguage()),
        );
        if (input.revision === undefined)
          invalid([
            { field: 'revision', message: 'Say which revision of the set this change is based on' },
          ]);
        if (!Number.isInteger(input.revision))
          invalid([{ field: 'revision', message: 'Not a whole number' }]);
        if (input.revision !== set.revision)
          fail(
            409,
            'Someone else changed this requirement set; reload it to see their changes, then make yours',
            'conflict',
          );
        checkSet(input, employer);
        const changed = stored(set.id, input, set.revision + 1);
        employer.requirementSets = employer.requirementSets.map((s) => (s === set ? changed : s));
        employer.revision += 1;
        return structuredClone(changed);
      },
    ),
  ),

  getDeleteRequirementSetMockHandler(
    operation('deleteRequirementSet', 'product', async ({ request, params }) => {
      const viewer = viewerOf(await requireCaller(request));
      const employer = writableEmployer(String(params.id), viewer);
      const set = heldSet(employer, String(params.setId));
      employer.requirementSets = employer.requirementSets.filter((s) => s !== set);
      employer.revision += 1;
    }),
  ),
];
