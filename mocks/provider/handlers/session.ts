/** The session: refreshing its tokens, reading and updating the signed-in account, logging out. */
import {
  getGetSelfMockHandler,
  getLogoutMockHandler,
  getRefreshTokensMockHandler,
  getUpdateSelfMockHandler,
} from '../../../generated/provider/endpoints/session/session.msw';
import type { RefreshTokenClaims, SelfResponse } from '../../../generated/provider/model';
import { updateSelfBody } from '../../../generated/provider/zod/session/session.zod';
import {
  getUserResponseFirstNameMax as FIRST_NAME_MAX,
  getUserResponseLastNameMax as LAST_NAME_MAX,
} from '../../../generated/product/zod/users/users.zod';
import { now, nowIso } from '../../clock';
import type { Account } from '../../db';
import { operation } from '../../faults';
import { verify } from '../../jwt';
import { getDb } from '../../store';
import { requireAccess } from '../access';
import { findAccountById } from '../accounts';
import { bearer, fail, readBody } from '../request';
import { issueTokens } from '../tokens';

/** The account as `GET /self` answers it. */
function selfOf(account: Account): SelfResponse {
  const { tenant } = getDb();
  return {
    userId: account.userId,
    userUuid: account.userUuid,
    tenantId: tenant.tenantId,
    email: account.email,
    username: account.username,
    name: account.name,
    image: account.image,
    phoneNumber: account.phoneNumber,
    data: account.data,
    isConfirmed: account.isEmailConfirmed,
    isEmailConfirmed: account.isEmailConfirmed,
    isPhoneNumberConfirmed: account.isPhoneNumberConfirmed,
    isMfaRequired: account.isMfaRequired,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
    tenant: {
      tenantId: tenant.tenantId,
      name: tenant.name,
      loginRedirectPath: tenant.loginRedirectPath,
      logoutRedirectPath: tenant.logoutRedirectPath,
    },
  };
}

/** How long a refresh token just rotated out still answers (with the pair that replaced it). */
export const REFRESH_GRACE_SECONDS = 10;

export const sessionHandlers = [
  getRefreshTokensMockHandler(
    operation('refreshTokens', 'provider', async ({ request }) => {
      const token = bearer(request);
      const claims = token ? await verify<RefreshTokenClaims & { jti?: string }>(token) : undefined;
      const db = getDb();
      const session = claims && db.sessions.find((s) => s.sessionId === claims.sessionId);
      if (!claims || claims.type !== 'refresh' || !session || session.expiresAt <= now()) {
        fail(401, 'Invalid refresh token', 'unauthorized_error');
      }
      // The token rotated out a moment ago (another tab or call refreshed first): the same pair.
      const previous = session.previous;
      if (previous && previous.jti === claims.jti && now() <= previous.until) {
        return { message: 'OK' as const, tokens: previous.tokens };
      }
      if (session.currentJti !== claims.jti) {
        fail(401, 'Invalid refresh token', 'unauthorized_error');
      }
      const account = findAccountById(session.userId);
      if (!account) fail(401, 'Invalid refresh token', 'unauthorized_error');
      const { sessionId: _sessionId, ...tokens } = await issueTokens(account, session.sessionId);
      session.previous = {
        jti: claims.jti,
        until: now() + REFRESH_GRACE_SECONDS * 1000,
        tokens,
      };
      return { message: 'OK' as const, tokens };
    }),
  ),

  getGetSelfMockHandler(
    operation('getSelf', 'provider', async ({ request }) =>
      selfOf((await requireAccess(request)).account),
    ),
  ),

  getUpdateSelfMockHandler(
    operation('updateSelf', 'provider', async ({ request }) => {
      const { account } = await requireAccess(request);
      const body = await readBody(request, updateSelfBody);
      if (Object.keys(body).length === 0) fail(400, 'Missing user properties to update');
      if (
        body.username &&
        getDb().accounts.some(
          (a) => a !== account && a.username?.toLowerCase() === body.username?.toLowerCase(),
        )
      ) {
        fail(409, 'This username is taken', 'conflict_error');
      }
      Object.assign(account, body, { updatedAt: nowIso() });
      const user = getDb().users.find((u) => u.authUuid === account.userUuid);
      if (user) {
        if (body.name) {
          // The provider's one name may be longer than the product's two name fields allow.
          const [first = '', ...rest] = body.name.trim().split(/\s+/);
          user.firstName = first.slice(0, FIRST_NAME_MAX) || user.firstName;
          user.lastName = rest.join(' ').slice(0, LAST_NAME_MAX) || user.lastName;
        }
        if (body.image) user.avatar = body.image;
        user.updatedAt = account.updatedAt;
      }
      return selfOf(account);
    }),
  ),

  getLogoutMockHandler(
    operation('logout', 'provider', async ({ request }) => {
      const { claims } = await requireAccess(request, { allowExpired: true });
      const db = getDb();
      db.sessions = db.sessions.filter((s) => s.sessionId !== claims.sessionId);
      return { message: 'OK' as const, redirectTo: db.tenant.logoutRedirectPath };
    }),
  ),
];
