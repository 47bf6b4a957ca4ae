/**
 * A document checked before it is sent (issue #34 item 5): by size against the policy and by its
 * first bytes, whatever its name or claimed type says.
 */
import { createIntl } from 'react-intl';
import type { DocumentPolicy } from '@generated/product/model';
import { notDocxBytes, sampleDocxBytes } from '@tests/utils/sample-docx';
import { checkFile, formatBytes } from '@/features/documents/file-check';

const policy: DocumentPolicy = {
  maxBytes: 10 * 1024 * 1024,
  mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxPerCredential: 5,
};
const file = (bytes: number[], name: string, type = 'application/pdf', pad = 0) =>
  new File([new Uint8Array(bytes), new Uint8Array(pad)], name, { type });

describe('checkFile', () => {
  it('takes a Word document for a résumé by the parts its archive names, and nowhere else', async () => {
    const written: DocumentPolicy = {
      ...policy,
      mediaTypesByCredentialType: {
        resume: [
          'application/pdf',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
      },
    };
    const docx = new File([sampleDocxBytes()], 'cv.docx');
    await expect(checkFile(docx, written, 'resume')).resolves.toEqual({
      ok: true,
      mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    for (const [refused, typeId] of [
      [docx, 'physical'],
      [new File([notDocxBytes()], 'cv.docx'), 'resume'],
      [file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'cv.png'), 'resume'],
    ] as const)
      await expect(checkFile(refused, written, typeId)).resolves.toEqual({
        ok: false,
        problem: 'wrong-type',
      });
  });

  it('takes a PDF, a JPEG and a PNG by their first bytes, whatever they are called', async () => {
    await expect(
      checkFile(file([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'a.pdf'), policy),
    ).resolves.toEqual({
      ok: true,
      mediaType: 'application/pdf',
    });
    await expect(checkFile(file([0xff, 0xd8, 0xff, 0xe1], 'scan.pdf'), policy)).resolves.toEqual({
      ok: true,
      mediaType: 'image/jpeg',
    });
    await expect(
      checkFile(file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'x.bin', ''), policy),
    ).resolves.toEqual({ ok: true, mediaType: 'image/png' });
  });

  it('refuses a program renamed .pdf, an empty file and one over the limit', async () => {
    await expect(checkFile(file([0x4d, 0x5a, 0x90, 0], 'card.pdf'), policy)).resolves.toEqual({
      ok: false,
      problem: 'wrong-type',
    });
    await expect(checkFile(file([], 'empty.pdf'), policy)).resolves.toEqual({
      ok: false,
      problem: 'empty',
    });
    const big = file([0x25, 0x50, 0x44, 0x46, 0x2d], 'big.pdf', 'application/pdf', policy.maxBytes);
    await expect(checkFile(big, policy)).resolves.toEqual({ ok: false, problem: 'too-large' });
    // Exactly at the limit is accepted.
    const edge = file(
      [0x25, 0x50, 0x44, 0x46, 0x2d],
      'edge.pdf',
      'application/pdf',
      policy.maxBytes - 5,
    );
    await expect(checkFile(edge, policy)).resolves.toMatchObject({ ok: true });
  });

  it('refuses a kind the policy does not list, even one the platform knows', async () => {
    const pdfOnly = { ...policy, mediaTypes: ['application/pdf' as const] };
    await expect(
      checkFile(file([0xff, 0xd8, 0xff], 'a.jpg', 'image/jpeg'), pdfOnly),
    ).resolves.toEqual({
      ok: false,
      problem: 'wrong-type',
    });
  });
});

describe('formatBytes', () => {
  it('says sizes in the reader’s language', () => {
    const en = createIntl({ locale: 'en' });
    const es = createIntl({ locale: 'es' });
    expect(formatBytes(en, 2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(es, 2.5 * 1024 * 1024)).toBe('2,5 MB');
    expect(formatBytes(en, 808)).toBe('1 kB');
  });
});
