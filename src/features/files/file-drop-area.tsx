/**
 * The open folder's panel as a place to drop files from the computer (react-dropzone); the
 * Upload files button opens the same picker. Every file dropped or chosen goes to the upload
 * list, where each is checked by its content: the picker's filter is only a hint.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import { useIntl } from 'react-intl';
import type { DocumentMediaType } from '@generated/product/model';
import { EXTENSIONS } from '@/features/documents/file-check';
import { writeMessages as m } from './write-messages';

export function FileDropArea({
  enabled,
  kinds,
  onFiles,
  children,
}: {
  enabled: boolean;
  kinds: readonly DocumentMediaType[];
  onFiles: (files: File[]) => void;
  /** The panel's content, given the way to open the picker. */
  children: (choose: () => void) => ReactNode;
}) {
  const t = useIntl().formatMessage;
  const { getRootProps, getInputProps, open, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((r) => r.file)]),
    accept: Object.fromEntries(kinds.map((kind) => [kind, EXTENSIONS[kind]])),
    multiple: true,
    noClick: true,
    noKeyboard: true,
    // Not `disabled`: that marks the whole panel (its list and buttons) aria-disabled.
    noDrag: !enabled,
  });
  return (
    <Paper
      variant="outlined"
      {...getRootProps()}
      sx={{
        p: 2,
        flex: 1,
        minWidth: 0,
        width: '100%',
        position: 'relative',
        borderColor: isDragActive ? 'primary.main' : undefined,
      }}
    >
      <input {...getInputProps({ 'aria-label': t(m.inputLabel) })} />
      {isDragActive && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            display: 'grid',
            placeItems: 'center',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: 'action.selected',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{t(m.dropHere)}</Typography>
        </Box>
      )}
      {children(open)}
    </Paper>
  );
}
