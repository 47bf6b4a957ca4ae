/** @jest-environment node */
import { loginWithPassword } from '@generated/provider/endpoints/password/password';
import { getTotpSetup, loginWithTotp } from '@generated/provider/endpoints/totp/totp';
import { listUsers } from '@generated/product/endpoints/users/users';
import { configureProviderClient } from '@/lib/http/provider-client';
import { EMPTY_TOKEN_SOURCE, setTokenSource } from '@/lib/http/token-source';
import { setupMockServer } from '@tests/utils/msw';

setupMockServer();
beforeEach(() => configureProviderClient({ baseUrl: 'http://localhost/v0/' }));

it('smoke', async () => {
  const r = await loginWithPassword('demo1234', {
    emailOrUsername: 'admin@demo.test',
    password: 'Compliance-demo-1',
  });
  expect('tokens' in r).toBe(true);
  if (!('tokens' in r)) return;
  setTokenSource({ ...EMPTY_TOKEN_SOURCE, accessToken: () => r.tokens.access.value });
  const page = await listUsers({ pageSize: 5 });
  expect(page.total).toBe(248);
  const m = await loginWithPassword('demo1234', {
    emailOrUsername: 'mfa-setup@demo.test',
    password: 'Compliance-demo-1',
  });
  expect(m).toMatchObject({ message: 'MFA required' });
  if (!('firstFactorToken' in m)) return;
  setTokenSource({ ...EMPTY_TOKEN_SOURCE, firstFactorToken: () => m.firstFactorToken });
  const setup = await getTotpSetup();
  expect(setup.qrCode).toMatch(/^data:image\/png;base64,/);
  const { TOTP, Secret } = await import('otpauth');
  const code = new TOTP({ secret: Secret.fromBase32(setup.totpSecret) }).generate();
  const done = await loginWithTotp('demo1234', { totpCode: code });
  expect(done).toMatchObject({ message: 'OK' });
});
