/**
 * The parts the auth forms' schemas (./schemas.ts) are made of. A field starts from its field of
 * the contract (the orval-generated zod of the request body), whose limit and pattern or format
 * it takes, and adds SPEC §5's messages, checked in order: the first that fails is the one shown.
 * Values are trimmed where spaces cannot be meant (emails, codes), never passwords.
 */
import { z } from 'zod';
import type { ValidationKey } from '../messages';
import type { FieldMessage } from './field-message';
import { withLimit } from './field-message';

/** A string field of a generated request body (`zod.string()…`, `zod.email()…`). */
interface ContractText extends z.ZodType<string> {
  readonly maxLength: number | null;
}

/** A field of a generated request body, as the body's shape holds it: required or optional. */
export type ContractField = ContractText | z.ZodOptional<ContractText>;

/** One rule of a field: whether a value passes, and the message when it does not. */
export type Check = readonly [passes: (value: string) => boolean, message: FieldMessage];

/** A text field of a form: cleaned first, then checked. */
export function textField(checks: readonly Check[], clean?: (value: string) => string) {
  const text = clean ? z.string().overwrite(clean) : z.string();
  return text.superRefine((value, ctx) => {
    const failed = checks.find(([passes]) => !passes(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
  });
}

const contractText = (field: ContractField): ContractText =>
  field instanceof z.ZodOptional ? field.unwrap() : field;

/** The most characters the contract takes in the field (its `maxLength`), if it says. */
export function maxLengthOf(field: ContractField): number {
  return contractText(field).maxLength ?? Number.POSITIVE_INFINITY;
}

/**
 * At most `max` characters as the provider counts them: JSON Schema's `maxLength` counts code
 * points, so an emoji is one (zod's own `.max()` counts UTF-16 units, two for an emoji). The count
 * is only made when the UTF-16 length is over the limit and could still be within it.
 */
export function withinLength(value: string, max: number): boolean {
  if (value.length <= max) return true;
  if (value.length > 2 * max) return false;
  let count = 0;
  for (const _ of value) if (++count > max) return false;
  return true;
}

export const filled = (message: ValidationKey): Check => [(value) => value.length > 0, message];

/** Longer input (a paste gone wrong) is told the contract's limit instead of a round trip. */
export function atMost(field: ContractField, key: ValidationKey): Check {
  const max = maxLengthOf(field);
  return [(value) => withinLength(value, max), withLimit(key, max)];
}

/** What the contract's field takes besides its length: its pattern or format. */
export function conformsTo(field: ContractField, message: ValidationKey): Check {
  const text = contractText(field);
  return [(value) => text.safeParse(value).success, message];
}

export const trim = (value: string): string => value.trim();

/** Full-width digits (IME input) become ASCII; spaces and dashes inside codes are dropped. */
export function normalizeCode(value: string): string {
  return value
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 48))
    .replace(/[\s\u00A0\u200B-\u200D\u2060\uFEFF-]/g, '');
}

/**
 * Backup codes are shown in lower case: one typed in capitals, in full-width characters (IME
 * input) or with spaces is the same code.
 */
export function normalizeBackupCode(value: string): string {
  return value
    .trim()
    .normalize('NFKC')
    .replace(/[\s\u200B-\u200D\u2060\uFEFF]/g, '')
    .toLowerCase();
}

/** The same rule the provider applies, shown before the round trip (SPEC §5 password hint). */
export function meetsPasswordRule(password: string): boolean {
  if (password.length >= 16) return true;
  return password.length >= 8 && /[0-9]/.test(password) && /[A-Za-z]/.test(password);
}
