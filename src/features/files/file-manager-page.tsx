/**
 * SPEC §2.2 /profiles/file-manager (admin, user): the organization's folders and files and the
 * professionals' wallet documents (decision 036), a folder open at a time (in the address), its
 * files paged and sorted by the server, a search of file names across every folder, the storage
 * used, and each file downloaded as it was uploaded.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useListFiles, useListFolders } from '@generated/product/endpoints/files/files';
import { PageFrame } from '@/components/page-frame';
import { Choice } from '@/components/server-list/choice';
import { SearchField } from '@/components/server-list/search-field';
import { ServerList } from '@/components/server-list/server-list';
import { useAddressView } from '@/components/server-list/use-address-view';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { fileCountMessage, fileMessages as m, fileRangeMessage } from './file-messages';
import { FileRow } from './file-row';
import type { FileSort } from './file-view';
import { PAGE_SIZES, readFileView, writeFileView } from './file-view';
import { FolderTree, useFolderName } from './folder-tree';
import { StorageMeter } from './storage-meter';

export default function FileManagerPage() {
  const t = useIntl().formatMessage;
  const trail = useRouteTrail(ROUTE_BY_KEY.fileManager);
  const folderName = useFolderName();
  const { view, setView, refine } = useAddressView(readFileView, writeFileView);
  const onSearch = useCallback((search: string) => refine({ search }), [refine]);
  const folders = useListFolders();
  const items = folders.data?.items;
  // The folder in the address, else the shared one (a professional: their own).
  const open = items?.some((f) => f.id === view.folder)
    ? view.folder
    : ((items?.find((f) => f.id === 'shared') ?? items?.find((f) => !f.parentId))?.id ?? '');
  const folder = items?.find((f) => f.id === open);
  const searching = view.search.trim() !== '';
  const files = useListFiles(
    {
      page: view.page,
      pageSize: view.pageSize,
      sort: view.sort,
      order: view.sort === 'name' ? 'asc' : 'desc',
      ...(searching ? { search: view.search } : { folderId: open }),
    },
    { query: { enabled: open !== '', placeholderData: keepPreviousData } },
  );
  const nameOf = (id: string) => {
    const f = items?.find((x) => x.id === id);
    return f ? folderName(f) : id;
  };

  return (
    <PageFrame title={t(routeTitles.fileManager)} trail={trail} actions={<StorageMeter />}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 1, width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
          {items ? (
            <FolderTree
              folders={items}
              open={open}
              onOpen={(id) =>
                setView({ folder: id, ...(searching ? { search: '' } : {}) }, { resetPage: true })
              }
            />
          ) : folders.isError ? (
            <Alert
              severity="error"
              variant="outlined"
              action={
                <Button color="inherit" size="small" onClick={() => void folders.refetch()}>
                  {t(m.retry)}
                </Button>
              }
            >
              {t(m.foldersFailed)}
            </Alert>
          ) : (
            <Skeleton variant="rounded" height={240} aria-busy="true" />
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0, width: '100%' }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            <bdi>{searching ? t(m.everywhere) : folder ? folderName(folder) : ''}</bdi>
          </Typography>
          {!searching && folder && !folder.writable && folder.kind === 'professional' && (
            <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
              {t(m.readOnly)}
            </Alert>
          )}
          <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
            <SearchField
              label={t(m.search)}
              searched={view.search}
              onSearch={onSearch}
              maxLength={100}
              flex="2 1 240px"
            />
            <Choice
              label={t(m.sort)}
              value={view.sort}
              onChange={(sort) => refine({ sort: sort as FileSort })}
            >
              <MenuItem value="name">{t(m.sortName)}</MenuItem>
              <MenuItem value="size">{t(m.sortSize)}</MenuItem>
              <MenuItem value="updatedAt">{t(m.sortUpdated)}</MenuItem>
            </Choice>
          </Stack>
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
            filtered={searching}
            onClearFilters={() => setView({ search: '' }, { resetPage: true })}
            page={view.page}
            pageSize={view.pageSize}
            pageSizes={PAGE_SIZES}
            onPage={(page) => setView({ page })}
            onPageSize={(pageSize) => setView({ pageSize }, { resetPage: true })}
          >
            {files.data ? (
              <List aria-label={t(m.listLabel)} disablePadding aria-busy={files.isFetching}>
                {files.data.items.map((file) => (
                  <FileRow
                    key={file.id}
                    file={file}
                    folder={searching ? nameOf(file.folderId) : undefined}
                  />
                ))}
              </List>
            ) : (
              <Skeleton variant="rounded" height={320} aria-busy="true" />
            )}
          </ServerList>
        </Paper>
      </Stack>
    </PageFrame>
  );
}
