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
import { loadInBackground } from '@/lib/load-in-background';
import { fieldMessageText } from './field-message';
import type { RequiredFields } from './required';
import { emptyRequired } from './required';
import { TypedValuesContext } from './typed-values';

/**
 * A form's schema, or how to load it: the sign-in page's first form takes zod and the contract's
 * schemas after it shows, not with it (its first load has a budget, docs/performance.md).
 */
export type SchemaSource<Values extends FieldValues, Output> =
  z.ZodType<Output, Values> | LazySchema<z.ZodType<Output, Values>>;

/** A schema that loads when first needed, and what its form's required fields say meanwhile. */
export interface LazySchema<S> {
  (): Promise<S>;
  /** The schema, once it has loaded. */
  now: () => S | undefined;
  required?: RequiredFields | undefined;
}

/**
 * A schema loaded once, when first needed; a load that fails is tried again at the next submit.
 * The module it comes from also loads with the later screens (../screens/later.tsx), as soon as
 * the person starts to use the page. `required`: the form's required fields (./required.ts),
 * checked without the schema while it loads, so a press on the empty form is answered at once.
 */
export function lazySchema<S>(load: () => Promise<S>, required?: RequiredFields): LazySchema<S> {
  let loading: Promise<S> | undefined;
  let schema: S | undefined;
  const get = () =>
    (loading ??= load().then(
      (loaded) => (schema = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  get.now = () => schema;
  get.required = required;
  return get;
}

/** The resolver's code, loaded with the first check, not with the page (its first-load budget). */
const zodResolver = lazySchema(() => import('@hookform/resolvers/zod').then((m) => m.zodResolver));

/** Loads what checks a form ahead of its first check (with the later screens, ../screens/later.tsx). */
export function preloadFormChecks(): void {
  zodResolver().catch(() => undefined); // tried again at the first check
}

function resolverOf<Values extends FieldValues, Output>(
  source: SchemaSource<Values, Output>,
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const lazy = typeof source === 'function' ? source : undefined;
    const errors = lazy?.required && !lazy.now() && emptyRequired(values, lazy.required);
    if (errors) {
      // What the schema would say first: said now, the schema loads for the next press (once
      // this one has been answered).
      void loadInBackground(() => lazy().catch(() => undefined));
      return { values: {}, errors };
    }
    const [resolve, schema] = await Promise.all([
      zodResolver(),
      typeof source === 'function' ? source() : source,
    ]);
    return resolve(schema)(values, context, options);
  };
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
