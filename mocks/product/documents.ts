/**
 * The documents behind a credential: uploaded as a multipart `file`, checked by content and size
 * against the policy, kept byte for byte (document-bytes.ts), downloaded by whoever may read the
 * record, removed while the credential has not been judged on them.
 */
import { http, HttpResponse } from 'msw';
import type { PathParams } from 'msw';
import { documentIdPathParameter } from '../../generated/product/constants';
import {
  getDeleteCredentialDocumentMockHandler,
  getGetDocumentPolicyMockHandler,
  getUploadCredentialDocumentMockHandler,
} from '../../generated/product/endpoints/documents/documents.msw';
import type { CredentialDocument, DocumentPolicy } from '../../generated/product/model';
import { productStamp } from '../calendar';
import { credentialType, isCredentialTypeId } from '../compliance/catalog';
import type { CredentialRecord, ProfessionalRecord } from '../db';
import { documentBytes } from '../document-bytes';
import { seededDocumentBytes } from '../seed-documents';
import { operation } from '../faults';
import { recordEvent } from './audit-trail';
import { fail, requireCaller } from './caller';
import { cleanName, disposition, fileOf, sha256 } from './upload';
import { heldBy, writable } from './credential-writes';
import { acceptedFor, DOCUMENT_POLICY, DOCX, mediaTypeOf, megabytes } from './document-policy';
import { readableProfessional, viewerOf } from './professional-access';

const documentIdPattern = new RegExp(documentIdPathParameter.pattern);

/**
 * Documents may change while nobody has judged the credential on them: it waits for a reviewer
 * (or its type has none) and no renewal has replaced it.
 */
function openToDocuments(credential: CredentialRecord): void {
  const reviewed =
    isCredentialTypeId(credential.typeId) &&
    credentialType(credential.typeId).needsReview &&
    credential.reviewState !== 'pending';
  if (reviewed || credential.replacedBy)
    fail(
      409,
      'This credential was reviewed with the documents it has; add a new copy instead',
      'conflict',
    );
}

function documentOf(credential: CredentialRecord, documentId: string): CredentialDocument {
  if (!documentIdPattern.test(documentId)) fail(400, 'The document id is not valid', 'bad_request');
  const document = credential.documents?.find((d) => d.id === documentId);
  if (!document) fail(404, 'Document not found', 'not_found');
  return document;
}

function newDocumentId(credential: CredentialRecord): string {
  return `d-${credential.id}-${crypto.randomUUID().slice(0, 8)}`;
}

function target(params: Record<string, unknown>, write: boolean, request: Request) {
  return requireCaller(request).then((caller) => {
    const viewer = viewerOf(caller);
    const professional: ProfessionalRecord = write
      ? writable(String(params.id), viewer)
      : readableProfessional(String(params.id), viewer);
    return { viewer, professional, credential: heldBy(professional, String(params.credentialId)) };
  });
}

export const documentHandlers = [
  getGetDocumentPolicyMockHandler(
    operation('getDocumentPolicy', 'product', async ({ request }): Promise<DocumentPolicy> => {
      await requireCaller(request);
      return DOCUMENT_POLICY;
    }),
  ),

  getUploadCredentialDocumentMockHandler(
    operation(
      'uploadCredentialDocument',
      'product',
      async ({ request, params }): Promise<CredentialDocument> => {
        const { viewer, professional, credential } = await target(params, true, request);
        openToDocuments(credential);
        const { file } = await fileOf(request);
        if (file.size > DOCUMENT_POLICY.maxBytes)
          fail(
            413,
            `The file is larger than ${megabytes(DOCUMENT_POLICY.maxBytes)}`,
            'payload_too_large',
          );
        const bytes = new Uint8Array(await file.arrayBuffer());
        const mediaType = mediaTypeOf(bytes);
        const accepted = acceptedFor(credential.typeId);
        const written = accepted.includes(DOCX);
        if (!mediaType || !accepted.includes(mediaType))
          fail(
            415,
            written
              ? 'The file is not a PDF or a Word document'
              : 'The file is not a PDF, JPEG or PNG',
            'unsupported_media_type',
          );
        const documents = credential.documents ?? [];
        if (documents.length >= DOCUMENT_POLICY.maxPerCredential)
          fail(
            409,
            `A credential carries at most ${DOCUMENT_POLICY.maxPerCredential} documents`,
            'conflict',
          );
        const document: CredentialDocument = {
          id: newDocumentId(credential),
          name: cleanName(file.name),
          mediaType,
          size: bytes.length,
          sha256: await sha256(bytes),
          uploadedAt: productStamp(),
        };
        await documentBytes().put(document.id, bytes);
        credential.documents = [...documents, document];
        professional.revision += 1;
        recordEvent(viewer, {
          professionalId: professional.id,
          action: 'document.uploaded',
          credentialId: credential.id,
          typeId: credential.typeId,
          documentName: document.name,
        });
        return document;
      },
    ),
  ),

  // Hand-written: the generated factory answers JSON, and a download answers the file's bytes.
  http.get(
    '*/professionals/:id/credentials/:credentialId/documents/:documentId',
    operation(
      'downloadCredentialDocument',
      'product',
      async ({ request, params }: { request: Request; params: PathParams }) => {
        const { credential } = await target(params, false, request);
        const document = documentOf(credential, String(params.documentId));
        const bytes = (await documentBytes().get(document.id)) ?? seededDocumentBytes(document.id);
        if (!bytes) fail(404, 'Document not found', 'not_found');
        return new HttpResponse(bytes, {
          status: 200,
          headers: {
            'Content-Type': document.mediaType,
            'Content-Length': String(bytes.length),
            'Content-Disposition': disposition(document.name),
          },
        });
      },
    ),
  ),

  getDeleteCredentialDocumentMockHandler(
    operation('deleteCredentialDocument', 'product', async ({ request, params }) => {
      const { viewer, professional, credential } = await target(params, true, request);
      const document = documentOf(credential, String(params.documentId));
      openToDocuments(credential);
      credential.documents = (credential.documents ?? []).filter((d) => d.id !== document.id);
      await documentBytes().delete(document.id);
      professional.revision += 1;
      recordEvent(viewer, {
        professionalId: professional.id,
        action: 'document.deleted',
        credentialId: credential.id,
        typeId: credential.typeId,
        documentName: document.name,
      });
    }),
  ),
];
