/**
 * `npm run contract:validate` in front of a stand-in backend: answers that keep the contract pass
 * through, an answer that breaks it fails loudly.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getTenantMode } from '@generated/provider/endpoints/tenant/tenant';
import { getUser } from '@generated/product/endpoints/users/users';
import { configureProductClient } from '@/lib/http/product-client';
import { configureProviderClient } from '@/lib/http/provider-client';
import { EMPTY_TOKEN_SOURCE, setTokenSource } from '@/lib/http/token-source';
import { freePort, repoRoot, startListening, waitForPort } from '@tests/utils/processes';
import type { Background } from '@tests/utils/processes';

jest.setTimeout(120_000);

const user = {
  id: 42,
  authUuid: '7d3c1d9e-8a41-4f5e-9a2b-1c2d3e4f5a6b',
  authId: 42,
  authSource: 'userfront',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  emailVerified: true,
  phoneVerified: false,
  defaultRole: 'admin',
  isActive: true,
  keyVersion: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/**
 * A backend that keeps the contract except for user 13, whose keyVersion is text, and user 418,
 * answered with a status the operation does not declare.
 */
const backend = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  const url = req.url ?? '';
  if (url.startsWith('/api/v1/users/42')) res.end(JSON.stringify(user));
  else if (url.startsWith('/api/v1/users/13'))
    res.end(JSON.stringify({ ...user, keyVersion: 'one' }));
  else if (url.startsWith('/api/v1/users/418')) {
    // A status getUser does not declare, with a body that would fit: Prism only warns on this.
    res.statusCode = 418;
    res.end(JSON.stringify({ status: 418, code: 'teapot', message: 'I am a teapot' }));
  } else if (url.startsWith('/v0/tenants/demo1234/mode'))
    res.end(
      JSON.stringify({ mode: 'live', authentication: { firstFactors: [], secondFactors: [] } }),
    );
  else {
    res.statusCode = 404;
    res.end(JSON.stringify({ status: 404, code: 'not_found', message: 'Not found' }));
  }
});

let proxy: Background | undefined;

beforeAll(async () => {
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  const [providerPort, productPort] = [await freePort(), await freePort()];
  proxy = await startListening(
    'node',
    [
      path.join(repoRoot, 'scripts/contract-validate.mjs'),
      '--target',
      target,
      '--provider-port',
      String(providerPort),
      '--product-port',
      String(productPort),
    ],
    productPort,
  );
  await waitForPort(providerPort);
  configureProviderClient({ baseUrl: `http://127.0.0.1:${providerPort}/` });
  configureProductClient({ baseUrl: `http://127.0.0.1:${productPort}` });
  setTokenSource({ ...EMPTY_TOKEN_SOURCE, accessToken: () => 'access-jwt' });
});

afterAll(async () => {
  await proxy?.stop();
  await new Promise((resolve) => backend.close(resolve));
});

describe('contract:validate', () => {
  it('passes answers that keep the contracts', async () => {
    await expect(getUser('42')).resolves.toMatchObject({ id: 42, keyVersion: 1 });
    await expect(getTenantMode('demo1234')).resolves.toMatchObject({ mode: 'live' });
  });

  it('fails an answer that breaks the contract, naming the field', async () => {
    const failure = getUser('13');
    await expect(failure).rejects.toMatchObject({ status: 500 });
    const error = (await failure.catch((e: unknown) => e)) as {
      body: { validation: Array<{ location: string[] }> };
    };
    expect(error.body.validation.map((v) => v.location.join('.'))).toContain(
      'response.body.keyVersion',
    );
  });

  it('fails an answer with a status the operation does not declare (Prism alone only warns)', async () => {
    const failure = getUser('418');
    await expect(failure).rejects.toMatchObject({ status: 500 });
    const error = (await failure.catch((e: unknown) => e)) as {
      body: { type: string; detail: string; validation: unknown[] };
    };
    expect(error.body.type).toContain('VIOLATIONS');
    // Turned into a failure by contract:validate's front, from Prism's warning header.
    expect(error.body.detail).toContain('Prism would only have warned');
    expect(error.body.validation.length).toBeGreaterThan(0);
  });
});
