import { HttpError } from './errors';

/** The per-field complaints of a 422 (the contract's `ApiError.errors`), if any. */
export function fieldErrorsOf(error: unknown): Array<{ field: string; message: string }> {
  if (!(error instanceof HttpError) || error.status !== 422) return [];
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is { field: string; message: string } =>
      typeof e?.field === 'string' && typeof e?.message === 'string',
  );
}
