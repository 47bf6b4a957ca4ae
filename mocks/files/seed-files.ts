/**
 * The file manager's seeded folders and files (decision 036): what an organization keeps beside
 * its professionals' wallets, with synthetic contents (the seed's specimen PDF, a one-pixel PNG)
 * so that every file previews and downloads. No real person or document.
 */
import type { FileRecord, FolderRecord } from '../db';
import { SPECIMEN_BYTES, SPECIMEN_SHA256 } from '../seed-documents';

/** A 1×1 PNG (grey), synthetic. */
export const PIXEL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGOYCQAAmwCarS5ItAAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
export const PIXEL_PNG_SHA256 = 'a1d982ae8458946a784ce7c97182c6c934b46dd86216bc2a6f5270e7fdb6fd69';

/** A seeded file's bytes (undefined for an uploaded one: document-bytes.ts keeps those). */
export function seededFileBytes(file: FileRecord): Uint8Array | undefined {
  if (file.seeded === 'pdf') return SPECIMEN_BYTES;
  if (file.seeded === 'png') return PIXEL_PNG;
  return undefined;
}

const FOLDERS: ReadonlyArray<[id: string, name: string, parentId: string]> = [
  ['f-1', 'Policies', 'shared'],
  ['f-2', 'Onboarding packets', 'shared'],
  ['f-3', 'Audits', 'shared'],
  ['f-4', '2026', 'f-3'],
  // Empty: what a new folder looks like, and one that may be deleted.
  ['f-5', 'Archive', 'shared'],
];

const FILES: ReadonlyArray<[id: string, name: string, folderId: string, kind: 'pdf' | 'png']> = [
  ['u-1', 'Infection control policy.pdf', 'f-1', 'pdf'],
  ['u-2', 'Badge and uniform policy.pdf', 'f-1', 'pdf'],
  ['u-3', 'New hire checklist.pdf', 'f-2', 'pdf'],
  ['u-4', 'Parking map.png', 'f-2', 'png'],
  ['u-5', 'Accreditation readiness review.pdf', 'f-4', 'pdf'],
  ['u-6', 'Orientation schedule.pdf', 'shared', 'pdf'],
];

export function seedFolders(today: string): FolderRecord[] {
  return FOLDERS.map(([id, name, parentId]) => ({ id, name, parentId, createdAt: today }));
}

export function seedFiles(today: string): FileRecord[] {
  return FILES.map(([id, name, folderId, kind]) => ({
    id,
    name,
    folderId,
    mediaType: kind === 'pdf' ? 'application/pdf' : 'image/png',
    size: kind === 'pdf' ? SPECIMEN_BYTES.length : PIXEL_PNG.length,
    sha256: kind === 'pdf' ? SPECIMEN_SHA256 : PIXEL_PNG_SHA256,
    updatedAt: `${today}T09:00:00.000Z`,
    uploadedBy: 'Alex Admin',
    seeded: kind,
  }));
}
