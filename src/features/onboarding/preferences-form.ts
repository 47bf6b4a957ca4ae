/**
 * Job preferences as the form holds them and as the API takes them (`updateJobPreferencesBody`):
 * at least one shift, one kind of work and one state; a pay from 1 to 1,000 dollars or none; an
 * earliest start that is a day, not before today. Each problem is a key the page translates.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type {
  EmploymentType,
  JobPreferences,
  JobPreferencesInput,
  ShiftType,
} from '@generated/product/model';
import { updateJobPreferencesBodyMinimumHourlyPayMax } from '@generated/product/zod/onboarding/onboarding.zod';
import { localToday } from '@/features/credentials/date-field';

export interface PreferencesValues {
  shiftTypes: ShiftType[];
  shiftLengths: Array<8 | 10 | 12>;
  employmentTypes: EmploymentType[];
  states: string[];
  /** As typed. */
  minimumHourlyPay: string;
  /** 'YYYY-MM-DD', '' for none, 'invalid' for what is not a day. */
  earliestStart: string;
}

export type PreferencesProblem =
  'chooseShift' | 'chooseWork' | 'chooseState' | 'badPay' | 'badDate' | 'pastDate';

export const PAY_MAX = updateJobPreferencesBodyMinimumHourlyPayMax;

export function valuesOf(saved: JobPreferences | undefined): PreferencesValues {
  return {
    shiftTypes: [...(saved?.shiftTypes ?? [])],
    shiftLengths: [...(saved?.shiftLengths ?? [])],
    employmentTypes: [...(saved?.employmentTypes ?? [])],
    states: [...(saved?.states ?? [])],
    minimumHourlyPay: saved?.minimumHourlyPay === undefined ? '' : String(saved.minimumHourlyPay),
    earliestStart: saved?.earliestStart ?? '',
  };
}

/** A pay as typed: a number with at most two decimals, '.' or ',' before them. */
function payOf(text: string): number | undefined | 'bad' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,4}([.,]\d{1,2})?$/.test(trimmed)) return 'bad';
  const pay = Number(trimmed.replace(',', '.'));
  return pay >= 1 && pay <= PAY_MAX ? pay : 'bad';
}

export function inputOf(values: PreferencesValues): JobPreferencesInput {
  const pay = payOf(values.minimumHourlyPay);
  return {
    shiftTypes: values.shiftTypes,
    shiftLengths: [...values.shiftLengths].sort((a, b) => a - b),
    employmentTypes: values.employmentTypes,
    states: values.states,
    ...(typeof pay === 'number' ? { minimumHourlyPay: pay } : {}),
    ...(values.earliestStart ? { earliestStart: values.earliestStart } : {}),
  };
}

export const preferencesResolver: Resolver<PreferencesValues> = (values) => {
  const problems: Partial<Record<keyof PreferencesValues, PreferencesProblem>> = {};
  if (values.shiftTypes.length === 0) problems.shiftTypes = 'chooseShift';
  if (values.employmentTypes.length === 0) problems.employmentTypes = 'chooseWork';
  if (values.states.length === 0) problems.states = 'chooseState';
  if (payOf(values.minimumHourlyPay) === 'bad') problems.minimumHourlyPay = 'badPay';
  if (values.earliestStart === 'invalid') problems.earliestStart = 'badDate';
  else if (values.earliestStart && values.earliestStart < localToday())
    problems.earliestStart = 'pastDate';
  const fields = Object.entries(problems) as Array<[keyof PreferencesValues, PreferencesProblem]>;
  if (fields.length === 0) return { values, errors: {} };
  const errors: FieldErrors<PreferencesValues> = {};
  for (const [field, problem] of fields) errors[field] = { type: 'validate', message: problem };
  return { values: {}, errors };
};
