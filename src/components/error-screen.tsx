import Typography from '@mui/material/Typography';
import { FullPageAlert } from './full-page-alert';
import { commonMessages, errorScreenMessages } from './messages';
import { useIntlOrDefault } from './use-intl-or-default';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The readable text of anything thrown: an Error's message, a string, a router error response
 * (`status statusText`, or its data when that is text), or an object's `message`.
 */
export function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return text(error);
  if (error instanceof Error) return text(error.message) ?? text(error.name);
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { message?: unknown; status?: unknown; statusText?: unknown; data?: unknown };
  if (typeof e.status === 'number') {
    const head = [e.status, text(e.statusText)].filter(Boolean).join(' ');
    const data = text(e.data) ?? text((e.data as { message?: unknown } | null)?.message);
    return data ? `${head}: ${data}` : head;
  }
  return text(e.message);
}

/** SPEC §2.4: the default error screen. The error's text is shown as text, never as HTML. */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const intl = useIntlOrDefault();
  const detail = errorText(error) ?? intl.formatMessage(commonMessages.unknownError);
  return (
    <FullPageAlert title={intl.formatMessage(errorScreenMessages.title)} onRetry={onRetry}>
      <Typography
        data-testid="error-text"
        color="text.secondary"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {detail}
      </Typography>
    </FullPageAlert>
  );
}
