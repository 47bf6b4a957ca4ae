import Typography from '@mui/material/Typography';
import { FullPageAlert } from './full-page-alert';
import { stateInitErrorMessages } from './messages';
import { useIntlOrDefault } from './use-intl-or-default';

export function reloadPage(): void {
  window.location.reload();
}

/** SPEC §4 "App start": a critical start-up failure, with Retry (reloads the page). */
export function StateInitError({ onRetry = reloadPage }: { onRetry?: () => void }) {
  const intl = useIntlOrDefault();
  return (
    <FullPageAlert title={intl.formatMessage(stateInitErrorMessages.title)} onRetry={onRetry}>
      <Typography color="text.secondary">
        {intl.formatMessage(stateInitErrorMessages.description)}
      </Typography>
    </FullPageAlert>
  );
}
