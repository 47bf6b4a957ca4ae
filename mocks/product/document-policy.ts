/**
 * What a document may be (the contract's `DocumentPolicy`), and the check of a file by its
 * content: the first bytes of a PDF, a JPEG or a PNG, whatever the name or the claimed type say.
 */
import type { DocumentMediaType, DocumentPolicy } from '../../generated/product/model';

export const DOCUMENT_POLICY: DocumentPolicy = {
  maxBytes: 10 * 1024 * 1024,
  mediaTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxPerCredential: 5,
};

/** The largest multipart body an upload may need: the file, plus its part's headers. */
export const UPLOAD_BODY_LIMIT = DOCUMENT_POLICY.maxBytes + 64 * 1024;

const SIGNATURES: ReadonlyArray<readonly [DocumentMediaType, readonly number[]]> = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The media type the bytes begin with, if one the platform keeps. */
export function mediaTypeOf(bytes: Uint8Array): DocumentMediaType | undefined {
  return SIGNATURES.find(([, signature]) => signature.every((b, i) => bytes[i] === b))?.[0];
}

/** Megabytes as a person reads them in a message (10485760 → '10 MB'). */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
