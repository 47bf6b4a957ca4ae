import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FullPageAlert } from './full-page-alert';
import { stateInitErrorMessages } from './messages';
import { useIntlOrDefault } from './use-intl-or-default';

export function reloadPage(): void {
  window.location.reload();
}

/**
 * SPEC §4 "App start": a critical start-up failure, with Retry (reloads the page) and, for
 * someone signed in, the way out the app composes (`action`: Log out), as Retry may fail again.
 */
export function StateInitError({
  onRetry = reloadPage,
  action,
}: {
  onRetry?: () => void;
  action?: ReactNode;
}) {
  const intl = useIntlOrDefault();
  return (
    <FullPageAlert
      title={intl.formatMessage(stateInitErrorMessages.title)}
      onRetry={onRetry}
      action={action}
    >
      <Typography color="text.secondary">
        {intl.formatMessage(stateInitErrorMessages.description)}
      </Typography>
    </FullPageAlert>
  );
}
