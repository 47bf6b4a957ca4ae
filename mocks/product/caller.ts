/**
 * Who calls the product API and how a call is refused: every product operation of the demo backend
 * checks the bearer token here and answers its failures in the contract's `ApiError` body.
 */
import type { ApiError } from '../../generated/product/model';
import type { AccessTokenClaims } from '../../generated/provider/model';
import { now } from '../clock';
import { errorResponse } from '../faults';
import { verify } from '../jwt';
import { isAccessToken } from '../provider/access';
import { getDb } from '../store';
import { spoken } from './language';

/**
 * Ends the call with the product's error body (`errors` given: a 400 or 422 naming fields), its
 * messages in the language the call asked for (./language.ts).
 */
export function fail(
  status: number,
  message: string,
  code?: string,
  errors?: ApiError['errors'],
): never {
  if (errors)
    throw Response.json(
      {
        status,
        code: code ?? 'validation_failed',
        message: spoken(message),
        errors: errors.map((error) => ({ ...error, message: spoken(error.message) })),
      } satisfies ApiError,
      { status },
    );
  throw errorResponse('product', status, spoken(message), code);
}

export interface Caller {
  userUuid: string;
  roles: string[];
  isAdmin: boolean;
}

/** The provider's access token, checked: signed by the demo tenant's key, unexpired, this tenant, live session. */
export async function requireCaller(request: Request): Promise<Caller> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) fail(401, 'Authentication required', 'unauthorized');
  const claims = await verify<AccessTokenClaims & { type?: string }>(token);
  const db = getDb();
  const tenantId = db.tenant.tenantId;
  if (!claims || !isAccessToken(claims) || claims.tenantId !== tenantId)
    fail(401, 'Your session is not valid. Please sign in again.', 'unauthorized');
  if (!db.sessions.some((s) => s.sessionId === claims.sessionId && s.expiresAt > now())) {
    fail(401, 'Your session has ended. Please sign in again.', 'unauthorized');
  }
  const roles = claims.authorization?.[tenantId]?.roles ?? [];
  return { userUuid: claims.userUuid, roles, isAdmin: roles.includes('admin') };
}
