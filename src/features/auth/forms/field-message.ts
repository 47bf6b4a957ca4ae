import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { ValidationKey } from '../messages';
import { validationMessages } from '../messages';

/**
 * A field's message as the form's state carries it: react-hook-form keeps one string per field,
 * so a 'too long' message carries the limit it states after its key (`emailTooLong:<max>`). The
 * text is chosen at the field, in the language shown then.
 */
export type FieldMessage = ValidationKey | `${ValidationKey}:${number}`;

export const withLimit = (key: ValidationKey, max: number): FieldMessage => `${key}:${max}`;

const isKey = (key: string): key is ValidationKey => Object.hasOwn(validationMessages, key);

/** The text of a field's message; anything that is not one of ours is shown as it is. */
export function fieldMessageText(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key = '', max] = message.split(':');
  if (!isKey(key)) return message;
  const descriptor = validationMessages[key] as MessageDescriptor;
  return intl.formatMessage(descriptor, max === undefined ? {} : { max: Number(max) });
}
