import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useContext, useEffect, useMemo } from 'react';
import { flushSync } from 'react-dom';
import type {
  DefaultValues,
  FieldPath,
  FieldValues,
  Resolver,
  SubmitHandler,
} from 'react-hook-form';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { fieldMessageText } from './field-message';
import { TypedValuesContext } from './typed-values';

/**
 * A form's schema, or how to load it: the sign-in page's first form takes zod and the contract's
 * schemas after it shows, not with it (its first load has a budget, docs/performance.md).
 */
export type SchemaSource<Values extends FieldValues, Output> =
  z.ZodType<Output, Values> | (() => Promise<z.ZodType<Output, Values>>);

/**
 * A schema loaded once, when first needed; a load that fails is tried again at the next submit.
 * The module it comes from also loads with the later screens (../screens/later.tsx), as soon as
 * the person starts to use the page.
 */
export function lazySchema<S>(load: () => Promise<S>): () => Promise<S> {
  let loading: Promise<S> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

function resolverOf<Values extends FieldValues, Output>(
  source: SchemaSource<Values, Output>,
): Resolver<Values, unknown, Output> {
  if (typeof source !== 'function') return zodResolver(source);
  return async (values, context, options) => zodResolver(await source())(values, context, options);
}

/**
 * react-hook-form over a form's zod schema (./schemas.ts), as every form of the auth fields
 * behaves: checked on submit, then each field again as the person corrects it; a failed submit
 * focuses the first field with a message; what was typed stays on every error. Inside the sign-in
 * flow, what the fields hold is reported as the person types (TypedValuesContext), so Back and
 * another way to continue keep who they said they are.
 */
export function useZodForm<Values extends FieldValues, Output>(
  schema: SchemaSource<Values, Output>,
  defaultValues: DefaultValues<Values>,
) {
  const intl = useIntl();
  const report = useContext(TypedValuesContext);
  const resolver = useMemo(() => resolverOf(schema), [schema]);
  const form = useForm<Values, unknown, Output>({
    resolver,
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
    form
      .handleSubmit((values) => flushSync(() => onValid(values)))(event)
      // The schema's code could not be loaded (the network dropped it): the press does nothing,
      // what was typed stays, and the next press tries again.
      .catch((error: unknown) => console.warn('The form could not be checked', error));
  };

  return { ...form, errorText, submit };
}
