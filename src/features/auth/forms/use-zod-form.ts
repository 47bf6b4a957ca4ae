import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useContext, useEffect } from 'react';
import { flushSync } from 'react-dom';
import type { DefaultValues, FieldPath, FieldValues, SubmitHandler } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { fieldMessageText } from './field-message';
import { TypedValuesContext } from './typed-values';

/**
 * react-hook-form over a form's zod schema (./schemas.ts), as every form of the auth fields
 * behaves: checked on submit, then each field again as the person corrects it; a failed submit
 * focuses the first field with a message; what was typed stays on every error. Inside the sign-in
 * flow, what the fields hold is reported as the person types (TypedValuesContext), so Back and
 * another way to continue keep who they said they are.
 */
export function useZodForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
) {
  const intl = useIntl();
  const report = useContext(TypedValuesContext);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { subscribe } = form;
  useEffect(
    () =>
      report
        ? subscribe({ formState: { values: true }, callback: ({ values }) => report(values) })
        : undefined,
    [subscribe, report],
  );

  /** The translated message of a field, if it has one. */
  const errorText = (name: FieldPath<Values>): string | undefined =>
    fieldMessageText(intl, form.getFieldState(name, form.formState).error?.message);

  /**
   * The form's submit handler: `onValid` gets the schema's output (trimmed, normalised). The
   * schema is checked asynchronously, after the press's own render: what `onValid` changes (the
   * flow busy, its buttons disabled, a request started) is rendered at once, so nothing on the
   * page stays live in between, as when the check ran within the press.
   */
  const submit = (onValid: SubmitHandler<Output>) => (event: FormEvent) => {
    void form.handleSubmit((values) => flushSync(() => onValid(values)))(event);
  };

  return { ...form, errorText, submit };
}
