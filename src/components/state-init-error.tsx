import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { commonMessages, stateInitErrorMessages } from './messages';
import { useIntlOrDefault } from './use-intl-or-default';

export function reloadPage(): void {
  window.location.reload();
}

/** SPEC §4 "App start": a critical start-up failure, with Retry (reloads the page). */
export function StateInitError({ onRetry = reloadPage }: { onRetry?: () => void }) {
  const intl = useIntlOrDefault();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <Box role="alert">
        <Typography component="h1" variant="h2" gutterBottom>
          {intl.formatMessage(stateInitErrorMessages.title)}
        </Typography>
        <Typography color="text.secondary">
          {intl.formatMessage(stateInitErrorMessages.description)}
        </Typography>
      </Box>
      <Button variant="contained" onClick={() => onRetry()}>
        {intl.formatMessage(commonMessages.retry)}
      </Button>
    </Box>
  );
}
