/**
 * Development and test builds only (./response-watch.ts): every successful answer is parsed with
 * the generated zod schema of its operation, so a backend that drifts from the contract is
 * reported loudly instead of failing somewhere later, or silently. Which operation an answer
 * belongs to comes from its address: the provider's route table, or the product's routes below
 * (tests/contract/provider-routes.test.ts checks both against the contracts).
 */
import type { ZodType } from 'zod';
import * as code from '@generated/provider/zod/code/code.zod';
import * as link from '@generated/provider/zod/link/link.zod';
import * as password from '@generated/provider/zod/password/password.zod';
import * as reset from '@generated/provider/zod/reset/reset.zod';
import * as saml from '@generated/provider/zod/saml/saml.zod';
import * as sessionZod from '@generated/provider/zod/session/session.zod';
import * as tenant from '@generated/provider/zod/tenant/tenant.zod';
import * as totp from '@generated/provider/zod/totp/totp.zod';
import * as compliance from '@generated/product/zod/compliance/compliance.zod';
import * as credentialTypes from '@generated/product/zod/credential-types/credential-types.zod';
import * as credentials from '@generated/product/zod/credentials/credentials.zod';
import * as professionals from '@generated/product/zod/professionals/professionals.zod';
import * as reviews from '@generated/product/zod/reviews/reviews.zod';
import * as audit from '@generated/product/zod/audit/audit.zod';
import * as verifications from '@generated/product/zod/verifications/verifications.zod';
import * as documents from '@generated/product/zod/documents/documents.zod';
import * as employers from '@generated/product/zod/employers/employers.zod';
import * as onboarding from '@generated/product/zod/onboarding/onboarding.zod';
import * as registration from '@generated/product/zod/registration/registration.zod';
import * as users from '@generated/product/zod/users/users.zod';
import { productClientConfig } from './product-client';
import { findProviderRoute, providerClientConfig } from './provider-client';
import { absoluteUrl } from './request';
import type { ResponseWatcher } from './response-watch';

