/**
 * Contract tests: Prism mocks both contracts from their own examples; every operation is called
 * through the generated fetchers and every answer is checked with the generated zod schemas. A
 * field whose type changes in the YAML (and so in Prism's answers) but not in the committed
 * generated code fails here.
 */
import { z } from 'zod';
import type { ZodType } from 'zod';
import * as password from '@generated/provider/endpoints/password/password';
import * as users from '@generated/product/endpoints/users/users';
import * as codeZod from '@generated/provider/zod/code/code.zod';
import * as linkZod from '@generated/provider/zod/link/link.zod';
import * as passwordZod from '@generated/provider/zod/password/password.zod';
import * as resetZod from '@generated/provider/zod/reset/reset.zod';
import * as samlZod from '@generated/provider/zod/saml/saml.zod';
import * as sessionZod from '@generated/provider/zod/session/session.zod';
import * as tenantZod from '@generated/provider/zod/tenant/tenant.zod';
import * as totpZod from '@generated/provider/zod/totp/totp.zod';
import * as usersZod from '@generated/product/zod/users/users.zod';
import * as credentialTypesZod from '@generated/product/zod/credential-types/credential-types.zod';
import * as professionalsZod from '@generated/product/zod/professionals/professionals.zod';
import * as credentialsZod from '@generated/product/zod/credentials/credentials.zod';
import * as complianceZod from '@generated/product/zod/compliance/compliance.zod';
import * as reviewsZod from '@generated/product/zod/reviews/reviews.zod';
import * as auditZod from '@generated/product/zod/audit/audit.zod';
import * as verificationsZod from '@generated/product/zod/verifications/verifications.zod';
import * as documentsZod from '@generated/product/zod/documents/documents.zod';
import * as employersZod from '@generated/product/zod/employers/employers.zod';
import * as onboardingZod from '@generated/product/zod/onboarding/onboarding.zod';
import * as registrationZod from '@generated/product/zod/registration/registration.zod';
import * as alertsZod from '@generated/product/zod/alerts/alerts.zod';
import * as helpZod from '@generated/product/zod/help/help.zod';
import * as filesZod from '@generated/product/zod/files/files.zod';
import * as plansZod from '@generated/product/zod/plans/plans.zod';
import { HttpError } from '@/lib/http/errors';
import { configureProductClient } from '@/lib/http/product-client';
import { configureProviderClient } from '@/lib/http/provider-client';
import { EMPTY_TOKEN_SOURCE, setTokenSource } from '@/lib/http/token-source';
import { loadContract } from '@tests/utils/openapi';
import { T, calls, firstRequestExample } from '@tests/utils/contract-calls';
import type { Body } from '@tests/utils/contract-calls';
import { freePort, startPrismMock } from '@tests/utils/processes';
import type { Background } from '@tests/utils/processes';

jest.setTimeout(120_000);

const schemas = Object.fromEntries(
  [
    codeZod,
    linkZod,
    passwordZod,
    resetZod,
    samlZod,
    sessionZod,
    tenantZod,
    totpZod,
    usersZod,
    credentialTypesZod,
    professionalsZod,
    credentialsZod,
    complianceZod,
    reviewsZod,
    auditZod,
    verificationsZod,
    documentsZod,
    employersZod,
    onboardingZod,
    registrationZod,
    alertsZod,
    helpZod,
    filesZod,
    plansZod,
  ].flatMap((m) => Object.entries(m).filter(([name]) => name.endsWith('Response'))),
) as Record<string, ZodType>;
// orval writes a response schema for a 200 only: addCredential's 201 body is the Credential that
// updateCredential's 200 is (the contract's same $ref).
schemas.addCredentialResponse = credentialsZod.updateCredentialResponse;
// …and uploadCredentialDocument's 201 is one of the documents a Credential lists; a download
// answers the file's bytes, which the client hands over as a Blob.
schemas.uploadCredentialDocumentResponse =
  credentialsZod.updateCredentialResponse.shape.documents.element;
schemas.downloadCredentialDocumentResponse = z.instanceof(Blob);
// createRequirementSet's 201 is the RequirementSet that updateRequirementSet's 200 is.
schemas.createRequirementSetResponse = employersZod.updateRequirementSetResponse;
// applyToEmployer's 201 is the Engagement a gap carries.
schemas.applyToEmployerResponse = employersZod.getEmployerGapResponse.shape.engagement.unwrap();
// createHelpArticle's 201 is the HelpArticle that getHelpArticle's 200 is.
schemas.createHelpArticleResponse = helpZod.getHelpArticleResponse;
// createFolder's 201 is one of the folders listFolders lists, uploadFile's the StoredFile that
// updateFile's 200 is; a file's download is its bytes, as a Blob.
schemas.createFolderResponse = filesZod.listFoldersResponse.shape.items.element;
schemas.uploadFileResponse = filesZod.updateFileResponse;
schemas.downloadFileResponse = z.instanceof(Blob);

