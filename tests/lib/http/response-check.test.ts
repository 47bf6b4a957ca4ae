/**
 * Development and test builds check every successful answer against its operation's generated
 * zod schema (src/lib/http/response-check.ts): an answer off the contract is reported, naming the
 * call and what is wrong; answers on the contract, and addresses outside the two APIs, are not.
 */
import { http, HttpResponse } from 'msw';
import { getCredentialType } from '@generated/product/endpoints/credential-types/credential-types';
import { getUser } from '@generated/product/endpoints/users/users';
import { getTenantMode } from '@generated/provider/endpoints/tenant/tenant';
import { operationOf, responseChecker } from '@/lib/http/response-check';
import { watchResponses } from '@/lib/http/response-watch';
import { setupMockServer } from '@tests/utils/msw';

const server = setupMockServer();

const TB_TEST = {
  id: 'tb-test',
  name: { en: 'Tuberculosis skin test (TST)', es: 'Prueba cutánea de tuberculosis (PPD)' },
  category: 'health',
  validity: { kind: 'monthsFromIssue', months: 12 },
  needsDocument: true,
  needsReview: true,
  verification: 'none',
  warningDays: 30,
  alternatives: ['quantiferon'],
  fields: [
    { field: 'issuer', required: false },
    { field: 'issuedOn', required: true },
  ],
};

describe('which operation an answer belongs to', () => {
  it.each([
    ['GET', 'http://localhost/v0/tenants/demo1234/mode', 'getTenantMode'],
    ['POST', 'http://localhost/v0/tenants/demo1234/auth/basic', 'loginWithPassword'],
    ['GET', 'http://localhost/api/v1/users?page=2', 'listUsers'],
    ['PUT', 'http://localhost/api/v1/users/18', 'updateUser'],
    ['GET', 'http://localhost/api/v1/credential-types?lang=es', 'listCredentialTypes'],
    ['GET', 'http://localhost/api/v1/credential-types/tb-test', 'getCredentialType'],
    ['GET', 'http://localhost/elsewhere/users/18', undefined],
    ['GET', 'https://other.example/api/v1/users', undefined],
  ])('%s %s → %s', (method, address, operationId) => {
    expect(operationOf(method, new URL(address))).toBe(operationId);
  });
});

describe('the check', () => {
  const reported: string[] = [];
  beforeEach(() => {
    reported.length = 0;
    watchResponses(responseChecker((problem) => reported.push(problem)));
  });

  it('reports an answer off the contract, naming the call and the field', async () => {
    server.use(
      http.get('*/api/v1/users/:id', () => HttpResponse.json({ id: 'eighteen', firstName: 'Ana' })),
    );
    await getUser('18');
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(
      /^The answer to GET \/api\/v1\/users\/18 \(getUser\) does not match/,
    );
    expect(reported[0]).toContain('id:');
  });

  it('reports a credential type whose validity is none the contract knows', async () => {
    server.use(
      http.get('*/api/v1/credential-types/:id', () =>
        HttpResponse.json({ ...TB_TEST, validity: { kind: 'yearly' } }),
      ),
    );
    await getCredentialType('tb-test');
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/\(getCredentialType\) does not match the contract: validity/);
  });

  it('says nothing of an answer on the contract', async () => {
    await getTenantMode('demo1234');
    expect(reported).toEqual([]);
  });
});
