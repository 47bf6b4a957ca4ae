/**
 * Prism's dynamic mode (`npm run mock:prism -- --dynamic`, #17): answers are made from the schemas,
 * and the tokens are still JWTs a client can read (the `Tokens` schema's example, by the contract's
 * `x-json-schema-faker: useExamplesValue`), expiring in 2100, not random text.
 */
import { decodeJwt } from 'jose';
import { refreshTokens } from '@generated/provider/endpoints/session/session';
import { refreshTokensResponse } from '@generated/provider/zod/session/session.zod';
import { configureProviderClient } from '@/lib/http/provider-client';
import { EMPTY_TOKEN_SOURCE, setTokenSource } from '@/lib/http/token-source';
import { freePort, startPrismMock } from '@tests/utils/processes';
import type { Background } from '@tests/utils/processes';

let prism: Background | undefined;

beforeAll(async () => {
  const port = await freePort();
  prism = await startPrismMock('openapi/provider-v0.yaml', port, { dynamic: true });
  configureProviderClient({ baseUrl: `http://127.0.0.1:${port}/`, domain: undefined });
  setTokenSource({ ...EMPTY_TOKEN_SOURCE, refreshToken: () => 'refresh-jwt' });
});

afterAll(() => prism?.stop());

it('answers a refresh with JWTs the client can read, valid until 2100', async () => {
  const answer = refreshTokensResponse.parse(await refreshTokens());
  const access = decodeJwt(answer.tokens.access.value);
  const id = decodeJwt(answer.tokens.id.value);
  expect(access).toMatchObject({ tenantId: 'demo1234', authorization: expect.any(Object) });
  expect(id).toMatchObject({ email: expect.stringContaining('@') });
  for (const claims of [access, id, decodeJwt(answer.tokens.refresh!.value)]) {
    expect(claims.exp).toBeGreaterThanOrEqual(Date.parse('2100-01-01T00:00:00Z') / 1000);
  }
});
