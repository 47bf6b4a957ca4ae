/** @jest-environment node */
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { getSamlToken } from '@generated/provider/endpoints/saml/saml';
import {
  getSelf,
  logout,
  refreshTokens,
  updateSelf,
} from '@generated/provider/endpoints/session/session';
import { getUser } from '@generated/product/endpoints/users/users';
import { getUserResponse } from '@generated/product/zod/users/users.zod';
import { sign } from '@mocks/jwt';
import { REFRESH_GRACE_SECONDS } from '@mocks/provider/handlers/session';
import { getDb } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { contractMaxLength } from '@tests/utils/openapi';
import {
  TENANT,
  accessClaims,
  configureClients,
  failure,
  fixClock,
  holdSession,
  refreshClaims,
  signIn,
  useTokens,
} from './helpers';

setupMockServer();
beforeEach(configureClients);

const UNAUTHORIZED = { status: 401, type: 'unauthorized_error' };

async function signedByAnotherKey(jwt: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  const header = JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()) as {
    kid: string;
  };
  return new SignJWT({ ...accessClaims(jwt) })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: header.kid })
    .sign(privateKey);
}

describe('getSelf', () => {
  it('returns the signed-in user with the tenant and its loginRedirectPath', async () => {
    const success = await signIn('professional@demo.test');
    const self = await getSelf();
    expect(self).toMatchObject({
      userId: success.userId,
      userUuid: success.userUuid,
      tenantId: TENANT,
      email: 'professional@demo.test',
      name: 'Pablo Professional',
      tenant: {
        tenantId: TENANT,
        loginRedirectPath: '/profile-select',
        logoutRedirectPath: '/sign-in',
      },
    });
  });

  it('answers 401 "Missing authentication" without a token', async () => {
    const error = await failure(getSelf());
    expect(error).toMatchObject({ ...UNAUTHORIZED, message: 'Missing authentication' });
  });

  it('answers 401 for a garbage token, a refresh token and a token signed by another key', async () => {
    const success = await signIn('admin@demo.test');
    const forged = await signedByAnotherKey(success.tokens.access.value);
    for (const token of ['garbage', 'a.b.c', success.tokens.refresh!.value, forged]) {
      useTokens({ access: token });
      expect(await failure(getSelf())).toMatchObject(UNAUTHORIZED);
    }
  });

  it('answers 401 for a token of the demo key that names another tenant', async () => {
    const success = await signIn('admin@demo.test');
    const { iat: _iat, exp: _exp, ...claims } = accessClaims(success.tokens.access.value);
    useTokens({ access: await sign({ ...claims, tenantId: 'other5678' }, 600) });
    expect(await failure(getSelf())).toMatchObject(UNAUTHORIZED);
  });

  // The id token has the same signature, session and tenant; only an access token should do.
  it('does not take the id token as an access token', async () => {
    const success = await signIn('admin@demo.test');
    useTokens({ access: success.tokens.id.value });
    expect(await failure(getSelf())).toMatchObject(UNAUTHORIZED);
  });
});

describe('access token lifetime', () => {
  it('uses the configured lifetime: valid one second before exp, 401 from exp on', async () => {
    const clock = fixClock();
    getDb().settings.accessTokenTtlSeconds = 5;
    const success = await signIn('user@demo.test');
    const claims = accessClaims(success.tokens.access.value);
    expect(claims.iat).toBe(clock.now() / 1000);
    expect(claims.exp - claims.iat).toBe(5);
    expect(success.tokens.access.cookieOptions?.expires).toBeCloseTo(5 / 86400);

    clock.advance(4);
    await expect(getSelf()).resolves.toHaveProperty('email', 'user@demo.test');
    clock.advance(1);
    expect(await failure(getSelf())).toMatchObject(UNAUTHORIZED);
  });

  it('can be renewed with the refresh token after it expired', async () => {
    const clock = fixClock();
    getDb().settings.accessTokenTtlSeconds = 5;
    await signIn('user@demo.test');
    clock.advance(60);
    expect((await failure(getSelf())).status).toBe(401);

    const { tokens } = await refreshTokens();
    const claims = accessClaims(tokens.access.value);
    expect(claims.iat).toBe(clock.now() / 1000);
    expect(claims.exp - claims.iat).toBe(5);
    useTokens({ access: tokens.access.value });
    await expect(getSelf()).resolves.toHaveProperty('email', 'user@demo.test');
  });
});

