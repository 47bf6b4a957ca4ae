import type { ChangeEvent } from 'react';
import { useCallback, useContext, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ValidationKey } from '../messages';
import { validationMessages } from '../messages';
import type { FormErrors, FormRules, FormValues } from './rules';
import { TOO_LONG, validate } from './rules';
import { TypedValuesContext } from './typed-values';

/** What a field needs from its form: the props of an input, or of a control with a value. */
export interface FieldRegistration {
  name: string;
  value: string;
  onChange(eventOrValue: ChangeEvent<{ value: string }> | string): void;
  onBlur(): void;
  ref(element: { focus(): void } | null): void;
}

/**
 * A form of the auth fields (SPEC §5 rules in ./rules.ts): validates on submit, then each field
 * again as the person corrects it; a failed submit focuses the first field with a message. The
 * values are kept on every error. Small on purpose: it runs on the sign-in page (README,
 * Performance).
 */
export function useAuthForm<F extends string>(
  rules: FormRules<F>,
  defaultValues: Readonly<Partial<Record<F, string>>>,
) {
  const intl = useIntl();
  const report = useContext(TypedValuesContext);
  const [values, setValues] = useState<Partial<Record<F, string>>>(defaultValues);
  const [defaults, setDefaults] = useState(defaultValues);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const submitted = useRef(false);
  const latest = useRef(values);
  latest.current = values;
  // Registration order is the order of the fields on screen: the first with a message gets focus.
  const elements = useRef(new Map<F, { focus(): void }>());

  const change = useCallback(
    (name: F, value: string) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      report?.(next);
      if (!submitted.current) return;
      const message = validate(rules, next).errors[name];
      setErrors((current) => {
        if (current[name] === message) return current;
        const updated = { ...current };
        if (message) updated[name] = message;
        else delete updated[name];
        return updated;
      });
    },
    [rules, report],
  );

  const register = (name: F): FieldRegistration => ({
    name,
    value: values[name] ?? '',
    onChange: (eventOrValue) =>
      change(name, typeof eventOrValue === 'string' ? eventOrValue : eventOrValue.target.value),
    onBlur: () => {},
    ref: (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
  });

  const handleSubmit =
    (onValid: (values: FormValues<F>) => void) =>
    async (event?: { preventDefault(): void }): Promise<void> => {
      event?.preventDefault();
      submitted.current = true;
      const result = validate(rules, latest.current);
      setErrors(result.errors);
      const invalid = [...elements.current.keys()].find((name) => result.errors[name]);
      if (invalid !== undefined) {
        elements.current.get(invalid)?.focus();
        return;
      }
      if (Object.keys(result.errors).length === 0) onValid(result.values);
    };

  const reset = (next: Readonly<Partial<Record<F, string>>> = defaults) => {
    submitted.current = false;
    latest.current = next;
    setValues(next);
    setDefaults(next);
    setErrors({});
  };

  /** The translated message of a field's error, if any. */
  const errorText = (key: ValidationKey | undefined): string | undefined =>
    key
      ? intl.formatMessage(validationMessages[key] as MessageDescriptor, { max: TOO_LONG[key] })
      : undefined;

  const isDirty = (Object.keys(values) as F[]).some(
    (name) => (values[name] ?? '') !== (defaults[name] ?? ''),
  );

  return {
    register,
    handleSubmit,
    reset,
    errorText,
    formState: { errors, isDirty },
  };
}
