import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PAGE_LOADING_SIZE } from './loading';
import { appLoaderMessages } from './messages';
import { useIntlOrDefault } from './use-intl-or-default';

/** SPEC §2.4 / §4 "App start": shown while the application state initialises. */
export function AppLoader() {
  const intl = useIntlOrDefault();
  return (
    <Box
      role="status"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
      }}
    >
      <CircularProgress size={PAGE_LOADING_SIZE} aria-hidden />
      <Typography color="text.secondary">{intl.formatMessage(appLoaderMessages.text)}</Typography>
    </Box>
  );
}
