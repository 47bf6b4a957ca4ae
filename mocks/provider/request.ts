/**
 * What the provider's handlers read from a request (body, tenant, bearer, origin) and how they
 * refuse one.
 */
import type { ZodType } from 'zod';
import { errorResponse } from '../faults';
import { getDb } from '../store';

export function fail(status: number, message: string, type?: string): never {
  throw errorResponse('provider', status, message, type);
}

/** Reads and validates a JSON body with the operation's generated zod schema; 400 otherwise. */
export async function readBody<T>(request: Request, schema: ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    fail(400, 'The request body must be JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    fail(400, `Invalid request. ${where}${issue?.message ?? 'invalid body'}`);
  }
  return parsed.data;
}

export function requireTenant(tenantId: unknown): void {
  if (tenantId !== getDb().tenant.tenantId) fail(404, 'Tenant not found', 'not_found_error');
}

/** The app's origin, for the links sent in messages: the request's Origin header, else its URL's. */
export function appOrigin(request: Request): string {
  return request.headers.get('origin') ?? new URL(request.url).origin;
}

export function bearer(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
