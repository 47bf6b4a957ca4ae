/**
 * @jest-environment node
 *
 * The file manager's API (decision 036): files uploaded by staff kept byte for byte, checked by
 * content, size and the organization's storage; renamed, moved and deleted; folders made, renamed
 * and deleted once empty; and each
 * professional's wallet documents in a folder that only those who may read their record open.
 */
import {
  createFolder,
  deleteFile,
  deleteFolder,
  downloadFile,
  getFileStorage,
  listFiles,
  listFolders,
  updateFile,
  updateFolder,
  uploadFile,
} from '@generated/product/endpoints/files/files';
import { getDb, resetDemoData } from '@mocks/store';
import { samplePdf } from '@tests/utils/contract-calls';
import { setupMockServer } from '@tests/utils/msw';
import { readBlob } from '@/lib/http/file-transfer';
import type { ProductRequestInit } from '@/lib/http/product-client';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();

beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const download = (id: string) =>
  downloadFile(id, { read: readBlob } as ProductRequestInit) as Promise<Blob>;

const hex = async (blob: Blob) =>
  Buffer.from(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer())).toString('hex');

/** The demo professional, Pablo (README), and another with wallet documents. */
const PABLO = 'p-1001';
const otherWallet = () =>
  getDb().professionals.find(
    (p) => p.id !== 1001 && p.credentials.some((c) => c.documents?.length),
  )!;

describe('files uploaded by staff', () => {
  it('keeps the bytes, renames (keeping the extension), moves and deletes, and counts the storage', async () => {
    await signIn('admin@demo.test');
    const before = (await getFileStorage()).usedBytes;
    const sent = samplePdf('scan.pdf', 5 * 1024 * 1024);
    const stored = await uploadFile({ file: sent, folderId: 'f-2' });
    expect(stored).toMatchObject({ name: 'scan.pdf', folderId: 'f-2', size: sent.size });
    expect((await getFileStorage()).usedBytes).toBe(before + sent.size);
    const back = await download(stored.id);
    expect(await hex(back)).toBe(await hex(sent));
    expect(stored.sha256).toBe(await hex(sent));

    // The same name again in the folder gets a number.
    expect((await uploadFile({ file: samplePdf('scan.pdf'), folderId: 'f-2' })).name).toBe(
      'scan (2).pdf',
    );
    const renamed = await updateFile(stored.id, { name: 'Lab report' });
    expect(renamed.name).toBe('Lab report.pdf');
    expect((await updateFile(stored.id, { folderId: 'f-4' })).folderId).toBe('f-4');
    expect((await listFiles({ folderId: 'f-4' })).items.map((f) => f.name)).toContain(
      'Lab report.pdf',
    );
    expect(
      (await failure(updateFile(stored.id, { name: 'scan (2).pdf', folderId: 'f-2' }))).status,
    ).toBe(409);

    await deleteFile(stored.id);
    expect((await listFiles({ search: 'lab report' })).total).toBe(0);
    expect((await getFileStorage()).usedBytes).toBe(before + samplePdf().size);
    expect((await failure(download(stored.id))).status).toBe(404);
  });

  it('refuses a program named .pdf, a file over the limit and one that would fill the storage', async () => {
    await signIn('admin@demo.test');
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0])], 'invoice.pdf', {
      type: 'application/pdf',
    });
    const refused = await failure(uploadFile({ file: program, folderId: 'shared' }));
    expect(refused.status).toBe(415);
    const big = await failure(
      uploadFile({ file: samplePdf('big.pdf', 10 * 1024 * 1024 + 1), folderId: 'shared' }),
    );
    expect([big.status, (big.body as { code: string }).code]).toEqual([413, 'payload_too_large']);

    const full = getDb().files[0]!;
    full.size = 100 * 1024 * 1024 - 1000;
    const noRoom = await failure(uploadFile({ file: samplePdf('a.pdf', 4096), folderId: 'f-1' }));
    expect([noRoom.status, (noRoom.body as { code: string }).code]).toEqual([413, 'storage_full']);
  });

  it('makes folders in the shared one, once per name, never in a professional’s', async () => {
    await signIn('admin@demo.test');
    const made = await createFolder({ name: 'Training', parentId: 'f-3' });
    expect(made).toMatchObject({ name: 'Training', parentId: 'f-3', kind: 'shared' });
    expect((await failure(createFolder({ name: 'training', parentId: 'f-3' }))).status).toBe(409);
    expect((await failure(createFolder({ name: 'Mine', parentId: PABLO }))).status).toBe(409);
    expect((await failure(createFolder({ name: 'Lost', parentId: 'f-999' }))).status).toBe(404);
  });

  it('renames a folder made here and deletes it once empty; the platform’s folders stay', async () => {
    await signIn('admin@demo.test');
    expect(await updateFolder('f-1', { name: 'Policies 2026' })).toMatchObject({
      id: 'f-1',
      name: 'Policies 2026',
      fileCount: 2,
    });
    expect((await failure(updateFolder('f-1', { name: 'onboarding PACKETS' }))).status).toBe(409);
    for (const kept of ['shared', 'professionals', PABLO]) {
      expect((await failure(updateFolder(kept, { name: 'Mine' }))).status).toBe(409);
      expect((await failure(deleteFolder(kept))).status).toBe(409);
    }
    expect((await failure(updateFolder('f-99', { name: 'Lost' }))).status).toBe(404);
    expect((await failure(deleteFolder('x-1'))).status).toBe(400);

    // Not while it holds a file, nor a folder: nothing is deleted unseen.
    const refused = await failure(deleteFolder('f-1'));
    expect(refused).toMatchObject({ status: 409 });
    expect((await listFiles({ folderId: 'f-1' })).total).toBe(2);
    expect((await failure(deleteFolder('f-3'))).status).toBe(409);
    await deleteFolder('f-5');
    expect((await listFolders()).items.map((f) => f.id)).not.toContain('f-5');
    expect((await failure(listFiles({ folderId: 'f-5' }))).status).toBe(404);

    await signIn('professional@demo.test');
    expect((await failure(updateFolder('f-2', { name: 'Mine' }))).status).toBe(403);
    expect((await failure(deleteFolder('f-2'))).status).toBe(403);
  });
});

