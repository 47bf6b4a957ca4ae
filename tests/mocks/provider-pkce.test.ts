/** @jest-environment node */
/**
 * A tenant that requires PKCE (#17 item 5, the `/__demo/tenant` control): a sign-on in a PKCE
 * session is answered 'PKCE required' with an authorization code for the tenant's redirect, and
 * opens no session; without a code challenge, or with PKCE off, sign-on answers tokens as before.
 */
import { loginWithPassword } from '@generated/provider/endpoints/password/password';
import type { SignOnResponse } from '@generated/provider/model';
import { getDb } from '@mocks/store';
import { DEMO_PASSWORD } from '@mocks/seed';
import { EMPTY_TOKEN_SOURCE, setTokenSource } from '@/lib/http/token-source';
import { setupMockServer } from '@tests/utils/msw';
import { TENANT, configureClients, demo } from './helpers';

setupMockServer();
beforeEach(configureClients);

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

function inPkceSession(challenge: string | undefined): void {
  setTokenSource({ ...EMPTY_TOKEN_SOURCE, codeChallenge: () => challenge });
}

const signIn = (): Promise<SignOnResponse> =>
  loginWithPassword(TENANT, { emailOrUsername: 'user@demo.test', password: DEMO_PASSWORD });

async function requirePkce(pkce: { redirectTo: string } | null): Promise<Response> {
  return demo('tenant', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pkce }),
  });
}

describe('PKCE required (a tenant control)', () => {
  it('answers a sign-on in a PKCE session with an authorization code, and no session', async () => {
    expect((await requirePkce({ redirectTo: '/landing' })).status).toBe(200);
    inPkceSession(CHALLENGE);
    const sessions = getDb().sessions.length;
    const answer = await signIn();
    expect(answer).toEqual({
      message: 'PKCE required',
      authorizationCode: expect.stringMatching(/^[0-9a-f]{48}$/),
      redirectTo: '/landing',
    });
    expect(getDb().sessions).toHaveLength(sessions);
  });

  it('answers tokens to a sign-on without a code challenge, and when PKCE is off again', async () => {
    await requirePkce({ redirectTo: '/landing' });
    inPkceSession(undefined);
    expect(await signIn()).toHaveProperty('tokens');
    await requirePkce(null);
    expect(getDb().tenant.pkce).toBeUndefined();
    inPkceSession(CHALLENGE);
    expect(await signIn()).toHaveProperty('tokens');
  });

  it('refuses a control without a redirect', async () => {
    const answer = await demo('tenant', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pkce: { redirectTo: '' } }),
    });
    expect(answer.status).toBe(400);
    expect(getDb().tenant.pkce).toBeUndefined();
  });
});