const provider = loadContract('openapi/provider-v0.yaml').operations;
const product = loadContract('openapi/product-v1.yaml').operations;
const all = [...provider, ...product];

let mocks: Background[] = [];

beforeAll(async () => {
  const [providerPort, productPort] = [await freePort(), await freePort()];
  mocks = await Promise.all([
    startPrismMock('openapi/provider-v0.yaml', providerPort),
    startPrismMock('openapi/product-v1.yaml', productPort),
  ]);
  configureProviderClient({ baseUrl: `http://127.0.0.1:${providerPort}/`, domain: undefined });
  configureProductClient({ baseUrl: `http://127.0.0.1:${productPort}` });
  setTokenSource({
    ...EMPTY_TOKEN_SOURCE,
    accessToken: () => 'access-jwt',
    refreshToken: () => 'refresh-jwt',
  });
});

afterAll(async () => {
  await Promise.all(mocks.map((m) => m.stop()));
});

describe('the contracts', () => {
  it('have an invocation here for every operation, and nothing else', () => {
    expect(Object.keys(calls).sort()).toEqual(all.map((op) => op.operationId).sort());
  });

  it('give every operation with a JSON success body a generated zod schema', () => {
    const withBody = all.filter((op) =>
      Object.entries(op.responseExamples).some(
        ([s, ex]) => s.startsWith('2') && Object.keys(ex).length > 0,
      ),
    );
    for (const op of withBody) expect(schemas[`${op.operationId}Response`]).toBeDefined();
  });

  it('give every request body an example to send', () => {
    const needsBody = all.filter(
      (op) =>
        ['POST', 'PUT', 'PATCH'].includes(op.method) &&
        op.hasBody &&
        op.operationId !== 'updateUser' &&
        // a file, made by contract-calls.ts (samplePdf): a multipart body has no JSON example
        op.operationId !== 'uploadCredentialDocument' &&
        op.operationId !== 'uploadFile',
    );
    for (const op of needsBody)
      expect([op.operationId, firstRequestExample(op)]).not.toEqual([op.operationId, undefined]);
  });
});

const successCases = all.flatMap((op) =>
  Object.entries(op.responseExamples)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([status, examples]) =>
      Object.keys(examples).length === 0
        ? [{ op, status, example: undefined as string | undefined }]
        : Object.keys(examples).map((example) => ({ op, status, example })),
    ),
);

describe.each(successCases)('$op.operationId → $status $example', ({ op, status, example }) => {
  it('answers through the generated fetcher with a body the generated zod schema accepts', async () => {
    const prefer = example ? `code=${status}, example=${example}` : `code=${status}`;
    const result = await calls[op.operationId]!(firstRequestExample(op), {
      headers: { Prefer: prefer },
    });
    const schema = schemas[`${op.operationId}Response`];
    if (status === '204') expect(result).toBeUndefined();
    else {
      expect(schema).toBeDefined();
      const parsed = schema!.safeParse(result);
      expect(parsed.error?.issues ?? []).toEqual([]);
    }
  });
});

const errorCases = all.flatMap((op) =>
  Object.keys(op.responseExamples)
    .filter((status) => /^[45]/.test(status))
    .map((status) => ({ op, status: Number(status) })),
);

describe.each(errorCases)('$op.operationId → $status', ({ op, status }) => {
  it('rejects with the status, and the server message and type read from the one error schema', async () => {
    const failure = calls[op.operationId]!(firstRequestExample(op), {
      headers: { Prefer: `code=${status}` },
    });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    const error = (await failure.catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(status);
    expect(error.hasServerMessage).toBe(true);
    expect(error.type).toEqual(expect.any(String));
  });
});

describe('request validation', () => {
  it('Prism rejects a body that breaks the provider contract with the 400 the provider documents', async () => {
    const failure = password.loginWithPassword(T, { emailOrUsername: 42, extra: true } as Body);
    await expect(failure).rejects.toMatchObject({ status: 400 });
  });

  it('Prism takes the user object as GET returned it (SPEC §7), server-owned fields and all', async () => {
    const got = await users.getUser('42');
    await expect(users.updateUser('42', { ...got, firstName: 'Ana' })).resolves.toMatchObject({
      id: expect.any(Number),
    });
  });

  it('Prism rejects a user update carrying a key the user object does not have with 422', async () => {
    // the product contract documents 422 for invalid bodies, so Prism answers with it
    const failure = users.updateUser('42', {
      password: 'not-a-user-field',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      defaultRole: 'admin',
      isActive: true,
    } as Body);
    await expect(failure).rejects.toMatchObject({ status: 422 });
  });
});
