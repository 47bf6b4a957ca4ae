import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { useOnline } from '@/lib/online-status';
import { commonMessages } from './messages';

/**
 * While the device is offline, a notice says so at the bottom of every page (announced politely);
 * it goes when the connection returns. What was typed stays where it was.
 */
export function OfflineNotice() {
  const intl = useIntl();
  const online = useOnline();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 16,
        display: 'flex',
        justifyContent: 'center',
        px: 2,
        pointerEvents: 'none',
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      {!online && (
        <Alert severity="warning" variant="filled" sx={{ pointerEvents: 'auto', maxWidth: 560 }}>
          {intl.formatMessage(commonMessages.offline)}
        </Alert>
      )}
    </Box>
  );
}
