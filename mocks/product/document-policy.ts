/**
 * What a document may be (the contract's `DocumentPolicy`), and the check of a file by its
 * content: the first bytes of a PDF, a JPEG or a PNG, the parts of a Word document (DOCX), whatever
 * the name or the claimed type say.
 */
import type { DocumentMediaType, DocumentPolicy } from '../../generated/product/model';

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const DOCUMENT_POLICY: DocumentPolicy = {
  maxBytes: 10 * 1024 * 1024,
  mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxPerCredential: 5,
  // A résumé is written, not photographed: a PDF or a Word document.
  mediaTypesByCredentialType: { resume: ['application/pdf', DOCX] },
};

/** The kinds of file a credential of this type may carry. */
export const acceptedFor = (typeId: string): readonly DocumentMediaType[] =>
  DOCUMENT_POLICY.mediaTypesByCredentialType?.[typeId] ?? DOCUMENT_POLICY.mediaTypes;

/** The largest multipart body an upload may need: the file, plus its part's headers. */
export const UPLOAD_BODY_LIMIT = DOCUMENT_POLICY.maxBytes + 64 * 1024;

const SIGNATURES: ReadonlyArray<readonly [DocumentMediaType, readonly number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

function holds(bytes: Uint8Array, needle: readonly number[]): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * A Word document: a ZIP archive whose directory (at its end) names the parts every DOCX holds.
 * Any other ZIP (a spreadsheet, an archive renamed .docx) is not one.
 */
function isDocx(bytes: Uint8Array): boolean {
  if (!ZIP.every((b, i) => bytes[i] === b)) return false;
  const directory = bytes.subarray(Math.max(0, bytes.length - 64 * 1024));
  return (
    holds(directory, ascii('[Content_Types].xml')) && holds(directory, ascii('word/document.xml'))
  );
}

/** The media type the bytes are, if one the platform keeps. */
export function mediaTypeOf(bytes: Uint8Array): DocumentMediaType | undefined {
  if (isDocx(bytes)) return DOCX;
  return SIGNATURES.find(([, signature]) => signature.every((b, i) => bytes[i] === b))?.[0];
}

/** Megabytes as a person reads them in a message (10485760 → '10 MB'). */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
