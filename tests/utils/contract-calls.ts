/**
 * One invocation of every operation of both contracts, through the generated fetchers only, and
 * the first request example of an operation: shared by the contract tests (Prism's mock, and the
 * demo backend behind Prism's validation proxies).
 */
import * as code from '@generated/provider/endpoints/code/code';
import * as link from '@generated/provider/endpoints/link/link';
import * as password from '@generated/provider/endpoints/password/password';
import * as reset from '@generated/provider/endpoints/reset/reset';
import * as saml from '@generated/provider/endpoints/saml/saml';
import * as session from '@generated/provider/endpoints/session/session';
import * as tenant from '@generated/provider/endpoints/tenant/tenant';
import * as totp from '@generated/provider/endpoints/totp/totp';
import * as compliance from '@generated/product/endpoints/compliance/compliance';
import * as credentialTypes from '@generated/product/endpoints/credential-types/credential-types';
import * as credentials from '@generated/product/endpoints/credentials/credentials';
import * as professionals from '@generated/product/endpoints/professionals/professionals';
import * as reviews from '@generated/product/endpoints/reviews/reviews';
import * as verifications from '@generated/product/endpoints/verifications/verifications';
import * as alerts from '@generated/product/endpoints/alerts/alerts';
import * as help from '@generated/product/endpoints/help/help';
import * as files from '@generated/product/endpoints/files/files';
import * as plans from '@generated/product/endpoints/plans/plans';
import * as audit from '@generated/product/endpoints/audit/audit';
import * as documents from '@generated/product/endpoints/documents/documents';
import * as employers from '@generated/product/endpoints/employers/employers';
import * as onboarding from '@generated/product/endpoints/onboarding/onboarding';
import * as registration from '@generated/product/endpoints/registration/registration';
import * as users from '@generated/product/endpoints/users/users';
import { readBlob } from '@/lib/http/file-transfer';
import type { ContractOperation } from './openapi';

export const T = 'demo1234';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies come from the contract's own examples
export type Body = any;
type Call = (body: Body, init: RequestInit) => Promise<unknown>;

