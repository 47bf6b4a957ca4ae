/** @jest-environment node */
/**
 * The demo's SAML stand-in (#17 item 5): a token from `GET /auth/saml/idp/token` tells the SAML
 * navigation who signs in (or out), once, for its own account and tenant, within the link lifetime.
 */
import { getSamlToken } from '@generated/provider/endpoints/saml/saml';
import { setClock } from '@mocks/clock';
import { SAML_TENANT_REFUSED, SAML_TOKEN_REFUSED, samlAssertion } from '@mocks/provider/saml';
import { getDb, transaction } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { TENANT, configureClients, signIn } from './helpers';

setupMockServer();
beforeEach(configureClients);

const assert = (navigation: { tenantId?: string; token: string; uuid: string }) =>
  transaction(() => samlAssertion({ tenantId: TENANT, ...navigation }));

async function tokenFor(email: string): Promise<{ token: string; uuid: string }> {
  const signedOn = await signIn(email);
  const { token } = await getSamlToken();
  return { token: token!, uuid: signedOn.userUuid };
}

it('asserts the account the token was issued to, once', async () => {
  const { token, uuid } = await tokenFor('user@demo.test');
  expect(await assert({ token, uuid })).toEqual({ subject: 'user@demo.test' });
  expect(await assert({ token, uuid })).toEqual({ error: SAML_TOKEN_REFUSED });
});

it("refuses another account's uuid, an unknown token and another tenant", async () => {
  const { token } = await tokenFor('user@demo.test');
  const admin = getDb().accounts.find((a) => a.email === 'admin@demo.test')!;
  expect(await assert({ token, uuid: admin.userUuid })).toEqual({ error: SAML_TOKEN_REFUSED });
  expect(await assert({ token: 'f'.repeat(64), uuid: admin.userUuid })).toEqual({
    error: SAML_TOKEN_REFUSED,
  });
  const second = await tokenFor('user@demo.test');
  expect(await assert({ ...second, tenantId: 'other123' })).toEqual({
    error: SAML_TENANT_REFUSED,
  });
});

it('refuses a token older than the link lifetime', async () => {
  const { token, uuid } = await tokenFor('user@demo.test');
  setClock(Date.now() + (getDb().settings.linkTtlSeconds + 1) * 1000);
  expect(await assert({ token, uuid })).toEqual({ error: SAML_TOKEN_REFUSED });
});
