/**
 * The current-employer step's form as it holds what is typed, and as the API takes it
 * (`setCurrentEmployerBody`): the employer found in the directory (its id) or typed (its name), the
 * position, and the first day there (a day, not after today). Each problem is a key the page turns
 * into a translated message at its field.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CurrentEmployerInput, WorkHistoryEntry } from '@generated/product/model';
import {
  setCurrentEmployerBodyEmployerNameMax,
  setCurrentEmployerBodyTitleMax,
} from '@generated/product/zod/onboarding/onboarding.zod';
import { localToday } from '@/features/credentials/date-field';
import { isBlank } from '@/lib/visible-text';

export interface EmployerValues {
  /** The employer as shown in the field; `employerId` when it was chosen from the directory. */
  employerName: string;
  employerId: number | null;
  title: string;
  /** 'YYYY-MM-DD', '' when empty, 'invalid' when what was typed is not a day. */
  startedOn: string;
}

export type EmployerProblem = 'required' | 'tooLong' | 'dateInvalid' | 'future';

export const EMPLOYER_TEXT_MAX = {
  employerName: setCurrentEmployerBodyEmployerNameMax,
  title: setCurrentEmployerBodyTitleMax,
} as const;

export function startingValues(current: WorkHistoryEntry | undefined): EmployerValues {
  return {
    employerName: current?.employerName ?? '',
    employerId: current?.employerId ?? null,
    title: current?.title ?? '',
    startedOn: current?.startedOn ?? '',
  };
}

export function inputOf(values: EmployerValues): CurrentEmployerInput {
  const who =
    values.employerId === null
      ? { employerName: values.employerName.trim() }
      : { employerId: values.employerId };
  return { ...who, title: values.title.trim(), startedOn: values.startedOn };
}

export const employerResolver: Resolver<EmployerValues> = (values) => {
  const errors: FieldErrors<EmployerValues> = {};
  const put = (field: keyof EmployerValues, problem: EmployerProblem) => {
    errors[field] ??= { type: 'validate', message: problem };
  };
  for (const field of ['employerName', 'title', 'startedOn'] as const)
    if (isBlank(values[field])) put(field, 'required');
  for (const field of ['employerName', 'title'] as const)
    if (values[field].trim().length > EMPLOYER_TEXT_MAX[field]) put(field, 'tooLong');
  if (values.startedOn === 'invalid') put('startedOn', 'dateInvalid');
  else if (values.startedOn && values.startedOn > localToday()) put('startedOn', 'future');
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
