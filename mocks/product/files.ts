/**
 * The file manager's files (decision 036; the folders: folders.ts): files uploaded by staff (checked by content,
 * size and the organization's storage; kept byte for byte by document-bytes.ts), renamed, moved,
 * deleted, downloaded; and the professionals' wallet documents, read here by whoever may read
 * their record.
 */
import { http, HttpResponse } from 'msw';
import type { PathParams } from 'msw';
import { fileIdPathParameter } from '../../generated/product/constants';
import {
  getDeleteFileMockHandler,
  getGetFileStorageMockHandler,
  getListFilesMockHandler,
  getUpdateFileMockHandler,
  getUploadFileMockHandler,
} from '../../generated/product/endpoints/files/files.msw';
import type { FilePage, FileStorage, StoredFile } from '../../generated/product/model';
import {
  listFilesQueryParams,
  updateFileBody,
  uploadFileBodyFolderIdRegExp,
} from '../../generated/product/zod/files/files.zod';
import { productStamp } from '../calendar';
import type { FileRecord } from '../db';
import { documentBytes } from '../document-bytes';
import { seededFileBytes } from '../files/seed-files';
import { seededDocumentBytes } from '../seed-documents';
import { operation } from '../faults';
import { getDb } from '../store';
import { bodyOf, parse } from './bodies';
import { fail, requireCaller } from './caller';
import { DOCUMENT_POLICY, mediaTypeOf, megabytes } from './document-policy';
import type { FileScope } from './file-access';
import {
  LIMIT_BYTES,
  openFolder,
  requireStaff,
  scopeOf,
  storedFile,
  visibleFiles,
  writableFolder,
} from './file-access';
import { uniqueName } from './file-names';
import { zodLanguage } from './language';
import { badQuery, fold, pageOf, query } from './query';
import { cleanName, disposition, fileOf, sha256 } from './upload';

const FILE_ID = new RegExp(fileIdPathParameter.pattern);

const usedBytes = () => getDb().files.reduce((sum, f) => sum + f.size, 0);

/** A file the caller may see, by id (400 for a malformed id, 404 for one they do not see). */
function visibleFile(scope: FileScope, id: string): StoredFile {
  if (!FILE_ID.test(id) || id.length > fileIdPathParameter.maxLength)
    fail(400, 'The file id is not valid', 'bad_request');
  const file = visibleFiles(scope).find((f) => f.id === id);
  if (!file) fail(404, 'File not found', 'not_found');
  return file;
}

/** An uploaded file the caller may change (a wallet document is changed from its credential). */
function changeable(scope: FileScope, id: string): FileRecord {
  requireStaff(scope);
  const file = visibleFile(scope, id);
  const record = getDb().files.find((f) => f.id === file.id);
  if (!record) fail(409, 'A wallet document is changed from its credential', 'conflict');
  return record;
}

const SORTS = {
  name: (a: StoredFile, b: StoredFile) => a.name.localeCompare(b.name),
  size: (a: StoredFile, b: StoredFile) => a.size - b.size,
  updatedAt: (a: StoredFile, b: StoredFile) => a.updatedAt.localeCompare(b.updatedAt),
};

async function scope(request: Request) {
  return scopeOf(await requireCaller(request));
}

