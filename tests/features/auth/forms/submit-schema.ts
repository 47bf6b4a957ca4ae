import { zodResolver } from '@hookform/resolvers/zod';
import type { IntlShape } from 'react-intl';
import { createIntl } from 'react-intl';
import type { z } from 'zod';
import { fieldMessageText } from '@/features/auth/forms/field-message';

const en = createIntl({ locale: 'en', messages: {} });

/**
 * What a form does with these values on submit: the schema through the resolver the forms use,
 * each field's message as the person reads it (English unless told), and the values sent.
 */
export async function submitSchema(
  schema: z.ZodType,
  values: Record<string, string>,
  intl: IntlShape = en,
) {
  const result = await zodResolver(schema as z.ZodType<unknown, Record<string, string>>)(
    values,
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  const errors: Record<string, string | undefined> = {};
  for (const [name, error] of Object.entries(result.errors)) {
    errors[name] = fieldMessageText(intl, error?.message as string | undefined);
  }
  return { errors, values: result.values };
}

/** Each field's message on submit, in English. */
export const errorsOf = async (schema: z.ZodType, values: Record<string, string>) =>
  (await submitSchema(schema, values)).errors;

export const tooLong = (max: number) => `This is too long: at most ${max} characters`;
