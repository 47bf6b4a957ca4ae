import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { commonMessages } from './messages';
import { useIntlOrDefault } from './use-intl-or-default';

/**
 * A page-filling failure: heading, explanation (announced as an alert), an optional Retry and
 * an optional other way out (`action`) below it.
 */
export function FullPageAlert({
  title,
  children,
  onRetry,
  action,
}: {
  title: string;
  children: ReactNode;
  onRetry?: (() => void) | undefined;
  action?: ReactNode;
}) {
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
          {title}
        </Typography>
        {children}
      </Box>
      {onRetry && (
        <Button variant="contained" onClick={() => onRetry()}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      )}
      {action}
    </Box>
  );
}
