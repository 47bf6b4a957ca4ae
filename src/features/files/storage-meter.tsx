/** How much of the organization's storage its files take, as a bar and in words. */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useGetFileStorage } from '@generated/product/endpoints/files/files';
import { formatBytes } from '@/features/documents/file-check';
import { fileMessages as m, storageUsedMessage } from './file-messages';

export function StorageMeter() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const labelId = useId();
  const storage = useGetFileStorage().data;
  if (!storage) return null;
  const used = Math.min(100, (storage.usedBytes / storage.limitBytes) * 100);
  const words = t(storageUsedMessage, {
    used: formatBytes(intl, storage.usedBytes),
    limit: formatBytes(intl, storage.limitBytes),
  });
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {t(m.storage)}: {words}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={used}
        color={used > 90 ? 'warning' : 'primary'}
        aria-labelledby={labelId}
        aria-valuetext={words}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