describe('wallet documents', () => {
  it('shows staff a folder per professional, read-only here', async () => {
    await signIn('admin@demo.test');
    const folders = (await listFolders()).items;
    expect(folders.find((f) => f.id === PABLO)).toMatchObject({
      parentId: 'professionals',
      kind: 'professional',
      writable: false,
    });
    const documents = await listFiles({ folderId: PABLO });
    expect(documents.total).toBeGreaterThan(0);
    const first = documents.items[0]!;
    expect(first.writable).toBe(false);
    expect((await failure(updateFile(first.id, { name: 'x.pdf' }))).status).toBe(409);
    expect((await failure(deleteFile(first.id))).status).toBe(409);
    expect((await download(first.id)).size).toBe(first.size);
  });

  it('gives a professional their own folder only, and refuses another’s (403)', async () => {
    await signIn('professional@demo.test');
    const folders = (await listFolders()).items;
    expect(folders.map((f) => f.id)).toEqual([PABLO]);
    expect((await listFiles({ folderId: PABLO })).total).toBeGreaterThan(0);
    const other = otherWallet();
    expect((await failure(listFiles({ folderId: `p-${other.id}` }))).status).toBe(403);
    const theirs = other.credentials.flatMap((c) => c.documents ?? [])[0]!;
    expect((await failure(download(theirs.id))).status).toBe(404);
    expect((await failure(listFiles({ folderId: 'shared' }))).status).toBe(403);
    expect((await failure(uploadFile({ file: samplePdf(), folderId: 'shared' }))).status).toBe(403);
    expect((await failure(getFileStorage())).status).toBe(403);
  });
});
