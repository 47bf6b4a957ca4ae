/**
 * @jest-environment node
 *
 * The documents behind a credential (issue #34 item 5): kept byte for byte, checked by content
 * and size whatever the name says, and open to change only until a reviewer has judged them.
 */
import { listProfessionalEvents } from '@generated/product/endpoints/audit/audit';
import { reviewCredential } from '@generated/product/endpoints/reviews/reviews';
import { listProfessionalCredentials } from '@generated/product/endpoints/credentials/credentials';
import {
  deleteCredentialDocument,
  downloadCredentialDocument,
  getDocumentPolicy,
  uploadCredentialDocument,
} from '@generated/product/endpoints/documents/documents';
import { SPECIMEN_SHA256 } from '@mocks/seed-documents';
import { resetDemoData } from '@mocks/store';
import { samplePdf } from '@tests/utils/contract-calls';
import { setupMockServer } from '@tests/utils/msw';
import { readBlob } from '@/lib/http/file-transfer';
import type { ProductRequestInit } from '@/lib/http/product-client';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

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

const PENDING_PHYSICAL = 'c-1001-06';

function file(bytes: number[], name: string, type = 'application/pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('uploadCredentialDocument and downloadCredentialDocument', () => {
  it('keeps the bytes exactly: the download is what was sent, with its name and hash', async () => {
    await signIn('professional@demo.test');
    const sent = samplePdf('physical exam.pdf', 4096);
    const stored = await uploadCredentialDocument('me', PENDING_PHYSICAL, { file: sent });
    const digest = Buffer.from(
      await crypto.subtle.digest('SHA-256', await sent.arrayBuffer()),
    ).toString('hex');
    expect(stored).toMatchObject({
      name: 'physical exam.pdf',
      mediaType: 'application/pdf',
      size: 4096,
      sha256: digest,
    });
    const back = await download('me', PENDING_PHYSICAL, stored.id);
    expect(back).toBeInstanceOf(Blob);
    expect(back.type).toBe('application/pdf');
    expect(Buffer.from(await back.arrayBuffer())).toEqual(Buffer.from(await sent.arrayBuffer()));
    const wallet = await listProfessionalCredentials('me');
    // After the synthetic scan the seed gave it.
    expect(wallet.items.find((c) => c.id === PENDING_PHYSICAL)?.documents).toEqual([
      expect.objectContaining({ id: 'd-c-1001-06-seed' }),
      stored,
    ]);
    expect((await listProfessionalEvents('me')).items[0]).toMatchObject({
      action: 'document.uploaded',
      credentialId: PENDING_PHYSICAL,
      documentName: 'physical exam.pdf',
    });
  });

  it('judges a file by its first bytes: a JPEG named .pdf is a JPEG; a program named .pdf is refused (415)', async () => {
    await signIn('professional@demo.test');
    const jpeg = await uploadCredentialDocument('me', PENDING_PHYSICAL, {
      file: file([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'scan.pdf'),
    });
    expect(jpeg.mediaType).toBe('image/jpeg');
    const program = await failure(
      uploadCredentialDocument('me', PENDING_PHYSICAL, {
        file: file([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0], 'card.pdf'),
      }),
    );
    expect(program).toMatchObject({ status: 415 });
    expect(program.message).toBe('The file is not a PDF, JPEG or PNG');
  });

  it('refuses a file over the policy size (413) and an empty one (400); stores neither', async () => {
    await signIn('professional@demo.test');
    const policy = await getDocumentPolicy();
    expect(policy).toEqual({
      maxBytes: 10 * 1024 * 1024,
      mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      maxPerCredential: 5,
      mediaTypesByCredentialType: {
        resume: [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
      },
    });
    const big = await failure(
      uploadCredentialDocument('me', PENDING_PHYSICAL, {
        file: samplePdf('big.pdf', policy.maxBytes + 1),
      }),
    );
    expect(big).toMatchObject({ status: 413, message: 'The file is larger than 10 MB' });
    expect(
      await failure(uploadCredentialDocument('me', PENDING_PHYSICAL, { file: file([], 'x.pdf') })),
    ).toMatchObject({ status: 400 });
    const wallet = await listProfessionalCredentials('me');
    expect(wallet.items.find((c) => c.id === PENDING_PHYSICAL)?.documents).toHaveLength(1);
  });

  it('carries at most maxPerCredential documents (409 after)', async () => {
    await signIn('professional@demo.test');
    for (let i = 1; i < 5; i += 1)
      // the seed's scan is the first
      await uploadCredentialDocument('me', PENDING_PHYSICAL, { file: samplePdf(`p${i}.pdf`) });
    expect(
      await failure(
        uploadCredentialDocument('me', PENDING_PHYSICAL, { file: samplePdf('p5.pdf') }),
      ),
    ).toMatchObject({ status: 409 });
  });

  it('keeps what a reviewer judged: no upload or removal once approved (409)', async () => {
    await signIn('professional@demo.test');
    const stored = await uploadCredentialDocument('me', PENDING_PHYSICAL, { file: samplePdf() });
    await signIn('admin@demo.test');
    await reviewCredential('1001', PENDING_PHYSICAL, { decision: 'approve' });
    await signIn('professional@demo.test');
    expect(
      await failure(uploadCredentialDocument('me', PENDING_PHYSICAL, { file: samplePdf() })),
    ).toMatchObject({ status: 409 });
    expect(
      await failure(deleteCredentialDocument('me', PENDING_PHYSICAL, stored.id)),
    ).toMatchObject({ status: 409 });
    // A resume is never reviewed: its documents stay the professional's to change.
    await uploadCredentialDocument('me', 'c-1001-14', { file: samplePdf('cv.pdf') });
  });

  it('removes a document: gone from the credential, its download 404, the trail says so', async () => {
    await signIn('professional@demo.test');
    const stored = await uploadCredentialDocument('me', PENDING_PHYSICAL, { file: samplePdf() });
    await deleteCredentialDocument('me', PENDING_PHYSICAL, stored.id);
    expect(await failure(download('me', PENDING_PHYSICAL, stored.id))).toMatchObject({
      status: 404,
    });
    expect((await listProfessionalEvents('me')).items[0]).toMatchObject({
      action: 'document.deleted',
      documentName: 'card.pdf',
    });
  });
});

describe('seeded documents', () => {
  it('gives the demo professional’s pending physical a synthetic PDF whose bytes match its hash', async () => {
    await signIn('admin@demo.test');
    const wallet = await listProfessionalCredentials('1001');
    const [document] = wallet.items.find((c) => c.id === PENDING_PHYSICAL)!.documents;
    expect(document).toMatchObject({ name: 'physical.pdf', mediaType: 'application/pdf' });
    const bytes = await (await download('1001', PENDING_PHYSICAL, document!.id)).arrayBuffer();
    expect(bytes.byteLength).toBe(document!.size);
    const digest = Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('hex');
    expect(digest).toBe(SPECIMEN_SHA256);
    expect(document!.sha256).toBe(SPECIMEN_SHA256);
    expect(Buffer.from(bytes).toString('latin1')).toContain('(Synthetic demo document)');
  });
});

describe('who may', () => {
  it('lets staff who may read the record download, and nobody but the professional and admin upload (403)', async () => {
    await signIn('professional@demo.test');
    const stored = await uploadCredentialDocument('me', PENDING_PHYSICAL, { file: samplePdf() });
    await signIn('recruiter@demo.test');
    const read = await download('1001', PENDING_PHYSICAL, stored.id);
    expect(read.size).toBe(stored.size);
    expect(
      await failure(uploadCredentialDocument('1001', PENDING_PHYSICAL, { file: samplePdf() })),
    ).toMatchObject({ status: 403 });
    expect(
      await failure(deleteCredentialDocument('1001', PENDING_PHYSICAL, stored.id)),
    ).toMatchObject({ status: 403 });
    await signIn('admin@demo.test');
    await uploadCredentialDocument('1001', PENDING_PHYSICAL, { file: samplePdf('by-admin.pdf') });
  });

  it('refuses another professional their colleague’s documents (403)', async () => {
    await signIn('admin@demo.test');
    const wallet = await listProfessionalCredentials('2009');
    const theirs = wallet.items[0]!.id;
    await signIn('professional@demo.test');
    expect(await failure(download('2009', theirs, 'd-x-1'))).toMatchObject({
      status: 403,
    });
    expect(
      await failure(uploadCredentialDocument('2009', theirs, { file: samplePdf() })),
    ).toMatchObject({ status: 403 });
  });
});