/** The product API's operations by method and path (relative to its base), as in the contract. */
export const PRODUCT_ROUTES = [
  { operationId: 'listUsers', method: 'GET', path: '/users' },
  { operationId: 'getUser', method: 'GET', path: '/users/{id}' },
  { operationId: 'updateUser', method: 'PUT', path: '/users/{id}' },
  { operationId: 'deleteUser', method: 'DELETE', path: '/users/{id}' },
  { operationId: 'listCredentialTypes', method: 'GET', path: '/credential-types' },
  { operationId: 'getCredentialType', method: 'GET', path: '/credential-types/{id}' },
  { operationId: 'listProfessionals', method: 'GET', path: '/professionals' },
  { operationId: 'getProfessional', method: 'GET', path: '/professionals/{id}' },
  {
    operationId: 'listProfessionalCredentials',
    method: 'GET',
    path: '/professionals/{id}/credentials',
  },
  { operationId: 'addCredential', method: 'POST', path: '/professionals/{id}/credentials' },
  {
    operationId: 'updateCredential',
    method: 'PATCH',
    path: '/professionals/{id}/credentials/{credentialId}',
  },
  {
    operationId: 'deleteCredential',
    method: 'DELETE',
    path: '/professionals/{id}/credentials/{credentialId}',
  },
  {
    operationId: 'getProfessionalCompliance',
    method: 'GET',
    path: '/professionals/{id}/compliance',
  },
  {
    operationId: 'reviewCredential',
    method: 'POST',
    path: '/professionals/{id}/credentials/{credentialId}/review',
  },
  {
    operationId: 'verifyCredential',
    method: 'POST',
    path: '/professionals/{id}/credentials/{credentialId}/verifications',
  },
  { operationId: 'waiveRequirement', method: 'POST', path: '/professionals/{id}/waivers' },
  { operationId: 'listProfessionalEvents', method: 'GET', path: '/professionals/{id}/events' },
  { operationId: 'getComplianceOverview', method: 'GET', path: '/compliance/overview' },
  { operationId: 'getDocumentPolicy', method: 'GET', path: '/documents/policy' },
  { operationId: 'listEmployers', method: 'GET', path: '/employers' },
  { operationId: 'searchEmployerDirectory', method: 'GET', path: '/employer-directory' },
  { operationId: 'getEmployer', method: 'GET', path: '/employers/{id}' },
  { operationId: 'listEmployerRoster', method: 'GET', path: '/employers/{id}/roster' },
  { operationId: 'getEmployerGap', method: 'GET', path: '/employers/{id}/gap' },
  { operationId: 'applyToEmployer', method: 'POST', path: '/employers/{id}/engagements' },
  { operationId: 'registerAccount', method: 'POST', path: '/registration' },
  { operationId: 'getOnboarding', method: 'GET', path: '/professionals/{id}/onboarding' },
  { operationId: 'updateOnboarding', method: 'PUT', path: '/professionals/{id}/onboarding' },
  {
    operationId: 'checkOnboardingLicense',
    method: 'POST',
    path: '/professionals/{id}/onboarding/license',
  },
  { operationId: 'listWorkHistory', method: 'GET', path: '/professionals/{id}/work-history' },
  {
    operationId: 'setCurrentEmployer',
    method: 'PUT',
    path: '/professionals/{id}/work-history/current',
  },
  { operationId: 'getJobPreferences', method: 'GET', path: '/professionals/{id}/preferences' },
  {
    operationId: 'moveEngagement',
    method: 'PATCH',
    path: '/employers/{id}/engagements/{engagementId}',
  },
  { operationId: 'listAlerts', method: 'GET', path: '/alerts' },
  { operationId: 'markAllAlertsRead', method: 'POST', path: '/alerts/read' },
  { operationId: 'markAlertRead', method: 'POST', path: '/alerts/{alertId}/read' },
  { operationId: 'listHelpArticles', method: 'GET', path: '/help/articles' },
  { operationId: 'getFileStorage', method: 'GET', path: '/files/storage' },
  { operationId: 'listPlans', method: 'GET', path: '/plans' },
  { operationId: 'getSubscription', method: 'GET', path: '/subscription' },
  { operationId: 'changePlan', method: 'PUT', path: '/subscription' },
  { operationId: 'listFolders', method: 'GET', path: '/files/folders' },
  { operationId: 'createFolder', method: 'POST', path: '/files/folders' },
  { operationId: 'updateFolder', method: 'PATCH', path: '/files/folders/{folderId}' },
  { operationId: 'deleteFolder', method: 'DELETE', path: '/files/folders/{folderId}' },
  { operationId: 'listFiles', method: 'GET', path: '/files' },
  { operationId: 'uploadFile', method: 'POST', path: '/files' },
  { operationId: 'updateFile', method: 'PATCH', path: '/files/{fileId}' },
  { operationId: 'deleteFile', method: 'DELETE', path: '/files/{fileId}' },
  { operationId: 'downloadFile', method: 'GET', path: '/files/{fileId}/content' },
  { operationId: 'getHelpArticle', method: 'GET', path: '/help/articles/{slug}' },
  { operationId: 'rateHelpArticle', method: 'PUT', path: '/help/articles/{slug}/feedback' },
  { operationId: 'createHelpArticle', method: 'POST', path: '/help/articles' },
  { operationId: 'updateHelpArticle', method: 'PUT', path: '/help/articles/{slug}' },
  { operationId: 'deleteHelpArticle', method: 'DELETE', path: '/help/articles/{slug}' },
  { operationId: 'publishHelpArticle', method: 'POST', path: '/help/articles/{slug}/publish' },
  { operationId: 'unpublishHelpArticle', method: 'POST', path: '/help/articles/{slug}/unpublish' },
  { operationId: 'updateJobPreferences', method: 'PUT', path: '/professionals/{id}/preferences' },
  {
    operationId: 'listProfessionalEngagements',
    method: 'GET',
    path: '/professionals/{id}/engagements',
  },
  {
    operationId: 'createRequirementSet',
    method: 'POST',
    path: '/employers/{id}/requirement-sets',
  },
  {
    operationId: 'updateRequirementSet',
    method: 'PUT',
    path: '/employers/{id}/requirement-sets/{setId}',
  },
  {
    operationId: 'deleteRequirementSet',
    method: 'DELETE',
    path: '/employers/{id}/requirement-sets/{setId}',
  },
  {
    operationId: 'uploadCredentialDocument',
    method: 'POST',
    path: '/professionals/{id}/credentials/{credentialId}/documents',
  },
  {
    operationId: 'downloadCredentialDocument',
    method: 'GET',
    path: '/professionals/{id}/credentials/{credentialId}/documents/{documentId}',
  },
  {
    operationId: 'deleteCredentialDocument',
    method: 'DELETE',
    path: '/professionals/{id}/credentials/{credentialId}/documents/{documentId}',
  },
] as const;