describe('refreshTokens', () => {
  it('issues new tokens for the same session and rotates the refresh token', async () => {
    const clock = fixClock();
    const first = await signIn('recruiter@demo.test');
    clock.advance(30);
    const refreshed = await refreshTokens();
    expect(refreshed.message).toBe('OK');
    const newRefresh = refreshed.tokens.refresh!.value;
    expect(newRefresh).not.toBe(first.tokens.refresh!.value);
    expect(refreshClaims(newRefresh).sessionId).toBe(first.sessionId);
    expect(refreshClaims(newRefresh).jti).not.toBe(refreshClaims(first.tokens.refresh!.value).jti);
    const access = accessClaims(refreshed.tokens.access.value);
    expect(access).toMatchObject({ sessionId: first.sessionId, userId: first.userId });
    expect(access.iat).toBe(clock.now() / 1000);

    // For a few seconds the old refresh token answers the same new pair (a racing tab or call)…
    useTokens({ refresh: first.tokens.refresh!.value });
    clock.advance(REFRESH_GRACE_SECONDS);
    expect(await refreshTokens()).toEqual(refreshed);
    // …then it is refused.
    clock.advance(1);
    expect(await failure(refreshTokens())).toMatchObject({
      ...UNAUTHORIZED,
      message: 'Invalid refresh token',
    });
    // The new one rotates once more; two rotations back is refused at once.
    useTokens({ refresh: newRefresh, access: refreshed.tokens.access.value });
    const again = await refreshTokens();
    expect(again.tokens.refresh!.value).not.toBe(newRefresh);
    useTokens({ refresh: first.tokens.refresh!.value });
    expect((await failure(refreshTokens())).status).toBe(401);
  });

  it('gives every token its own id: two refreshes in the same second differ', async () => {
    fixClock();
    const first = await signIn('user@demo.test');
    const one = await refreshTokens();
    useTokens({ refresh: one.tokens.refresh!.value });
    const two = await refreshTokens();
    const all = [first.tokens, one.tokens, two.tokens].flatMap((t) => [
      t.access.value,
      t.id.value,
      t.refresh!.value,
    ]);
    expect(new Set(all).size).toBe(9);
    const ids = all.map((token) => decodeJwt(token).jti);
    expect(new Set(ids).size).toBe(9);
  });

  it('answers two concurrent refreshes with one refresh token alike (no one is signed out)', async () => {
    await signIn('agency@demo.test');
    const [a, b] = await Promise.all([refreshTokens(), refreshTokens()]);
    expect(a).toEqual(b);
  });

  it('answers 401 without a token and for an access token', async () => {
    const success = await signIn('user@demo.test');
    useTokens({});
    expect(await failure(refreshTokens())).toMatchObject(UNAUTHORIZED);
    useTokens({ refresh: success.tokens.access.value });
    expect(await failure(refreshTokens())).toMatchObject(UNAUTHORIZED);
  });

  it('refuses a refresh token past its configured lifetime', async () => {
    const clock = fixClock();
    getDb().settings.refreshTokenTtlSeconds = 60;
    const success = await signIn('user@demo.test');
    expect(refreshClaims(success.tokens.refresh!.value).exp - clock.now() / 1000).toBe(60);
    clock.advance(61);
    expect(await failure(refreshTokens())).toMatchObject(UNAUTHORIZED);
  });
});

describe('logout', () => {
  it('ends the session: its access and refresh tokens are refused afterwards', async () => {
    await signIn('user@demo.test');
    await expect(logout()).resolves.toEqual({ message: 'OK', redirectTo: '/sign-in' });
    expect(await failure(getSelf())).toMatchObject(UNAUTHORIZED);
    expect(await failure(refreshTokens())).toMatchObject(UNAUTHORIZED);
    expect(await failure(logout())).toMatchObject(UNAUTHORIZED);
  });

  it('leaves the same user’s other sessions alone', async () => {
    const other = await signIn('user@demo.test');
    await signIn('user@demo.test');
    await logout();
    holdSession(other);
    await expect(getSelf()).resolves.toHaveProperty('email', 'user@demo.test');
    await expect(refreshTokens()).resolves.toHaveProperty('tokens');
  });

  it('answers 401 without a token', async () => {
    expect(await failure(logout())).toMatchObject(UNAUTHORIZED);
  });

  it('accepts an expired access token, as the provider does, and ends its session', async () => {
    const clock = fixClock();
    await signIn('user@demo.test');
    clock.advance(getDb().settings.accessTokenTtlSeconds + 60);
    expect(await failure(getSelf())).toMatchObject(UNAUTHORIZED);
    await expect(logout()).resolves.toMatchObject({ message: 'OK' });
    expect(await failure(refreshTokens())).toMatchObject(UNAUTHORIZED);
  });
});

