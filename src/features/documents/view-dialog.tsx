/**
 * A document or file shown in the page from its bytes (fetched with the session's token, shown
 * from memory), with Download beside Close: the wallet's documents and the file manager's files.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentMediaType } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { saveBlob } from '@/lib/save-blob';
import { DocumentPreview } from './document-preview';
import { documentMessages as m } from './messages';

export function ViewDialog({
  name,
  mediaType,
  bytes,
  onClose,
}: {
  name: string;
  mediaType: DocumentMediaType;
  bytes: UseQueryResult<Blob>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} maxWidth="md">
      <DialogTitle id={titleId} dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{name}</bdi>
      </DialogTitle>
      <DialogContent>
        {bytes.data ? (
          <DocumentPreview
            source={bytes.data}
            mediaType={mediaType}
            name={name}
            width={phone ? 320 : 560}
          />
        ) : bytes.isError ? (
          <Typography role="alert">{`${t(m.previewFailed)} ${failureText(intl, bytes.error)}`}</Typography>
        ) : (
          <Typography role="status">{t(m.loading)}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={!bytes.data} onClick={() => bytes.data && saveBlob(bytes.data, name)}>
          {t(m.download)}
        </Button>
        <Button onClick={onClose} variant="contained">
          {t(m.close)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
