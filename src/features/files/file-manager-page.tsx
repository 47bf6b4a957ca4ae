/**
 * SPEC §2.2 /profiles/file-manager (admin, user): the organization's folders and files and the
 * professionals' wallet documents (decision 036), a folder open at a time (in the address), its
 * files paged and sorted by the server as a list or a grid, a search of file names across every
 * folder, the storage used; files uploaded many at once (dropped or chosen), renamed in place,
 * moved ('Move to…', or dragged onto a folder), deleted once asked, previewed and downloaded.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useGetFileStorage,
  useListFiles,
  useListFolders,
} from '@generated/product/endpoints/files/files';
import type { Folder, StoredFile } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { PageFrame } from '@/components/page-frame';
import { useAddressView } from '@/components/server-list/use-address-view';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { DeleteDialog } from './delete-dialog';
import { FileDropArea } from './file-drop-area';
import { FileList } from './file-list';
import type { FileAction } from './file-menu';
import { fileMessages as m } from './file-messages';
import { readFileView, writeFileView } from './file-view';
import { FilesToolbar } from './files-toolbar';
import { folderDeletedMessage } from './folder-messages';
import { FolderMenu } from './folder-menu';
import { FolderTree, useFolderName } from './folder-tree';
import { MoveDialog } from './move-dialog';
import { PreviewDialog } from './preview-dialog';
import { StorageMeter } from './storage-meter';
import { UploadList } from './upload-list';
import { useFileChanges } from './use-file-changes';
import { useFileUploads } from './use-file-uploads';
import { deletedMessage, movedMessage, writeMessages as wm } from './write-messages';
import { isolated } from './file-view';

type Acting = { action: Exclude<FileAction, 'rename'>; file: StoredFile };

const stays = (pathname: string) => pathname === ROUTE_BY_KEY.fileManager.path;

export default function FileManagerPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const trail = useRouteTrail(ROUTE_BY_KEY.fileManager);
  const folderName = useFolderName();
  const { view, setView, refine } = useAddressView(readFileView, writeFileView);
  const folders = useListFolders();
  const storage = useGetFileStorage().data;
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
  const uploads = useFileUploads();
  // Moving between folders, sorting or paging keeps the page: only leaving it stops the uploads.
  const leaving = useUnsavedChanges(uploads.busy, { keptAt: stays });
  const { move } = useFileChanges();
  const [acting, setActing] = useState<Acting | undefined>();
  const [notice, setNoticeState] = useState<
    { text: string; failed?: boolean; at: number } | undefined
  >();
  // Each notice is a new one, said again even when its words are the same.
  const setNotice = (next: { text: string; failed?: boolean }) =>
    setNoticeState({ ...next, at: Date.now() });
  const heading = useRef<HTMLHeadingElement>(null);
  const canUpload = !searching && folder?.writable === true && storage !== undefined;
  const nameOf = (id: string) => {
    const f = items?.find((x) => x.id === id);
    return f ? folderName(f) : id;
  };

  /** A file gone from the list (moved away, deleted): said, and the focus on the folder's name. */
  const gone = (text: string) => {
    setNotice({ text });
    requestAnimationFrame(() => heading.current?.focus());
  };
  const dropped = async (fileId: string, target: Folder) => {
    const file = files.data?.items.find((f) => f.id === fileId);
    if (!file || file.folderId === target.id) return;
    try {
      await move.mutateAsync({ fileId, data: { folderId: target.id } });
      gone(t(movedMessage, { name: isolated(file.name), folder: isolated(folderName(target)) }));
    } catch (error) {
      setNotice({ text: `${t(wm.notMoved)} ${failureText(intl, error)}`, failed: true });
    }
  };

  return (
    <PageFrame title={t(routeTitles.fileManager)} trail={trail} actions={<StorageMeter />}>
      {leaving.dialog}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: 1, width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
          {items ? (
            <FolderTree
              folders={items}
              open={open}
              onOpen={(id) =>
                setView({ folder: id, ...(searching ? { search: '' } : {}) }, { resetPage: true })
              }
              onDropFile={(fileId, target) => void dropped(fileId, target)}
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
        <FileDropArea
          enabled={canUpload}
          kinds={storage?.mediaTypes ?? []}
          onFiles={(chosen) => void uploads.add(chosen, open)}
        >
          {(choose) => (
            <>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography
                  ref={heading}
                  tabIndex={-1}
                  component="h2"
                  variant="h6"
                  sx={{
                    mb: 1,
                    overflowWrap: 'anywhere',
                    outline: 'none',
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <bdi>{searching ? t(m.everywhere) : folder ? folderName(folder) : ''}</bdi>
                </Typography>
                {!searching && folder && (
                  <FolderMenu
                    folder={folder}
                    onMade={(made) => setView({ folder: made.id }, { resetPage: true })}
                    onDeleted={(deleted) => {
                      setView({ folder: deleted.parentId ?? '' }, { resetPage: true });
                      gone(t(folderDeletedMessage, { name: isolated(deleted.name) }));
                    }}
                  />
                )}
              </Stack>
              {!searching && folder && !folder.writable && folder.kind === 'professional' && (
                <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
                  {t(m.readOnly)}
                </Alert>
              )}
              <FilesToolbar
                view={view}
                refine={refine}
                setView={setView}
                onUpload={canUpload ? choose : undefined}
                storage={storage}
              />
              <Box role="status" sx={{ mb: notice ? 2 : 0 }}>
                {notice && (
                  <Alert
                    key={notice.at}
                    role="none"
                    severity={notice.failed ? 'error' : 'success'}
                    variant="outlined"
                    closeText={t(wm.close)}
                    onClose={() => {
                      setNoticeState(undefined);
                      heading.current?.focus();
                    }}
                  >
                    {notice.text}
                  </Alert>
                )}
              </Box>
              <UploadList
                items={uploads.items}
                onStop={uploads.stop}
                onClear={() => {
                  uploads.clear();
                  heading.current?.focus(); // the button, and maybe the list, are gone
                }}
              />
              <FileList
                files={files}
                view={view}
                setView={setView}
                folderName={searching ? nameOf : undefined}
                onAction={(action, file) => setActing({ action, file })}
              />
            </>
          )}
        </FileDropArea>
      </Stack>
      {acting?.action === 'preview' && (
        <PreviewDialog file={acting.file} onClose={() => setActing(undefined)} />
      )}
      {acting?.action === 'move' && items && (
        <MoveDialog
          file={acting.file}
          folders={items}
          onClose={(to) => {
            setActing(undefined);
            if (to)
              gone(t(movedMessage, { name: isolated(acting.file.name), folder: isolated(to) }));
          }}
        />
      )}
      {acting?.action === 'delete' && (
        <DeleteDialog
          file={acting.file}
          onClose={(deleted) => {
            setActing(undefined);
            if (deleted) gone(t(deletedMessage, { name: isolated(acting.file.name) }));
          }}
        />
      )}
    </PageFrame>
  );
}
