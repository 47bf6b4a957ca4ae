/**
 * The registration form as the page holds it, and as the API takes it (`registerAccountBody`):
 * a professional's discipline and home state; an organization's or agency's name, city and
 * state. Each problem is a key the page turns into a translated message at its field.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { AccountType, Discipline, RegistrationInput } from '@generated/product/model';
import {
  registerAccountBody,
  registerAccountBodyCityMax,
  registerAccountBodyNameMax,
  registerAccountBodyTimeZoneMax,
  registerAccountBodyTimeZoneMin,
} from '@generated/product/zod/registration/registration.zod';

export interface PickTypeValues {
  type: AccountType | '';
  discipline: Discipline | '';
  state: string;
  name: string;
  city: string;
}

export type PickTypeProblem = 'chooseOne' | 'required' | 'tooShort' | 'tooLong';

export const EMPTY_PICK: PickTypeValues = {
  type: '',
  discipline: '',
  state: '',
  name: '',
  city: '',
};

export const PICK_LIMITS = { name: registerAccountBodyNameMax, city: registerAccountBodyCityMax };

/** The browser's time zone, when it names one: the day a professional's credentials lapse on. */
function browserZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const fits =
      zone.length >= registerAccountBodyTimeZoneMin &&
      zone.length <= registerAccountBodyTimeZoneMax;
    return fits ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** The body for the chosen type: only the fields that type is asked (the server refuses others). */
export function inputOf(values: PickTypeValues): RegistrationInput {
  const type = values.type as AccountType;
  if (type === 'professional') {
    const timeZone = browserZone();
    return {
      type,
      discipline: values.discipline as Discipline,
      state: values.state,
      ...(timeZone ? { timeZone } : {}),
    };
  }
  return { type, name: values.name.trim(), city: values.city.trim(), state: values.state };
}

function textProblem(value: string, max: number): PickTypeProblem | undefined {
  const text = value.trim();
  if (text === '') return 'required';
  if (text.length < 2) return 'tooShort';
  if (text.length > max) return 'tooLong';
  return undefined;
}

/** The form's own checks, then the contract's schema for whatever they let through. */
export const pickTypeResolver: Resolver<PickTypeValues> = (values) => {
  const problems: Partial<Record<keyof PickTypeValues, PickTypeProblem>> = {};
  if (!values.type) problems.type = 'chooseOne';
  else if (values.type === 'professional') {
    if (!values.discipline) problems.discipline = 'required';
  } else {
    const name = textProblem(values.name, PICK_LIMITS.name);
    const city = textProblem(values.city, PICK_LIMITS.city);
    if (name) problems.name = name;
    if (city) problems.city = city;
  }
  if (values.type && !values.state) problems.state = 'required';
  const fields = Object.entries(problems) as Array<[keyof PickTypeValues, PickTypeProblem]>;
  if (fields.length > 0) {
    const errors: FieldErrors<PickTypeValues> = {};
    for (const [field, problem] of fields) errors[field] = { type: 'validate', message: problem };
    return { values: {}, errors };
  }
  // What the form cannot tell apart (a state code outside the contract's pattern) is the
  // contract's to refuse, at the same fields.
  const parsed = registerAccountBody.safeParse(inputOf(values));
  if (!parsed.success) {
    const errors: FieldErrors<PickTypeValues> = {};
    for (const issue of parsed.error.issues) {
      // Every field the body has is one of the form's (the time zone is sent only when it fits).
      const field = String(issue.path[0] ?? 'type');
      const at = (field in EMPTY_PICK ? field : 'type') as keyof PickTypeValues;
      errors[at] = { type: 'validate', message: 'required' };
    }
    return { values: {}, errors };
  }
  return { values, errors: {} };
};
