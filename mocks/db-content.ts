/**
 * The demo database's help-center and file-manager records (decisions 034, 036), apart from the
 * rest of db.ts, which names them with the others.
 */
import type {
  DocumentMediaType,
  HelpArticleStatus,
  HelpCategory,
  HelpLanguage,
} from '../generated/product/model';
import type { CredentialTypeId } from './compliance/catalog';

/** One language's version of a help article as stored (product/help.ts). */
export interface HelpArticleRecord {
  slug: string;
  /** Shared by the two language versions of one article: `ha-<n>`. */
  pair: string;
  language: HelpLanguage;
  title: string;
  body: string;
  category: HelpCategory;
  credentialTypeId?: CredentialTypeId;
  status: HelpArticleStatus;
  author: string;
  views: number;
  updatedAt: string;
  /** Each reader's answer to "Was this helpful?", by their account's uuid. */
  ratings: Record<string, boolean>;
}

/** A folder made in the organization's shared folder (the file manager, decision 036). */
export interface FolderRecord {
  /** `f-<n>`. */
  id: string;
  name: string;
  /** `shared` or another folder's id. */
  parentId: string;
  createdAt: string;
}

/** A file uploaded to the file manager; its bytes are kept apart (document-bytes.ts, by id). */
export interface FileRecord {
  /** `u-<n>`. */
  id: string;
  name: string;
  /** `shared` or a folder's id. */
  folderId: string;
  mediaType: DocumentMediaType;
  size: number;
  sha256: string;
  updatedAt: string;
  uploadedBy: string;
  /** A seeded file's bytes are the seed's own (seed-files.ts), not stored. */
  seeded?: 'pdf' | 'png';
}