/** `<operationId>Response` of every generated zod module: the schema of a 2xx body. */
const SCHEMAS = new Map<string, ZodType>(
  [
    code,
    link,
    password,
    reset,
    saml,
    sessionZod,
    tenant,
    totp,
    users,
    credentialTypes,
    professionals,
    credentials,
    compliance,
    reviews,
    audit,
    verifications,
    documents,
    employers,
    onboarding,
    registration,
  ].flatMap((module) =>
    Object.entries(module)
      .filter(([name, value]) => name.endsWith('Response') && typeof value === 'object')
      .map(([name, value]) => [name.slice(0, -'Response'.length), value as ZodType] as const),
  ),
);

// orval writes a response schema for a 200 only: addCredential's 201 body is the Credential that
// updateCredential's 200 is (the contract's same $ref).
SCHEMAS.set('addCredential', credentials.updateCredentialResponse);
// …and uploadCredentialDocument's 201 is one of the documents a Credential lists.
SCHEMAS.set(
  'uploadCredentialDocument',
  credentials.updateCredentialResponse.shape.documents.element,
);
// …and createRequirementSet's 201 is the RequirementSet that updateRequirementSet's 200 is.
SCHEMAS.set('createRequirementSet', employers.updateRequirementSetResponse);
// …and applyToEmployer's 201 is the Engagement a gap carries.
SCHEMAS.set('applyToEmployer', employers.getEmployerGapResponse.shape.engagement.unwrap());

/** The path of `url` below `base`, or undefined when the address is not under that base. */
function below(url: URL, base: string): string | undefined {
  const root = absoluteUrl(base.endsWith('/') ? base : `${base}/`);
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return undefined;
  return `/${url.pathname.slice(root.pathname.length)}`;
}

const productPatterns = PRODUCT_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The operation an answer belongs to, by the request's method and address. */
export function operationOf(method: string, url: URL): string | undefined {
  const upper = method.toUpperCase();
  const provider = below(url, providerClientConfig().baseUrl);
  if (provider !== undefined) return findProviderRoute(upper, provider)?.operationId;
  const product = below(url, productClientConfig().baseUrl);
  if (product === undefined) return undefined;
  return productPatterns.find(
    ({ route, pattern }) => route.method === upper && pattern.test(product),
  )?.route.operationId;
}

/** A watcher that hands every answer off the contract to `report`, described in one line. */
export function responseChecker(report: (problem: string) => void): ResponseWatcher {
  return (method, url, body) => {
    const operationId = operationOf(method, url);
    const schema = operationId ? SCHEMAS.get(operationId) : undefined;
    if (!schema || body === undefined) return;
    const result = schema.safeParse(body);
    if (result.success) return;
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    report(
      `The answer to ${method.toUpperCase()} ${url.pathname} (${operationId}) does not match the contract: ${issues}`,
    );
  };
}
