/**
 * One file, in the list or as a card of the grid: its kind, name, size, last change and who
 * uploaded it; Download, and the actions the caller may take (Preview; Rename in place, Move to…,
 * Delete… for a file they may change). A file they may change can be dragged onto a folder.
 */
import Download from '@mui/icons-material/Download';
import Image from '@mui/icons-material/ImageOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '@generated/product/endpoints/files/files';
import type { StoredFile } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { formatBytes } from '@/features/documents/file-check';
import { readBlob } from '@/lib/http/file-transfer';
import { saveBlob } from '@/lib/save-blob';
import type { ProductRequestInit } from '@/lib/http/product-client';
import { FileMenu } from './file-menu';
import type { FileAction } from './file-menu';
import { downloadNameMessage, fileMessages as m, fileMetaMessage } from './file-messages';
import { FILE_DRAG_TYPE } from './file-view';
import { RenameField } from './rename-field';

export function FileRow({
  file,
  folder,
  grid,
  onAction,
}: {
  file: StoredFile;
  /** The folder's name, when the list is a search across folders. */
  folder?: string | undefined;
  grid: boolean;
  onAction: (action: Exclude<FileAction, 'rename'>, file: StoredFile) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [renaming, setRenaming] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const download = useMutation({
    mutationFn: () =>
      downloadFile(file.id, {
        read: readBlob,
        shownInForm: true,
      } as ProductRequestInit) as Promise<Blob>,
    onSuccess: (blob) => saveBlob(blob, file.name),
  });
  const Icon = file.mediaType === 'application/pdf' ? PictureAsPdf : Image;
  const name = renaming ? (
    <RenameField
      file={file}
      onDone={() => {
        setRenaming(false);
        // The menu's button, which opened the field (it came back with the name).
        requestAnimationFrame(() => menuButton.current?.focus());
      }}
    />
  ) : (
    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      <bdi>{file.name}</bdi>
    </Typography>
  );
  return (
    <ListItem
      divider={!grid}
      disableGutters={!grid}
      draggable={file.writable && !renaming}
      onDragStart={(event) => {
        event.dataTransfer.setData(FILE_DRAG_TYPE, file.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      sx={{
        display: 'block',
        py: 1.25,
        ...(grid && { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5 }),
      }}
    >
      <Stack
        direction={grid ? 'column' : 'row'}
        // In a narrow list the actions go under the name rather than squeeze it.
        sx={{
          gap: 1.5,
          alignItems: grid ? 'stretch' : 'center',
          flexWrap: grid ? 'nowrap' : 'wrap',
        }}
      >
        <Icon color="action" aria-hidden sx={grid ? { fontSize: 40 } : undefined} />
        <Stack sx={{ minWidth: 0, flex: grid ? 'none' : '1 1 200px' }}>
          {name}
          <Typography variant="body2" color="text.secondary">
            {t(fileMetaMessage, {
              size: formatBytes(intl, file.size),
              date: intl.formatDate(file.updatedAt, { dateStyle: 'medium' }),
              who: file.uploadedBy ?? '',
            })}
            {folder && (
              <>
                {' · '}
                <bdi>{folder}</bdi>
              </>
            )}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', flexShrink: 0 }}>
          <Button
            size="small"
            startIcon={<Download />}
            disabled={download.isPending}
            onClick={() => download.mutate()}
            aria-label={t(downloadNameMessage, { name: file.name })}
          >
            {t(m.download)}
          </Button>
          <FileMenu
            ref={menuButton}
            file={file}
            onAction={(action) =>
              action === 'rename' ? setRenaming(true) : onAction(action, file)
            }
          />
        </Stack>
      </Stack>
      {download.isError && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
          {t(m.notDownloaded)} {failureText(intl, download.error)}
        </Alert>
      )}
    </ListItem>
  );
}
