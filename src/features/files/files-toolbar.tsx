/**
 * Above the files: the name search (across every folder), the sort, list or grid, and, in a
 * folder the caller may change, Upload files with what it takes.
 */
import GridView from '@mui/icons-material/GridViewOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import ViewList from '@mui/icons-material/ViewListOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentMediaType, FileStorage } from '@generated/product/model';
import { Choice } from '@/components/server-list/choice';
import { SearchField } from '@/components/server-list/search-field';
import { formatBytes } from '@/features/documents/file-check';
import { fileMessages as m } from './file-messages';
import type { FileSort, FileView } from './file-view';
import { uploadKindsHintMessage, writeMessages as wm } from './write-messages';

/** The kinds by the names people know them by (the same in every language). */
const KIND_NAMES: Readonly<Record<DocumentMediaType, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
};

export function FilesToolbar({
  view,
  refine,
  setView,
  onUpload,
  storage,
}: {
  view: FileView;
  refine: (change: Partial<FileView>) => void;
  setView: (change: Partial<FileView>) => void;
  /** Opens the picker; absent where the caller may not upload. */
  onUpload: (() => void) | undefined;
  /** What a file may be (its kinds, its size). */
  storage: FileStorage | undefined;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const onSearch = useCallback((search: string) => refine({ search }), [refine]);
  return (
    <>
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
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view.layout}
          onChange={(_, layout: FileView['layout'] | null) => layout && setView({ layout })}
          aria-label={t(wm.layout)}
        >
          <ToggleButton value="list" aria-label={t(wm.list)}>
            <ViewList />
          </ToggleButton>
          <ToggleButton value="grid" aria-label={t(wm.grid)}>
            <GridView />
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {onUpload && (
        <Stack
          direction="row"
          useFlexGap
          sx={{ mb: 2, gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Button variant="contained" startIcon={<UploadFile />} onClick={onUpload}>
            {t(wm.upload)}
          </Button>
          {storage && (
            <Typography variant="body2" color="text.secondary">
              {t(uploadKindsHintMessage, {
                kinds: intl.formatList(
                  storage.mediaTypes.map((kind) => KIND_NAMES[kind]),
                  { type: 'disjunction' },
                ),
                max: formatBytes(intl, storage.maxFileBytes),
              })}
            </Typography>
          )}
        </Stack>
      )}
    </>
  );
}
