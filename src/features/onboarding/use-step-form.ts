/**
 * A wizard step's form (decision 027): what was typed and not saved is kept while the person moves
 * between the steps (Back, the stepper's links) and comes back with them; once saved (or reset to
 * what was saved) it is forgotten; leaving the wizard with something unsaved asks first.
 */
import { useEffect } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { OnboardingStep } from '@generated/product/model';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { draftOf, forgetDraft, isStepPath, keepDraft } from './steps';

interface StepFormOptions<T extends FieldValues> {
  /** What the form shows when nothing typed is kept: what the server holds. */
  defaultValues: T;
  resolver: Resolver<T>;
  /** Whether the step's save has succeeded (nothing is left unsaved then). */
  saved: boolean;
}

export function useStepForm<T extends FieldValues>(
  step: OnboardingStep,
  { defaultValues, resolver, saved }: StepFormOptions<T>,
) {
  const form = useForm<T>({
    defaultValues: (draftOf<T>(step) ?? defaultValues) as DefaultValues<T>,
    resolver,
  });
  const leaving = useUnsavedChanges(form.formState.isDirty && !saved, { keptAt: isStepPath });
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true, isDirty: true },
        callback: ({ values, isDirty }) => (isDirty ? keepDraft(step, values) : forgetDraft(step)),
      }),
    [form, step],
  );
  return { form, leaving };
}
