/**
 * A requirement set as its editor holds it, and as the API takes it: checked with the generated
 * schema of the body (`createRequirementSetBody`) and what the schema cannot say (a name, at
 * least one requirement, a type asked once, an alternative other than the type itself). Each
 * problem is a key the dialog turns into a translated message at its field.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  createRequirementSetBody,
  createRequirementSetBodyNameMax,
  createRequirementSetBodyRequirementsItemMaxAgeMonthsMax,
  createRequirementSetBodyRequirementsItemNoteMax,
  createRequirementSetBodyRequirementsItemWithinDaysOfStartMax,
  createRequirementSetBodyRequirementsMax,
} from '@generated/product/zod/employers/employers.zod';
import type {
  CredentialTypeId,
  Discipline,
  RequirementSet,
  RequirementSetInput,
} from '@generated/product/model';
import { isBlank } from '@/lib/visible-text';

export const SET_LIMITS = {
  name: createRequirementSetBodyNameMax,
  note: createRequirementSetBodyRequirementsItemNoteMax,
  months: createRequirementSetBodyRequirementsItemMaxAgeMonthsMax,
  days: createRequirementSetBodyRequirementsItemWithinDaysOfStartMax,
  requirements: createRequirementSetBodyRequirementsMax,
} as const;

export interface RequirementRowValues {
  typeId: string;
  anyOf: string[];
  blocking: boolean;
  /** Whole months as typed; '' for no limit. */
  maxAgeMonths: string;
  /** Whole days before the start, as typed; '' for no limit. */
  withinDaysOfStart: string;
  note: string;
}

export interface SetFormValues {
  name: string;
  facilityId: string;
  discipline: string;
  state: string;
  requirements: RequirementRowValues[];
}

export type SetProblem =
  | 'required'
  | 'tooLong'
  | 'typeRequired'
  | 'typeTwice'
  | 'anyOfOwnType'
  | 'months'
  | 'days'
  | 'noRequirements'
  | 'invalid';

export const EMPTY_ROW: RequirementRowValues = {
  typeId: '',
  anyOf: [],
  blocking: true,
  maxAgeMonths: '',
  withinDaysOfStart: '',
  note: '',
};

export function valuesOf(set: RequirementSet | undefined): SetFormValues {
  if (!set)
    return { name: '', facilityId: '', discipline: '', state: '', requirements: [EMPTY_ROW] };
  return {
    name: set.name,
    facilityId: set.scope.facilityId ?? '',
    discipline: set.scope.discipline ?? '',
    state: set.scope.state ?? '',
    requirements: set.requirements.map((r) => ({
      typeId: r.typeId,
      anyOf: [...r.anyOf],
      blocking: r.blocking,
      maxAgeMonths: r.maxAgeMonths === undefined ? '' : String(r.maxAgeMonths),
      withinDaysOfStart: r.withinDaysOfStart === undefined ? '' : String(r.withinDaysOfStart),
      note: r.note ?? '',
    })),
  };
}

/** The body the API takes; blanks left out, `revision` when changing a set. */
export function inputOf(values: SetFormValues, revision?: number): RequirementSetInput {
  return {
    name: values.name.trim(),
    scope: {
      ...(values.facilityId ? { facilityId: values.facilityId } : {}),
      ...(values.discipline ? { discipline: values.discipline as Discipline } : {}),
      ...(values.state ? { state: values.state } : {}),
    },
    requirements: values.requirements.map((r) => ({
      typeId: r.typeId as CredentialTypeId,
      anyOf: r.anyOf as CredentialTypeId[],
      blocking: r.blocking,
      ...(r.maxAgeMonths.trim() ? { maxAgeMonths: Number(r.maxAgeMonths.trim()) } : {}),
      ...(r.withinDaysOfStart.trim()
        ? { withinDaysOfStart: Number(r.withinDaysOfStart.trim()) }
        : {}),
      ...(isBlank(r.note) ? {} : { note: r.note.trim() }),
    })),
    ...(revision === undefined ? {} : { revision }),
  };
}

const WHOLE = /^[0-9]+$/;

export const setResolver: Resolver<SetFormValues> = async (values) => {
  const errors: FieldErrors<SetFormValues> = {};
  type RowErrors = Partial<Record<keyof RequirementRowValues, { type: string; message: string }>>;
  const rows: RowErrors[] = [];
  const put = (row: number, field: keyof RequirementRowValues, problem: SetProblem) => {
    rows[row] ??= {};
    rows[row][field] ??= { type: problem, message: problem };
  };
  if (isBlank(values.name)) errors.name = { type: 'required', message: 'required' };
  else if (values.name.trim().length > SET_LIMITS.name)
    errors.name = { type: 'tooLong', message: 'tooLong' };
  if (values.requirements.length === 0)
    errors.requirements = { root: { type: 'noRequirements', message: 'noRequirements' } };
  const seen = new Set<string>();
  values.requirements.forEach((r, i) => {
    if (!r.typeId) put(i, 'typeId', 'typeRequired');
    else if (seen.has(r.typeId)) put(i, 'typeId', 'typeTwice');
    seen.add(r.typeId);
    if (r.anyOf.includes(r.typeId)) put(i, 'anyOf', 'anyOfOwnType');
    const months = r.maxAgeMonths.trim();
    if (months && (!WHOLE.test(months) || Number(months) < 1 || Number(months) > SET_LIMITS.months))
      put(i, 'maxAgeMonths', 'months');
    const days = r.withinDaysOfStart.trim();
    if (days && (!WHOLE.test(days) || Number(days) < 1 || Number(days) > SET_LIMITS.days))
      put(i, 'withinDaysOfStart', 'days');
    if (r.note.trim().length > SET_LIMITS.note) put(i, 'note', 'tooLong');
  });
  if (rows.length > 0) errors.requirements = rows as unknown as typeof errors.requirements;
  if (Object.keys(errors).length === 0) {
    // Whatever else the contract says (lengths, ids, how many): at the field it names.
    const parsed = createRequirementSetBody.safeParse(inputOf(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, index, field] = issue.path;
        if (first === 'requirements' && typeof index === 'number' && typeof field === 'string')
          put(index, field as keyof RequirementRowValues, 'invalid');
        else if (first === 'name') errors.name ??= { type: 'invalid', message: 'invalid' };
        else errors.root = { type: 'invalid', message: 'invalid' } as typeof errors.root;
      }
      if (rows.length > 0) errors.requirements = rows as unknown as typeof errors.requirements;
    }
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};
