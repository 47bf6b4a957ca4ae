/**
 * A file checked against the upload policy before it is sent (the server checks again): its size,
 * and its kind by its content (a PDF, JPEG or PNG by its first bytes; a Word document by the parts
 * its ZIP directory names), whatever its name or claimed type says.
 */
import type { IntlShape } from 'react-intl';
import type { DocumentMediaType, DocumentPolicy } from '@generated/product/model';

export type FileProblem = 'empty' | 'too-large' | 'wrong-type' | 'unreadable';

/** What a check needs of a policy: the wallet's document policy, or the file manager's storage. */
export type CheckPolicy = Pick<DocumentPolicy, 'maxBytes' | 'mediaTypes'> &
  Partial<Pick<DocumentPolicy, 'mediaTypesByCredentialType'>>;

export const DOCX: DocumentMediaType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The names a picker offers for each kind (a hint: the content decides). */
export const EXTENSIONS: Readonly<Record<DocumentMediaType, string[]>> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

const SIGNATURES: ReadonlyArray<readonly [DocumentMediaType, readonly number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

async function bytesOf(file: Blob, start: number, end: number): Promise<Uint8Array> {
  const slice = file.slice(start, end);
  // jsdom's Blob has no arrayBuffer(); FileReader is everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(slice);
  });
}

/** The kinds of file the policy accepts for a credential of this type. */
export function acceptedKinds(
  policy: CheckPolicy | undefined,
  typeId?: string,
): readonly DocumentMediaType[] {
  const byType = typeId === undefined ? undefined : policy?.mediaTypesByCredentialType?.[typeId];
  return byType ?? policy?.mediaTypes ?? SIGNATURES.map(([type]) => type);
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const encoded = (text: string) => new TextEncoder().encode(text);
const PARTS = [encoded('[Content_Types].xml'), encoded('word/document.xml')];

function holds(bytes: Uint8Array, needle: Uint8Array): boolean {
  for (let i = 0; i + needle.length <= bytes.length; i += 1)
    if (needle.every((b, j) => bytes[i + j] === b)) return true;
  return false;
}

/** A Word document: a ZIP whose directory (at its end) names the parts every DOCX holds. */
async function isDocx(file: Blob, head: Uint8Array): Promise<boolean> {
  if (!ZIP.every((b, i) => head[i] === b)) return false;
  const directory = await bytesOf(file, Math.max(0, file.size - 64 * 1024), file.size);
  return PARTS.every((part) => holds(directory, part));
}

export async function checkFile(
  file: Blob,
  policy: CheckPolicy | undefined,
  typeId?: string,
): Promise<{ ok: true; mediaType: DocumentMediaType } | { ok: false; problem: FileProblem }> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (policy && file.size > policy.maxBytes) return { ok: false, problem: 'too-large' };
  const accepted = acceptedKinds(policy, typeId);
  let found: DocumentMediaType | undefined;
  try {
    const head = await bytesOf(file, 0, 8);
    found = SIGNATURES.find(([, signature]) => signature.every((b, i) => head[i] === b))?.[0];
    if (!found && accepted.includes(DOCX) && (await isDocx(file, head))) found = DOCX;
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (!found || !accepted.includes(found)) return { ok: false, problem: 'wrong-type' };
  return { ok: true, mediaType: found };
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
