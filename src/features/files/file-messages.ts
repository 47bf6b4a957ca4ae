import { defineMessage, defineMessages } from 'react-intl';

export const fileMessages = defineMessages({
  folders: { id: 'files.folders', defaultMessage: 'Folders' },
  shared: { id: 'files.folder.shared', defaultMessage: 'Shared files' },
  professionals: { id: 'files.folder.professionals', defaultMessage: 'Professionals' },
  search: { id: 'files.search', defaultMessage: 'Search file names' },
  everywhere: { id: 'files.everywhere', defaultMessage: 'Search every folder' },
  sort: { id: 'files.sort', defaultMessage: 'Sort by' },
  sortName: { id: 'files.sort.name', defaultMessage: 'Name' },
  sortSize: { id: 'files.sort.size', defaultMessage: 'Size, largest first' },
  sortUpdated: { id: 'files.sort.updated', defaultMessage: 'Newest first' },
  listLabel: { id: 'files.listLabel', defaultMessage: 'Files' },
  download: { id: 'files.download', defaultMessage: 'Download' },
  readOnly: {
    id: 'files.readOnly',
    defaultMessage:
      'A professional’s documents are read here and changed from their wallet, where they are reviewed.',
  },
  loading: { id: 'files.loading', defaultMessage: 'Loading files…' },
  loadFailed: { id: 'files.loadFailed', defaultMessage: 'The files could not be loaded.' },
  foldersFailed: { id: 'files.foldersFailed', defaultMessage: 'The folders could not be loaded.' },
  retry: { id: 'files.retry', defaultMessage: 'Try again' },
  noMatches: { id: 'files.noMatches', defaultMessage: 'No file matches this search.' },
  clearFilters: { id: 'files.clearFilters', defaultMessage: 'Clear the search' },
  rowsPerPage: { id: 'files.rowsPerPage', defaultMessage: 'Files per page' },
  empty: { id: 'files.empty', defaultMessage: 'This folder is empty.' },
  notDownloaded: { id: 'files.notDownloaded', defaultMessage: 'Not downloaded.' },
  storage: { id: 'files.storage', defaultMessage: 'Storage' },
});

export const fileCountMessage = defineMessage<{ count: number }>({
  id: 'files.count',
  defaultMessage: '{count, plural, one {# file} other {# files}}',
});

export const fileRangeMessage = defineMessage<{ from: number; to: number; count: number }>({
  id: 'files.range',
  defaultMessage: '{from}–{to} of {count}',
});

export const storageUsedMessage = defineMessage<{ used: string; limit: string }>({
  id: 'files.storageUsed',
  defaultMessage: '{used} of {limit} used',
});

export const fileMetaMessage = defineMessage<{ size: string; date: string; who: string }>({
  id: 'files.meta',
  defaultMessage: '{size} · {date} · {who}',
});

export const downloadNameMessage = defineMessage<{ name: string }>({
  id: 'files.downloadName',
  defaultMessage: 'Download {name}',
});
