/** A list field of the job preferences form as a set of checkboxes (choice-group.tsx). */
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import type { ReactNode } from 'react';
import { ChoiceGroup } from './choice-group';
import type { PreferencesValues } from './preferences-form';

type ListField = 'shiftTypes' | 'shiftLengths' | 'employmentTypes';

interface ChoiceFieldProps<N extends ListField> {
  form: UseFormReturn<PreferencesValues>;
  name: N;
  label: string;
  options: ReadonlyArray<{ value: PreferencesValues[N][number]; label: ReactNode }>;
  text: (error: FieldError | undefined) => string | undefined;
  helper?: string;
}

export function ChoiceField<N extends ListField>({
  form,
  name,
  label,
  options,
  text,
  helper,
}: ChoiceFieldProps<N>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ChoiceGroup<PreferencesValues[N][number]>
          label={label}
          options={options}
          value={field.value as PreferencesValues[N][number][]}
          onChange={field.onChange}
          inputRef={field.ref}
          error={text(fieldState.error)}
          helper={helper}
        />
      )}
    />
  );
}
