/** @jest-environment node */
/**
 * A résumé is written, not photographed (decision 029): its documents are PDFs or Word documents
 * (DOCX), each judged by its content (a ZIP that names a Word document's parts), while other
 * credentials keep to PDF, JPEG and PNG. What is stored comes back exactly.
 */
import { listProfessionalCredentials } from '@generated/product/endpoints/credentials/credentials';
import {
  downloadCredentialDocument,
  uploadCredentialDocument,
} from '@generated/product/endpoints/documents/documents';
import { resetDemoData } from '@mocks/store';
import { notDocxBytes, sampleDocxBytes } from '@tests/utils/sample-docx';
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

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const PENDING_PHYSICAL = 'c-1001-06';

async function pablosResume(): Promise<string> {
  const { items } = await listProfessionalCredentials('me');
  return items.find((c) => c.typeId === 'resume' && !c.replacedBy)!.id;
}

it('takes a Word document as a résumé, judged by its content, and gives back its bytes', async () => {
  await signIn('professional@demo.test');
  const resume = await pablosResume();
  const bytes = sampleDocxBytes();
  const stored = await uploadCredentialDocument('me', resume, {
    file: new File([bytes], 'Pablo CV.docx', { type: 'application/octet-stream' }),
  });
  expect(stored).toMatchObject({ name: 'Pablo CV.docx', mediaType: DOCX, size: bytes.length });
  const back = (await downloadCredentialDocument('me', resume, stored.id, {
    read: readBlob,
  } as ProductRequestInit)) as Blob;
  expect(back.type).toBe(DOCX);
  expect(new Uint8Array(await back.arrayBuffer())).toEqual(bytes);
});

it('refuses for a résumé a picture and an archive named .docx; for a physical, a Word document', async () => {
  await signIn('professional@demo.test');
  const resume = await pablosResume();
  const picture = await failure(
    uploadCredentialDocument('me', resume, { file: new File([new Uint8Array(PNG)], 'cv.png') }),
  );
  expect([picture.status, picture.body]).toMatchObject([
    415,
    { message: 'The file is not a PDF or a Word document' },
  ]);
  const archive = await failure(
    uploadCredentialDocument('me', resume, { file: new File([notDocxBytes()], 'cv.docx') }),
  );
  expect(archive.status).toBe(415);
  const word = await failure(
    uploadCredentialDocument('me', PENDING_PHYSICAL, {
      file: new File([sampleDocxBytes()], 'physical.docx'),
    }),
  );
  expect([word.status, word.body]).toMatchObject([
    415,
    { message: 'The file is not a PDF, JPEG or PNG' },
  ]);
});
