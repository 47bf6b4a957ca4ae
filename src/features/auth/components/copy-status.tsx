import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { keepCodesMessages } from '../keep-codes-messages';
import { liveRegion } from './live-region';
import type { CopyState } from './use-copy';

/**
 * What a copy did, said under its button: 'Copied', or how to copy by hand. A polite live region
 * that stays in the page (so screen readers hear what arrives) and takes no room while empty.
 * Not role="status": the screens' own status (a form's result, 'Added authenticator') stays the
 * one status region a step has.
 */
export function CopyStatus({ state, failed }: { state: CopyState; failed: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Box
      aria-live="polite"
      sx={{
        ...liveRegion,
        typography: state === 'failed' ? 'body2' : 'caption',
        color: state === 'failed' ? 'text.primary' : 'success.main',
        fontWeight: state === 'copied' ? 600 : undefined,
      }}
    >
      {state === 'copied' && intl.formatMessage(keepCodesMessages.copied)}
      {state === 'failed' && intl.formatMessage(failed)}
    </Box>
  );
}