export const fileHandlers = [
  getGetFileStorageMockHandler(
    operation('getFileStorage', 'product', async ({ request }): Promise<FileStorage> => {
      requireStaff(await scope(request));
      return {
        usedBytes: usedBytes(),
        limitBytes: LIMIT_BYTES,
        maxFileBytes: DOCUMENT_POLICY.maxBytes,
        mediaTypes: DOCUMENT_POLICY.mediaTypes,
      };
    }),
  ),

  getListFilesMockHandler(
    operation('listFiles', 'product', async ({ request }): Promise<FilePage> => {
      const caller = await scope(request);
      const parsed = listFilesQueryParams.safeParse(query(request), zodLanguage());
      if (!parsed.success) badQuery(parsed.error.issues);
      const { folderId, search, sort, order, page, pageSize } = parsed.data;
      if (folderId) openFolder(caller, folderId);
      const wanted = search ? fold(search.trim()) : '';
      const matches = visibleFiles(caller)
        .filter((f) => (!folderId || f.folderId === folderId) && fold(f.name).includes(wanted))
        .sort(
          (a, b) => (order === 'desc' ? -1 : 1) * SORTS[sort](a, b) || a.id.localeCompare(b.id),
        );
      return pageOf(matches, page, pageSize);
    }),
  ),

  getUploadFileMockHandler(
    operation('uploadFile', 'product', async ({ request }): Promise<StoredFile> => {
      const caller = await scope(request);
      requireStaff(caller);
      const { file, form } = await fileOf(request);
      const folderId = String(form.get('folderId') ?? '');
      if (!uploadFileBodyFolderIdRegExp.test(folderId))
        fail(400, 'The request needs the folder to upload into', 'bad_request', [
          { field: 'folderId', message: 'A folder is required' },
        ]);
      writableFolder(caller, folderId);
      if (file.size > DOCUMENT_POLICY.maxBytes)
        fail(
          413,
          `The file is larger than ${megabytes(DOCUMENT_POLICY.maxBytes)}`,
          'payload_too_large',
        );
      if (usedBytes() + file.size > LIMIT_BYTES)
        fail(
          413,
          `There is no room for this file; ${megabytes(LIMIT_BYTES - usedBytes())} of ${megabytes(LIMIT_BYTES)} are free`,
          'storage_full',
        );
      const bytes = new Uint8Array(await file.arrayBuffer());
      const mediaType = mediaTypeOf(bytes);
      if (!mediaType || !DOCUMENT_POLICY.mediaTypes.includes(mediaType))
        fail(415, 'The file is not a PDF, JPEG or PNG', 'unsupported_media_type');
      const db = getDb();
      db.filesMade += 1;
      const id = `u-${db.filesMade}`;
      await documentBytes().put(id, bytes);
      const user = db.users.find((u) => u.authUuid === caller.caller.userUuid);
      const record: FileRecord = {
        id,
        name: uniqueName(cleanName(file.name), folderId, db.files),
        folderId,
        mediaType,
        size: bytes.length,
        sha256: await sha256(bytes),
        updatedAt: productStamp(),
        uploadedBy: user ? `${user.firstName} ${user.lastName}` : 'Staff',
      };
      db.files.push(record);
      return storedFile(record, caller);
    }),
  ),

  getUpdateFileMockHandler(
    operation('updateFile', 'product', async ({ request, params }): Promise<StoredFile> => {
      const caller = await scope(request);
      const record = changeable(caller, String(params.fileId));
      const input = parse(updateFileBody.safeParse(await bodyOf(request), zodLanguage()));
      const folderId = input.folderId ? writableFolder(caller, input.folderId) : record.folderId;
      let name = record.name;
      if (input.name !== undefined) {
        name = cleanName(input.name);
        const extension = /\.[^.]+$/.exec(record.name)?.[0] ?? '';
        if (extension && !/\.[^.]+$/.test(name)) name += extension;
      }
      const others = getDb().files.filter((f) => f.id !== record.id && f.folderId === folderId);
      if (others.some((f) => fold(f.name) === fold(name)))
        fail(409, 'A file with this name is already in the folder', 'conflict');
      Object.assign(record, { name, folderId, updatedAt: productStamp() });
      return storedFile(record, caller);
    }),
  ),

  getDeleteFileMockHandler(
    operation('deleteFile', 'product', async ({ request, params }) => {
      const caller = await scope(request);
      const record = changeable(caller, String(params.fileId));
      const db = getDb();
      db.files = db.files.filter((f) => f.id !== record.id);
      await documentBytes().delete(record.id);
    }),
  ),

  // Hand-written: the generated factory answers JSON, and a download answers the file's bytes.
  http.get(
    '*/files/:fileId/content',
    operation(
      'downloadFile',
      'product',
      async ({ request, params }: { request: Request; params: PathParams }) => {
        const caller = await scope(request);
        const file = visibleFile(caller, String(params.fileId));
        const record = getDb().files.find((f) => f.id === file.id);
        const bytes =
          (await documentBytes().get(file.id)) ??
          (record ? seededFileBytes(record) : seededDocumentBytes(file.id));
        if (!bytes) fail(404, 'File not found', 'not_found');
        return new HttpResponse(bytes, {
          status: 200,
          headers: {
            'Content-Type': file.mediaType,
            'Content-Length': String(bytes.length),
            'Content-Disposition': disposition(file.name),
          },
        });
      },
    ),
  ),
];
