/**
 * The documents the seed gives its credentials: one small synthetic PDF ('SPECIMEN · Synthetic
 * demo document · Not a real credential'), shared by every seeded document so the state carries
 * only their records. Uploaded documents are kept by document-bytes.ts; a seeded one's bytes are
 * these (tests/mocks/product-documents.test.ts holds SPECIMEN_SHA256 to the bytes).
 */
import type { CredentialDocument } from '../generated/product/model';
import { credentialType, isCredentialTypeId } from './compliance/catalog';
import type { CredentialRecord, ProfessionalRecord } from './db';

const SPECIMEN_PDF =
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 396] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>\nendobj\n4 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\n5 0 obj\n<< /Length 264 >>\nstream\nBT /F1 28 Tf 40 300 Td (SPECIMEN) Tj ET\nBT /F1 14 Tf 40 260 Td (Synthetic demo document) Tj ET\nBT /F1 14 Tf 40 236 Td (Not a real credential - no real person) Tj ET\nBT /F1 11 Tf 40 200 Td (Compliance platform demo data) Tj ET\n0.2 0.4 0.8 RG 4 w 20 20 572 356 re S\nendstream\nendobj\nxref\n0 6\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \n0000000241 00000 n \n0000000311 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n625\n%%EOF\n';

export const SPECIMEN_SHA256 = '6ed14789d5512442f7071d6283ea527efacf4f728d65ac38946315754945ff8b';
export const SPECIMEN_BYTES = new TextEncoder().encode(SPECIMEN_PDF);

const SEED_SUFFIX = '-seed';

/** The bytes of a seeded document, by its id. */
export function seededDocumentBytes(id: string): Uint8Array | undefined {
  return id.endsWith(SEED_SUFFIX) ? SPECIMEN_BYTES : undefined;
}

/** A seeded credential's document, uploaded the day the credential was added. */
export function seededDocument(credential: CredentialRecord): CredentialDocument {
  return {
    id: `d-${credential.id}${SEED_SUFFIX}`,
    name: `${credential.typeId}.pdf`,
    mediaType: 'application/pdf',
    size: SPECIMEN_BYTES.length,
    sha256: SPECIMEN_SHA256,
    uploadedAt: credential.addedAt,
  };
}

/**
 * Documents where a person opening the demo looks for them: every card and record of the demo
 * professional, and what waits for a reviewer (or was rejected) anywhere. The other seeded
 * credentials carry none, which keeps the state small.
 */
export function attachSeededDocuments(
  professionals: ProfessionalRecord[],
  demoProfessionalId: number,
): void {
  for (const professional of professionals)
    for (const credential of professional.credentials) {
      const type = isCredentialTypeId(credential.typeId)
        ? credentialType(credential.typeId)
        : undefined;
      if (!type?.needsDocument) continue;
      if (professional.id === demoProfessionalId || credential.reviewState !== 'approved')
        credential.documents = [seededDocument(credential)];
    }
}
