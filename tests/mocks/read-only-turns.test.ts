/**
 * @jest-environment node
 *
 * The operations whose turns at the demo database store nothing (mocks/faults.ts
 * READ_ONLY_OPERATIONS): each one, called as a person allowed to and as one refused, leaves the
 * database exactly as it found it. One that wrote would lose its write in the browser (the tab
 * would not store it), so a change here must take the operation off the list.
 */
import {
  getJobPreferences,
  getOnboarding,
  listWorkHistory,
} from '@generated/product/endpoints/onboarding/onboarding';
import { listProfessionalEvents } from '@generated/product/endpoints/audit/audit';
import {
  getComplianceOverview,
  getProfessionalCompliance,
} from '@generated/product/endpoints/compliance/compliance';
import {
  getCredentialType,
  listCredentialTypes,
} from '@generated/product/endpoints/credential-types/credential-types';
import { listProfessionalCredentials } from '@generated/product/endpoints/credentials/credentials';
import {
  getProfessional,
  listProfessionals,
} from '@generated/product/endpoints/professionals/professionals';
import { getUser, listUsers } from '@generated/product/endpoints/users/users';
import {
  downloadCredentialDocument,
  getDocumentPolicy,
} from '@generated/product/endpoints/documents/documents';
import {
  getEmployer,
  getEmployerGap,
  listEmployerRoster,
  listEmployers,
  listProfessionalEngagements,
  searchEmployerDirectory,
} from '@generated/product/endpoints/employers/employers';
import { listHelpArticles } from '@generated/product/endpoints/help/help';
import {
  downloadFile,
  getFileStorage,
  listFiles,
  listFolders,
} from '@generated/product/endpoints/files/files';
import { getSubscription, listPlans } from '@generated/product/endpoints/plans/plans';
import { getSelf } from '@generated/provider/endpoints/session/session';
import { getTenantMode } from '@generated/provider/endpoints/tenant/tenant';
import { READ_ONLY_OPERATIONS } from '@mocks/faults';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { readBlob } from '@/lib/http/file-transfer';
import type { ProductRequestInit } from '@/lib/http/product-client';
import { configureClients, fixClock, signIn, T0, TENANT } from './helpers';

setupMockServer();

/** A document's bytes, read as the app reads them (a Blob: file-transfer.ts). */
const download = (id: string, credentialId: string, documentId: string) =>
  downloadCredentialDocument(id, credentialId, documentId, {
    read: readBlob,
  } as ProductRequestInit) as Promise<Blob>;
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const someUserId = () => String(getDb().users[0]!.id);

/** The database, part by part, as text: a failure names the parts a call changed. */
const parts = () =>
  Object.fromEntries(Object.entries(getDb()).map(([key, value]) => [key, JSON.stringify(value)]));
const changed = (before: Record<string, string>) =>
  Object.entries(parts())
    .filter(([key, value]) => before[key] !== value)
    .map(([key]) => key);

/** Each read-only operation, called with what it needs. */
const CALLS: Record<string, () => Promise<unknown>> = {
  getTenantMode: () => getTenantMode(TENANT),
  getSelf: () => getSelf(),
  listUsers: () => listUsers({ search: 'a', sort: 'lastName' }),
  getUser: () => getUser(someUserId()),
  listCredentialTypes: () => listCredentialTypes(),
  getCredentialType: () => getCredentialType('bls'),
  listProfessionals: () => listProfessionals({ status: 'expired', sort: 'nextExpiry' }),
  getProfessional: () => getProfessional('1001'),
  listProfessionalCredentials: () => listProfessionalCredentials('1001'),
  getProfessionalCompliance: () => getProfessionalCompliance('1001'),
  listProfessionalEvents: () => listProfessionalEvents('1001'),
  getComplianceOverview: () => getComplianceOverview(),
  getDocumentPolicy: () => getDocumentPolicy(),
  downloadCredentialDocument: () => download('1001', 'c-1001-06', 'd-c-1001-06-seed'),
  listEmployers: () => listEmployers({ sort: 'clearedShare' }),
  getEmployer: () => getEmployer('3'),
  listEmployerRoster: () => listEmployerRoster('3', { sort: 'nextExpiry' }),
  getEmployerGap: () => getEmployerGap('3', { professionalId: 1001, startOn: '2027-01-04' }),
  listProfessionalEngagements: () => listProfessionalEngagements('1001'),
  // The professional's own: the administrator is refused (403), Pablo answered.
  getOnboarding: () => getOnboarding('1001').catch(() => undefined),
  getJobPreferences: () => getJobPreferences('1001'),
  listWorkHistory: () => listWorkHistory('1001'),
  searchEmployerDirectory: () => searchEmployerDirectory({ search: 'sag' }),
  listHelpArticles: () => listHelpArticles({ search: 'vacunacion', status: 'all' }),
  getFileStorage: () => getFileStorage(),
  listPlans: () => listPlans(),
  getSubscription: () => getSubscription(),
  listFolders: () => listFolders(),
  listFiles: () => listFiles({ folderId: 'f-1', search: 'policy', sort: 'size' }),
  downloadFile: () => downloadFile('u-1', { read: readBlob } as ProductRequestInit),
};

it('names a call for every operation on the list, and only those', () => {
  expect(Object.keys(CALLS).sort()).toEqual([...READ_ONLY_OPERATIONS].sort());
});

it.each(Object.keys(CALLS))('%s changes nothing, answered or refused', async (operationId) => {
  await signIn('admin@demo.test');
  const before = parts();
  await CALLS[operationId]!();
  expect(changed(before)).toEqual([]);

  // A professional is refused most of these (403) or answered about themselves.
  await signIn('professional@demo.test');
  const again = parts();
  await CALLS[operationId]!().catch(() => undefined);
  expect(changed(again)).toEqual([]);
});
