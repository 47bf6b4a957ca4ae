/**
 * A file checked against the upload policy before it is sent (the server checks again): its size,
 * and its kind by its first bytes (a PDF, JPEG or PNG), whatever its name or claimed type says.
 */
import type { IntlShape } from 'react-intl';
import type { DocumentMediaType, DocumentPolicy } from '@generated/product/model';

export type FileProblem = 'empty' | 'too-large' | 'wrong-type' | 'unreadable';

const SIGNATURES: ReadonlyArray<readonly [DocumentMediaType, readonly number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  // jsdom's Blob has no arrayBuffer(); FileReader is everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(slice);
  });
}

export async function checkFile(
  file: Blob,
  policy: DocumentPolicy | undefined,
): Promise<{ ok: true; mediaType: DocumentMediaType } | { ok: false; problem: FileProblem }> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (policy && file.size > policy.maxBytes) return { ok: false, problem: 'too-large' };
  let head: Uint8Array;
  try {
    head = await firstBytes(file, 8);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const found = SIGNATURES.find(([, signature]) => signature.every((b, i) => head[i] === b));
  const accepted = policy?.mediaTypes ?? SIGNATURES.map(([type]) => type);
  if (!found || !accepted.includes(found[0])) return { ok: false, problem: 'wrong-type' };
  return { ok: true, mediaType: found[0] };
}

/** Bytes as a person reads them, in the reader's language ('2.4 MB', '2,4 MB'). */
export function formatBytes(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1)
    return intl.formatNumber(mb, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), {
    style: 'unit',
    unit: 'kilobyte',
  });
}
