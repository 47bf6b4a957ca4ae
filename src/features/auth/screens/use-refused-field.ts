import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetFocus } from 'react-hook-form';
import type { RefusedField } from '../forms/refused-field';
import { useFlowContext } from './flow-context';

/**
 * The field of this form that the provider's last answer refused (../forms/refused-field.ts):
 * focus goes there with what was typed selected, to be typed over, and `refusedBy(name)` gives
 * that field the id of the error under the form, to be marked invalid and described by it. A
 * field this form does not have is left alone (react-hook-form focuses registered fields only).
 */
export function useRefusedField<Values extends FieldValues>(
  setFocus: UseFormSetFocus<Values>,
): (name: RefusedField & Path<Values>) => string | undefined {
  const { state, errorId } = useFlowContext();
  const error = state.error;
  useEffect(() => {
    if (error?.field) setFocus(error.field as Path<Values>, { shouldSelect: true });
  }, [error, setFocus]);
  return (name) => (error?.field === name ? errorId : undefined);
}