describe('updateSelf', () => {
  it('updates the user, as getSelf and the product user record then show', async () => {
    const success = await signIn('user@demo.test');
    const updated = await updateSelf({
      name: 'Ulla Updated Person',
      username: 'ulla',
      image: 'https://images.example.com/ulla.png',
    });
    expect(updated).toMatchObject({
      name: 'Ulla Updated Person',
      username: 'ulla',
      image: 'https://images.example.com/ulla.png',
    });
    await expect(getSelf()).resolves.toMatchObject({ name: 'Ulla Updated Person' });
    await expect(getUser(success.userUuid, { by: 'authUuid' })).resolves.toMatchObject({
      firstName: 'Ulla',
      lastName: 'Updated Person',
      avatar: 'https://images.example.com/ulla.png',
    });
  });

  it("takes a name as long as the provider's contract allows; the product record keeps within its own", async () => {
    const success = await signIn('user@demo.test');
    const nameMax = contractMaxLength('openapi/provider-v0.yaml', 'UpdateSelfBody', 'name');
    const firstMax = contractMaxLength('openapi/product-v1.yaml', 'User', 'firstName');
    const name = 'a'.repeat(nameMax);
    await expect(updateSelf({ name })).resolves.toMatchObject({ name });
    const record = await getUser(success.userUuid, { by: 'authUuid' });
    expect(record.firstName).toBe('a'.repeat(Math.min(nameMax, firstMax)));
    expect(getUserResponse.safeParse(record).success).toBe(true);
  });

  it('answers 400 for an empty update and for a field that is not editable', async () => {
    await signIn('user@demo.test');
    expect(await failure(updateSelf({}))).toMatchObject({
      status: 400,
      message: 'Missing user properties to update',
    });
    const unknown = await failure(updateSelf({ email: 'x@demo.test' } as never));
    expect(unknown.status).toBe(400);
    await expect(getSelf()).resolves.toHaveProperty('email', 'user@demo.test');
  });

  it('answers 409 for a username another account has', async () => {
    await signIn('user@demo.test');
    expect(await failure(updateSelf({ username: 'admin' }))).toMatchObject({
      status: 409,
      message: 'This username is taken',
      type: 'conflict_error',
    });
  });

  // Sign-up and login treat usernames case-insensitively; updateSelf compares them exactly, so
  // user@demo.test can take "ADMIN" and a login as "ADMIN" then finds admin@demo.test.
  it('answers 409 for a username another account has in another case', async () => {
    await signIn('user@demo.test');
    expect((await failure(updateSelf({ username: 'ADMIN' }))).status).toBe(409);
  });

  // The contract's own example sends `data`; the strict generated schema refuses any key in it.
  it('stores tenant-defined custom data (the contract example)', async () => {
    await signIn('user@demo.test');
    const updated = await updateSelf({
      data: { defaultRole: 'professional', professionalId: 1042 },
    } as never);
    expect(updated.data).toEqual({ defaultRole: 'professional', professionalId: 1042 });
  });

  it('answers 401 without a token', async () => {
    expect(await failure(updateSelf({ name: 'X' }))).toMatchObject(UNAUTHORIZED);
  });
});

describe('getSamlToken', () => {
  it('returns a token for a signed-in user', async () => {
    await signIn('user@demo.test');
    const { token } = await getSamlToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 401 without a token and after logout', async () => {
    expect(await failure(getSamlToken())).toMatchObject(UNAUTHORIZED);
    await signIn('user@demo.test');
    await logout();
    expect(await failure(getSamlToken())).toMatchObject(UNAUTHORIZED);
  });
});