/** One invocation per operation, through the generated fetchers only. */
export const calls: Record<string, Call> = {
  getTenantMode: (_b, init) => tenant.getTenantMode(T, init),
  refreshTokens: (_b, init) => session.refreshTokens(init),
  getSelf: (_b, init) => session.getSelf(init),
  updateSelf: (b, init) => session.updateSelf(b, init),
  logout: (_b, init) => session.logout(init),
  getTotpSetup: (_b, init) => totp.getTotpSetup(init),
  loginWithTotp: (b, init) => totp.loginWithTotp(T, b, undefined, init),
  loginWithPassword: (b, init) => password.loginWithPassword(T, b, undefined, init),
  updatePassword: (b, init) => password.updatePassword(T, b, init),
  migratePassword: (b, init) => password.migratePassword(T, b, undefined, init),
  signupWithPassword: (b, init) => password.signupWithPassword(T, b, undefined, init),
  sendLoginLink: (b, init) => link.sendLoginLink(T, b, init),
  loginWithLink: (b, init) => link.loginWithLink(T, b, undefined, init),
  sendVerificationCode: (b, init) => code.sendVerificationCode(T, b, init),
  loginWithVerificationCode: (b, init) => code.loginWithVerificationCode(T, b, undefined, init),
  sendResetLink: (b, init) => reset.sendResetLink(T, b, init),
  resetPassword: (b, init) => reset.resetPassword(T, b, init),
  getSamlToken: (_b, init) => saml.getSamlToken(init),
  listUsers: (_b, init) =>
    users.listUsers({ page: 1, pageSize: 25, sort: 'lastName', order: 'asc' }, init),
  getUser: (_b, init) => users.getUser('42', { by: 'id' }, init),
  updateUser: (b, init) => users.updateUser('42', b, init),
  deleteUser: (_b, init) => users.deleteUser('42', init),
  listCredentialTypes: (_b, init) =>
    credentialTypes.listCredentialTypes({ page: 1, pageSize: 25, sort: 'name', lang: 'es' }, init),
  getCredentialType: (_b, init) => credentialTypes.getCredentialType('tb-test', init),
  listProfessionals: (_b, init) =>
    professionals.listProfessionals(
      { page: 1, pageSize: 25, sort: 'status', status: 'expired', expiringWithinDays: 30 },
      init,
    ),
  getProfessional: (_b, init) => professionals.getProfessional('1001', init),
  listProfessionalCredentials: (_b, init) => credentials.listProfessionalCredentials('1001', init),
  addCredential: (b, init) => credentials.addCredential('me', b, init),
  updateCredential: (b, init) => credentials.updateCredential('me', 'c-1001-06', b, init),
  deleteCredential: (_b, init) => credentials.deleteCredential('me', 'c-1001-06', init),
  getProfessionalCompliance: (_b, init) => compliance.getProfessionalCompliance('1001', init),
  getComplianceOverview: (_b, init) =>
    compliance.getComplianceOverview({ expiringWithinDays: 30, limit: 10 }, init),
  reviewCredential: (b, init) => reviews.reviewCredential('1001', 'c-1001-06', b, init),
  waiveRequirement: (b, init) => reviews.waiveRequirement('1001', b, init),
  verifyCredential: (_b, init) => verifications.verifyCredential('1001', 'c-1001-01', init),
  listProfessionalEvents: (_b, init) =>
    audit.listProfessionalEvents('1001', { page: 1, pageSize: 25 }, init),
  getDocumentPolicy: (_b, init) => documents.getDocumentPolicy(init),
  uploadCredentialDocument: (_b, init) =>
    documents.uploadCredentialDocument('me', 'c-1001-06', { file: samplePdf() }, init),
  // A document's bytes are read as a Blob (file-transfer.ts), as the app reads them.
  downloadCredentialDocument: (_b, init) =>
    documents.downloadCredentialDocument('1001', 'c-1001-02', 'd-1001-02-1', {
      ...init,
      read: readBlob,
    } as RequestInit),
  deleteCredentialDocument: (_b, init) =>
    documents.deleteCredentialDocument('me', 'c-1001-06', 'd-1001-06-1', init),
  searchEmployerDirectory: (_b, init) => employers.searchEmployerDirectory({ search: 'sag' }, init),
  listEmployers: (_b, init) =>
    employers.listEmployers(
      { page: 1, pageSize: 25, sort: 'clearedShare', order: 'desc', kind: 'organization' },
      init,
    ),
  // The contract's example id (EmployerIdPath): the demo organization.
  getEmployer: (_b, init) => employers.getEmployer('3', init),
  listEmployerRoster: (_b, init) =>
    employers.listEmployerRoster(
      '3',
      { page: 1, pageSize: 25, sort: 'status', facilityId: 'f-3-1' },
      init,
    ),
  // The contract's examples: the demo organization and its 'Critical care' set.
  getEmployerGap: (_b, init) =>
    employers.getEmployerGap('3', { professionalId: 1001, facilityId: 'f-3-1' }, init),
  applyToEmployer: (b, init) => employers.applyToEmployer('10', b, init),
  listProfessionalEngagements: (_b, init) => employers.listProfessionalEngagements('1001', init),
  createRequirementSet: (b, init) => employers.createRequirementSet('3', b, init),
  updateRequirementSet: (b, init) => employers.updateRequirementSet('3', 'rs-3-1', b, init),
  deleteRequirementSet: (_b, init) => employers.deleteRequirementSet('3', 'rs-3-1', init),
  registerAccount: (b, init) => registration.registerAccount(b, init),
  getOnboarding: (_b, init) => onboarding.getOnboarding('me', init),
  updateOnboarding: (b, init) => onboarding.updateOnboarding('me', b, init),
  checkOnboardingLicense: (b, init) => onboarding.checkOnboardingLicense('me', b, init),
  listWorkHistory: (_b, init) => onboarding.listWorkHistory('me', init),
  setCurrentEmployer: (b, init) => onboarding.setCurrentEmployer('me', b, init),
  getJobPreferences: (_b, init) => onboarding.getJobPreferences('me', init),
  moveEngagement: (b, init) => employers.moveEngagement('3', 'e-3-1001', b, init),
  listAlerts: (_b, init) => alerts.listAlerts(undefined, init),
  markAlertRead: (_b, init) => alerts.markAlertRead('al-000001', init),
  markAllAlertsRead: (_b, init) => alerts.markAllAlertsRead(init),
  listHelpArticles: (_b, init) => help.listHelpArticles({ search: 'bls' }, init),
  getHelpArticle: (_b, init) => help.getHelpArticle('why-was-my-bls-card-rejected', init),
  rateHelpArticle: (b, init) => help.rateHelpArticle('why-was-my-bls-card-rejected', b, init),
  createHelpArticle: (b, init) => help.createHelpArticle(b, init),
  updateHelpArticle: (b, init) => help.updateHelpArticle('why-was-my-bls-card-rejected', b, init),
  deleteHelpArticle: (_b, init) => help.deleteHelpArticle('why-was-my-acls-card-rejected', init),
  publishHelpArticle: (_b, init) => help.publishHelpArticle('why-was-my-bls-card-rejected', init),
  unpublishHelpArticle: (_b, init) =>
    help.unpublishHelpArticle('why-was-my-bls-card-rejected', init),
  updateJobPreferences: (b, init) => onboarding.updateJobPreferences('me', b, init),
  getFileStorage: (_b, init) => files.getFileStorage(init),
  listPlans: (_b, init) => plans.listPlans(init),
  getSubscription: (_b, init) => plans.getSubscription(init),
  changePlan: (b, init) => plans.changePlan(b, init),
  listFolders: (_b, init) => files.listFolders(init),
  createFolder: (b, init) => files.createFolder(b, init),
  updateFolder: (b, init) => files.updateFolder('f-2', b, init),
  deleteFolder: (_b, init) => files.deleteFolder('f-5', init),
  listFiles: (_b, init) => files.listFiles({ folderId: 'f-1', search: 'policy' }, init),
  uploadFile: (_b, init) => files.uploadFile({ file: samplePdf(), folderId: 'f-2' }, init),
  // The contract's example id (FileIdPath): a seeded policy.
  updateFile: (b, init) => files.updateFile('u-1', b, init),
  deleteFile: (_b, init) => files.deleteFile('u-2', init),
  downloadFile: (_b, init) => files.downloadFile('u-1', { ...init, read: readBlob } as RequestInit),
};

/** A small file that is a PDF by its content (the first bytes every PDF begins with). */
export function samplePdf(name = 'card.pdf', size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], name, { type: 'application/pdf' });
}

export const firstRequestExample = (op: ContractOperation): Body =>
  Object.values(op.requestExamples)[0];
