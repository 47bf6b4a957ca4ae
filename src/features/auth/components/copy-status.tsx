import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { keepCodesMessages } from '../keep-codes-messages';
import { visuallyHidden } from '@/components/visually-hidden';
import { liveRegion } from './live-region';
import type { CopyState } from './use-copy';

/**
 * What a copy did: 'Copied', or how to copy by hand, said under its button. A polite live region
 * that stays in the page (so screen readers hear what arrives) and takes no room while empty.
 * 'Copied' is for screen readers only: the button shows it by its check mark (and its tooltip),
 * so nothing below moves; how to copy by hand is shown, as it must be read.
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
        ...(state === 'copied' ? visuallyHidden : {}),
      }}
    >
      {state === 'copied' && intl.formatMessage(keepCodesMessages.copied)}
      {state === 'failed' && intl.formatMessage(failed)}
    </Box>
  );
}
