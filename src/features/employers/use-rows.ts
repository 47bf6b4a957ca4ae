/**
 * The requirement rows of the set being edited: added and removed through the form's own value
 * (each row keeps a key of its own while it lives, so its fields keep their state). Written on
 * useForm's `setValue` rather than react-hook-form's `useFieldArray`, whose code would otherwise
 * ride in the sign-in page's first load (react-hook-form is one module, placed in the chunk the
 * sign-in form loads; the budget in scripts/bundle-budget.mjs).
 */
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SetFormValues } from './set-form';
import { EMPTY_ROW } from './set-form';

let made = 0;
const newKey = () => `row-${(made += 1)}`;

export function useRows(form: UseFormReturn<SetFormValues>) {
  const [keys, setKeys] = useState(() => form.getValues('requirements').map(newKey));
  const focusRow = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (focusRow.current === undefined) return;
    form.setFocus(`requirements.${focusRow.current}.typeId`);
    focusRow.current = undefined;
  }, [keys, form]);

  const write = (rows: SetFormValues['requirements']) => {
    form.clearErrors('requirements');
    form.setValue('requirements', rows, { shouldDirty: true });
  };
  return {
    keys,
    append() {
      const rows = form.getValues('requirements');
      write([...rows, { ...EMPTY_ROW, anyOf: [] }]);
      focusRow.current = rows.length;
      setKeys((current) => [...current, newKey()]);
    },
    remove(index: number) {
      write(form.getValues('requirements').filter((_, i) => i !== index));
      setKeys((current) => current.filter((_, i) => i !== index));
    },
  };
}
