/**
 * The file manager's folders (decision 036): the tree the caller may open, and the folders staff
 * make in the shared one, rename, and delete once they are empty. The folders the platform keeps
 * (`shared`, `professionals`, a professional's) are never renamed or deleted.
 */
import { folderIdPathParameter } from '../../generated/product/constants';
import {
  getCreateFolderMockHandler,
  getDeleteFolderMockHandler,
  getListFoldersMockHandler,
  getUpdateFolderMockHandler,
} from '../../generated/product/endpoints/files/files.msw';
import type { Folder, FolderList } from '../../generated/product/model';
import { createFolderBody, updateFolderBody } from '../../generated/product/zod/files/files.zod';
import { productStamp } from '../calendar';
import type { FolderRecord } from '../db';
import { operation } from '../faults';
import { getDb } from '../store';
import { bodyOf, parse } from './bodies';
import { fail, requireCaller } from './caller';
import type { FileScope } from './file-access';
import { madeFolder, requireStaff, scopeOf, visibleFolders, writableFolder } from './file-access';
import { zodLanguage } from './language';
import { fold } from './query';
import { cleanName } from './upload';

const FOLDER_ID = new RegExp(folderIdPathParameter.pattern);

async function scope(request: Request) {
  return scopeOf(await requireCaller(request));
}

/** A name no other folder of the parent has, letter case aside (409 otherwise). */
function freeName(parentId: string, name: string, self?: string): string {
  const clean = cleanName(name).slice(0, 80);
  if (
    getDb().folders.some(
      (f) => f.id !== self && f.parentId === parentId && fold(f.name) === fold(clean),
    )
  )
    fail(409, 'A folder with this name is already there', 'conflict');
  return clean;
}

/** A folder made in the shared one, which staff may change (409 for one the platform keeps). */
function changeable(caller: FileScope, id: string): FolderRecord {
  if (!FOLDER_ID.test(id) || id.length > folderIdPathParameter.maxLength)
    fail(400, 'The folder id is not valid', 'bad_request');
  requireStaff(caller);
  if (!id.startsWith('f-')) {
    // One the caller may not open is refused as any other; one they may is the platform's.
    if (id.startsWith('p-') && !caller.wallets.has(id))
      fail(403, 'You do not have access to this folder', 'forbidden');
    fail(409, 'The platform keeps this folder', 'conflict');
  }
  return madeFolder(id);
}

const asFolder = (record: FolderRecord): Folder => ({
  id: record.id,
  name: record.name,
  parentId: record.parentId,
  kind: 'shared',
  fileCount: getDb().files.filter((f) => f.folderId === record.id).length,
  writable: true,
});

export const folderHandlers = [
  getListFoldersMockHandler(
    operation('listFolders', 'product', async ({ request }): Promise<FolderList> => ({
      items: visibleFolders(await scope(request)),
    })),
  ),

  getCreateFolderMockHandler(
    operation('createFolder', 'product', async ({ request }): Promise<Folder> => {
      const caller = await scope(request);
      requireStaff(caller);
      const input = parse(createFolderBody.safeParse(await bodyOf(request), zodLanguage()));
      const parentId = writableFolder(caller, input.parentId);
      const name = freeName(parentId, input.name);
      const db = getDb();
      db.foldersMade += 1;
      const folder = { id: `f-${db.foldersMade}`, name, parentId, createdAt: productStamp() };
      db.folders.push(folder);
      return asFolder(folder);
    }),
  ),

  getUpdateFolderMockHandler(
    operation('updateFolder', 'product', async ({ request, params }): Promise<Folder> => {
      const caller = await scope(request);
      const folder = changeable(caller, String(params.folderId));
      const input = parse(updateFolderBody.safeParse(await bodyOf(request), zodLanguage()));
      folder.name = freeName(folder.parentId, input.name, folder.id);
      return asFolder(folder);
    }),
  ),

  getDeleteFolderMockHandler(
    operation('deleteFolder', 'product', async ({ request, params }) => {
      const caller = await scope(request);
      const folder = changeable(caller, String(params.folderId));
      const db = getDb();
      if (
        db.files.some((f) => f.folderId === folder.id) ||
        db.folders.some((f) => f.parentId === folder.id)
      )
        fail(409, 'The folder is not empty: move or delete what is in it first', 'conflict');
      db.folders = db.folders.filter((f) => f.id !== folder.id);
    }),
  ),
];
