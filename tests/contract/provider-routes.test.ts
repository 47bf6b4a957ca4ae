/**
 * The provider mutator picks each call's credential and PKCE parameter from PROVIDER_ROUTES; this
 * keeps that table equal to what openapi/provider-v0.yaml declares.
 */
import { PROVIDER_ROUTES } from '@/lib/http/provider-client';
import type { ProviderAuth } from '@/lib/http/provider-client';
import { PRODUCT_ROUTES } from '@/lib/http/response-check';
import { loadContract } from '@tests/utils/openapi';

const { operations } = loadContract('openapi/provider-v0.yaml');

function authOf(security: Array<Record<string, string[]>>): ProviderAuth {
  const schemes = security.map((req) => Object.keys(req).sort().join('+'));
  const key = schemes.sort().join('|');
  const table: Record<string, ProviderAuth> = {
    '': 'none',
    accessToken: 'access',
    refreshToken: 'refresh',
    '|firstFactorToken': 'firstFactorOptional',
    'accessToken|firstFactorToken': 'firstFactorOrAccess',
    '|accessToken|firstFactorToken': 'firstFactorOrAccessOptional',
  };
  const auth = table[key];
  if (!auth) throw new Error(`Unexpected security requirement ${JSON.stringify(security)}`);
  return auth;
}

describe('PROVIDER_ROUTES matches the provider contract', () => {
  it('lists exactly the contract operations', () => {
    expect(PROVIDER_ROUTES.map((r) => r.operationId).sort()).toEqual(
      operations.map((o) => o.operationId).sort(),
    );
  });

  it.each(operations)('$operationId: method, path, credential and PKCE parameter', (op) => {
    const route = PROVIDER_ROUTES.find((r) => r.operationId === op.operationId);
    expect(route).toEqual({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      auth: authOf(op.security),
      pkce: op.parameters.some((p) => p.in === 'query' && p.name === 'code_challenge'),
    });
  });
});

describe('PRODUCT_ROUTES (the answers check of development builds) matches the product contract', () => {
  it('lists exactly its operations, with their methods and paths', () => {
    const product = loadContract('openapi/product-v1.yaml').operations;
    expect([...PRODUCT_ROUTES].sort((a, b) => a.operationId.localeCompare(b.operationId))).toEqual(
      product
        .map((op) => ({ operationId: op.operationId, method: op.method, path: op.path }))
        .sort((a, b) => a.operationId.localeCompare(b.operationId)),
    );
  });
});
