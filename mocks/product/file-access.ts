/**
 * What the file manager shows a caller (decision 036): the organization's shared folder and the
 * folders made in it, for staff (`admin`, `user`), who write there; and a folder per professional
 * whose record the caller may read (decision 018) and who has wallet documents, read-only here
 * (a document is changed from its credential). A professional sees their own folder only.
 */
import type { Folder, StoredFile } from '../../generated/product/model';
import type { FileRecord, FolderRecord, ProfessionalRecord } from '../db';
import { getDb } from '../store';
import type { Caller } from './caller';
import { fail } from './caller';
import { canRead, viewerOf } from './professional-access';

export const SHARED = 'shared';
export const PROFESSIONALS = 'professionals';
/** The organization's storage (the demo's figure). */
export const LIMIT_BYTES = 100 * 1024 * 1024;
/** The most professional folders one listing carries (a demo grown to thousands stays bounded). */
const MAX_PROFESSIONAL_FOLDERS = 1000;

export interface FileScope {
  caller: Caller;
  /** Staff read and write the shared folders. */
  staff: boolean;
  /** The professionals whose wallet documents the caller sees, by folder id. */
  wallets: Map<string, ProfessionalRecord>;
}

export const walletFolderId = (p: ProfessionalRecord) => `p-${p.id}`;

const documentsOf = (p: ProfessionalRecord) =>
  p.credentials.flatMap((c) => (c.documents ?? []).map((d) => ({ credential: c, document: d })));

export function scopeOf(caller: Caller): FileScope {
  const viewer = viewerOf(caller);
  const wallets = new Map<string, ProfessionalRecord>();
  for (const p of getDb().professionals) {
    if (wallets.size >= MAX_PROFESSIONAL_FOLDERS) break;
    if (canRead(viewer, p) && documentsOf(p).length > 0) wallets.set(walletFolderId(p), p);
  }
  return { caller, staff: caller.isAdmin || caller.roles.includes('user'), wallets };
}

/** Staff only (403 otherwise). */
export function requireStaff(scope: FileScope): void {
  if (!scope.staff) fail(403, 'Only staff may change the organization’s files', 'forbidden');
}

/** A folder made in the shared folder, by id (404 when there is none). */
export function madeFolder(id: string): FolderRecord {
  const folder = getDb().folders.find((f) => f.id === id);
  if (!folder) fail(404, 'Folder not found', 'not_found');
  return folder;
}

/**
 * Where new files and folders may go: the shared folder or one made in it. A professional's
 * folder holds their wallet's documents, added from the wallet (409); one the caller may not
 * open is refused as any other (403).
 */
export function writableFolder(scope: FileScope, id: string): string {
  requireStaff(scope);
  if (id === SHARED) return id;
  if (id.startsWith('f-')) return madeFolder(id).id;
  if (scope.wallets.has(id))
    fail(409, 'A professional’s documents are added from their wallet', 'conflict');
  fail(403, 'You do not have access to this folder', 'forbidden');
}

/** A folder the caller may open, for its listing (403 for one they may not). */
export function openFolder(scope: FileScope, id: string): void {
  if (scope.wallets.has(id)) return;
  if (id === SHARED || id === PROFESSIONALS || id.startsWith('f-')) {
    if (!scope.staff) fail(403, 'You do not have access to this folder', 'forbidden');
    if (id.startsWith('f-')) madeFolder(id);
    return;
  }
  fail(403, 'You do not have access to this folder', 'forbidden');
}

export function storedFile(file: FileRecord, scope: FileScope): StoredFile {
  return {
    id: file.id,
    name: file.name,
    folderId: file.folderId,
    mediaType: file.mediaType,
    size: file.size,
    sha256: file.sha256,
    updatedAt: file.updatedAt,
    uploadedBy: file.uploadedBy,
    writable: scope.staff,
  };
}

/** Every file the caller sees: the shared ones (staff), then each wallet's documents. */
export function visibleFiles(scope: FileScope): StoredFile[] {
  const shared = scope.staff ? getDb().files.map((f) => storedFile(f, scope)) : [];
  const wallets = [...scope.wallets].flatMap(([folderId, p]) =>
    documentsOf(p).map(({ document: d }) => ({
      id: d.id,
      name: d.name,
      folderId,
      mediaType: d.mediaType,
      size: d.size,
      sha256: d.sha256,
      updatedAt: d.uploadedAt,
      uploadedBy: `${p.firstName} ${p.lastName}`,
      writable: false,
    })),
  );
  return [...shared, ...wallets];
}

/** The folders the caller may open, each with its parent and the files directly in it. */
export function visibleFolders(scope: FileScope): Folder[] {
  const files = visibleFiles(scope);
  const count = (id: string) => files.filter((f) => f.folderId === id).length;
  const folders: Folder[] = [];
  if (scope.staff) {
    folders.push({
      id: SHARED,
      name: 'Shared',
      kind: 'shared',
      fileCount: count(SHARED),
      writable: true,
    });
    for (const f of getDb().folders)
      folders.push({
        id: f.id,
        name: f.name,
        parentId: f.parentId,
        kind: 'shared',
        fileCount: count(f.id),
        writable: true,
      });
    if (scope.wallets.size > 0)
      folders.push({
        id: PROFESSIONALS,
        name: 'Professionals',
        kind: 'professional',
        fileCount: 0,
        writable: false,
      });
  }
  for (const [id, p] of scope.wallets)
    folders.push({
      id,
      name: `${p.firstName} ${p.lastName}`,
      ...(scope.staff ? { parentId: PROFESSIONALS } : {}),
      kind: 'professional',
      professionalId: p.id,
      fileCount: count(id),
      writable: false,
    });
  // The shared folder first, the professionals' after it; by name within each parent.
  const rank = (f: Folder) => (f.id === SHARED ? 0 : f.id === PROFESSIONALS ? 1 : 2);
  return folders.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
