/**
 * A write's JSON body as the product API reads it: JSON or 400, then the contract's generated zod
 * schema, whose complaints come back as a 422 naming each field (`requirements.2.anyOf`), as the
 * server's own checks do.
 */
import type { z } from 'zod';
import type { ApiError } from '../../generated/product/model';
import { fail } from './caller';

export type FieldErrors = NonNullable<ApiError['errors']>;

export async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    fail(400, 'The request body must be JSON', 'bad_request');
  }
}

/** 422 naming the fields (at most 100). */
export function invalid(errors: FieldErrors): never {
  fail(422, 'Some fields are not valid', 'validation_failed', errors.slice(0, 100));
}

/** The body as the contract's zod reads it, or 422 with each field's complaint. */
export function parse<T>(
  parsed: { success: true; data: T } | { success: false; error: z.ZodError },
): T {
  if (parsed.success) return parsed.data;
  invalid(
    parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.') || 'body',
      message: issue.message,
    })),
  );
}
