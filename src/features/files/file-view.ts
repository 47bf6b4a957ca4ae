/**
 * The file manager's view in the address: `?folder=&q=&sort=&page=&pageSize=&layout=`, defaults
 * left out.
 */
import { listFilesQueryFolderIdRegExp } from '@generated/product/zod/files/files.zod';

export const PAGE_SIZES = [10, 25, 50] as const;
export const SORTS = ['name', 'size', 'updatedAt'] as const;
export type FileSort = (typeof SORTS)[number];

/**
 * A name (a file's, a folder's) isolated from the sentence around it (FSI…PDI, as <bdi> would): a
 * Latin name in a right-to-left title or notice keeps its own order and does not move the
 * sentence's punctuation.
 */
export const isolated = (name: string) => `\u2068${name}\u2069`;

/** What a file row carries when dragged onto a folder of the tree. */
export const FILE_DRAG_TYPE = 'application/x-file-id';

export interface FileView {
  page: number;
  pageSize: number;
  /** The folder open; '' for the first the caller may open. */
  folder: string;
  search: string;
  sort: FileSort;
  layout: 'list' | 'grid';
}

export const DEFAULT_FILE_VIEW: FileView = {
  page: 1,
  pageSize: 25,
  folder: '',
  search: '',
  sort: 'name',
  layout: 'list',
};

const whole = (value: string | null, fallback: number) =>
  value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : fallback;

export function readFileView(address: string): FileView {
  const p = new URLSearchParams(address);
  const folder = p.get('folder') ?? '';
  const sort = p.get('sort') as FileSort | null;
  const pageSize = whole(p.get('pageSize'), DEFAULT_FILE_VIEW.pageSize);
  return {
    page: whole(p.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_FILE_VIEW.pageSize,
    folder: listFilesQueryFolderIdRegExp.test(folder) ? folder : '',
    search: (p.get('q') ?? '').slice(0, 100),
    sort: sort && SORTS.includes(sort) ? sort : 'name',
    layout: p.get('layout') === 'grid' ? 'grid' : 'list',
  };
}

export function writeFileView(view: FileView): string {
  const p = new URLSearchParams();
  if (view.folder) p.set('folder', view.folder);
  if (view.search) p.set('q', view.search);
  if (view.sort !== 'name') p.set('sort', view.sort);
  if (view.page !== 1) p.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_FILE_VIEW.pageSize) p.set('pageSize', String(view.pageSize));
  if (view.layout === 'grid') p.set('layout', 'grid');
  return p.toString();
}
