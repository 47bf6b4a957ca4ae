import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { retryAfterText } from '@/components/failure-text';
import { liveRegion } from './live-region';
import { errorMessages } from '../messages';
import type { FlowError } from '../flow/types';

/**
 * The translated text of a flow error; a server's message is used as it came (plain text). When
 * the server said how long to wait (Retry-After), when to try again follows.
 */
export function useFlowErrorText(): (error: FlowError) => string {
  const intl = useIntl();
  return (error) => {
    const text = error.kind === 'text' ? error.text : intl.formatMessage(errorMessages[error.code]);
    const wait = retryAfterText(intl, error.retryAfter);
    return wait ? `${text} ${wait}` : text;
  };
}

/** SPEC §8: API errors are shown below the fields, as text, and announced. */
export function FlowAlert({ error, id }: { error: FlowError | null; id?: string }) {
  const text = useFlowErrorText();
  return (
    <Box role="alert" aria-live="assertive" sx={liveRegion}>
      {error && (
        <Alert
          id={id}
          role="none"
          severity="error"
          variant="outlined"
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {text(error)}
        </Alert>
      )}
    </Box>
  );
}
