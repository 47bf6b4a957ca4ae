/** The files of the open folder (or of a search), paged by the server, as a list or a grid. */
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { FilePage, StoredFile } from '@generated/product/model';
import { ServerList } from '@/components/server-list/server-list';
import type { FileAction } from './file-menu';
import { fileCountMessage, fileMessages as m, fileRangeMessage } from './file-messages';
import { FileRow } from './file-row';
import type { FileView } from './file-view';
import { PAGE_SIZES } from './file-view';

export function FileList({
  files,
  view,
  setView,
  folderName,
  onAction,
}: {
  files: UseQueryResult<FilePage>;
  view: FileView;
  setView: (change: Partial<FileView>, options?: { resetPage?: boolean }) => void;
  /** A folder's name by its id, said beside each file of a search. */
  folderName: ((id: string) => string) | undefined;
  onAction: (action: Exclude<FileAction, 'rename'>, file: StoredFile) => void;
}) {
  const t = useIntl().formatMessage;
  const grid = view.layout === 'grid';
  return (
    <ServerList
      query={files}
      texts={{
        count: (count) => t(fileCountMessage, { count }),
        range: (from, to, count) => t(fileRangeMessage, { from, to, count }),
        loading: t(m.loading),
        loadFailed: t(m.loadFailed),
        retry: t(m.retry),
        noMatches: t(m.noMatches),
        clearFilters: t(m.clearFilters),
        rowsPerPage: t(m.rowsPerPage),
        empty: t(m.empty),
      }}
      filtered={view.search !== ''}
      onClearFilters={() => setView({ search: '' }, { resetPage: true })}
      page={view.page}
      pageSize={view.pageSize}
      pageSizes={PAGE_SIZES}
      onPage={(page) => setView({ page })}
      onPageSize={(pageSize) => setView({ pageSize }, { resetPage: true })}
    >
      {files.data ? (
        <List
          aria-label={t(m.listLabel)}
          disablePadding
          aria-busy={files.isFetching}
          sx={
            grid
              ? {
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
                }
              : undefined
          }
        >
          {files.data.items.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              grid={grid}
              folder={folderName?.(file.folderId)}
              onAction={onAction}
            />
          ))}
        </List>
      ) : (
        <Skeleton variant="rounded" height={320} aria-busy="true" />
      )}
    </ServerList>
  );
}
