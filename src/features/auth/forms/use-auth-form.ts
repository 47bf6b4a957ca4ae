import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { DefaultValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { $ZodType } from 'zod/v4/core';
import type { ValidationKey } from '../messages';
import { validationMessages } from '../messages';

/** react-hook-form with a zod (or zod/mini) schema; validates on submit, then as the person corrects. */
export function useAuthForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: $ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
) {
  const intl = useIntl();
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  /** The translated message of a field's error, if any. */
  const errorText = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    const key = error.message as ValidationKey;
    return intl.formatMessage(validationMessages[key] ?? validationMessages.required);
  };
  return { ...form, errorText };
}
