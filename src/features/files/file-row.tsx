/** One file in the list: its kind, name, size, last change and who uploaded it, and Download. */
import Download from '@mui/icons-material/Download';
import Image from '@mui/icons-material/ImageOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { downloadFile } from '@generated/product/endpoints/files/files';
import type { StoredFile } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { formatBytes } from '@/features/documents/file-check';
import { readBlob } from '@/lib/http/file-transfer';
import { saveBlob } from '@/lib/save-blob';
import type { ProductRequestInit } from '@/lib/http/product-client';
import { downloadNameMessage, fileMessages as m, fileMetaMessage } from './file-messages';

export function FileRow({
  file,
  folder,
}: {
  file: StoredFile;
  /** The folder's name, when the list is a search across folders. */
  folder?: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const download = useMutation({
    mutationFn: () =>
      downloadFile(file.id, {
        read: readBlob,
        shownInForm: true,
      } as ProductRequestInit) as Promise<Blob>,
    onSuccess: (blob) => saveBlob(blob, file.name),
  });
  const Icon = file.mediaType === 'application/pdf' ? PictureAsPdf : Image;
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.25 }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Icon color="action" aria-hidden />
        <Stack sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{file.name}</bdi>
          </Typography>
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
        <Button
          size="small"
          startIcon={<Download />}
          disabled={download.isPending}
          onClick={() => download.mutate()}
          aria-label={t(downloadNameMessage, { name: file.name })}
        >
          {t(m.download)}
        </Button>
      </Stack>
      {download.isError && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
          {t(m.notDownloaded)} {failureText(intl, download.error)}
        </Alert>
      )}
    </ListItem>
  );
}
