/**
 * The edit form of a user, checked with the generated schema of the update body
 * (`updateUserBody`), its problems turned into translated messages at each field.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  updateUserBody,
  updateUserBodyEmailMax,
  updateUserBodyFirstNameMax,
  updateUserBodyLastNameMax,
} from '@generated/product/zod/users/users.zod';
import type { User, UserUpdate } from '@generated/product/model';
import { isBlank } from '@/lib/visible-text';

/** The part of the update body the form edits. */
export type UserFormValues = Pick<
  UserUpdate,
  'firstName' | 'lastName' | 'email' | 'defaultRole' | 'isActive'
>;

/** The update body's limits, which the 'too long' message states. */
export const USER_TEXT_MAX = {
  firstName: updateUserBodyFirstNameMax,
  lastName: updateUserBodyLastNameMax,
  email: updateUserBodyEmailMax,
} as const;

export type UserFieldProblem = 'required' | 'tooLong' | 'emailInvalid' | 'invalid';

export function formValuesOf(user: User): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    defaultRole: user.defaultRole,
    isActive: user.isActive,
  };
}

/** The whole update body: the form's fields plus what the form does not edit, kept as it was. */
export function updateBodyOf(user: User, values: UserFormValues): UserUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    defaultRole: values.defaultRole,
    isActive: values.isActive,
    ...(user.avatar ? { avatar: user.avatar } : {}),
    ...(user.professional ? { professional: { id: user.professional.id } } : {}),
  };
}

function problemOf(code: string, field: string, value: unknown): UserFieldProblem {
  if (code === 'too_small' || (typeof value === 'string' && isBlank(value))) return 'required';
  if (code === 'too_big') return 'tooLong';
  if (field === 'email') return 'emailInvalid';
  return 'invalid';
}

/** react-hook-form resolver on the generated schema; messages are problem keys. */
export function userFormResolver(user: User): Resolver<UserFormValues> {
  return async (values) => {
    const body = updateBodyOf(user, values);
    const parsed = updateUserBody.safeParse(body);
    const errors: FieldErrors<UserFormValues> = {};
    // The schema counts characters; a name of zero-width characters alone is still missing.
    for (const field of ['firstName', 'lastName'] as const) {
      if (isBlank(values[field])) errors[field] = { type: 'too_small', message: 'required' };
    }
    if (parsed.success) {
      return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
    }
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof UserFormValues;
      if (errors[field] || !(field in values)) continue;
      errors[field] = {
        type: issue.code,
        message: problemOf(issue.code, field, (body as unknown as Record<string, unknown>)[field]),
      };
    }
    return { values: {}, errors };
  };
}
