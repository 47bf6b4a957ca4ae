/**
 * The fields a form cannot be sent without, and what each says when it is empty: the first rule of
 * those fields in ./schemas.ts, kept here, outside zod, so a form whose schema is still loading
 * can already say it (the sign-in page's first press, ./use-zod-form.ts).
 */
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { ValidationKey } from '../messages';

export interface RequiredField {
  readonly message: ValidationKey;
  /** Spaces alone count as empty (the schema trims the value first). */
  readonly trimmed: boolean;
}

export type RequiredFields = Readonly<Record<string, RequiredField>>;

/** POST /auth/basic: who and the password. */
export const LOGIN_REQUIRED = {
  emailOrUsername: { message: 'emailOrUsernameRequired', trimmed: true },
  password: { message: 'passwordRequired', trimmed: false },
} as const satisfies RequiredFields;

/** The required fields left empty, as the schema reports them; undefined when none is. */
export function emptyRequired<Values extends FieldValues>(
  values: Values,
  required: RequiredFields,
): FieldErrors<Values> | undefined {
  let errors: Record<string, { type: string; message: string }> | undefined;
  for (const name in required) {
    const { message, trimmed } = required[name]!;
    const text = String(values[name] ?? '');
    if (!(trimmed ? text.trim() : text)) (errors ??= {})[name] = { type: 'custom', message };
  }
  return errors as FieldErrors<Values> | undefined;
}
