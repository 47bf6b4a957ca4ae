import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { displayMessage } from '@/lib/http/errors';
import { onProductError } from '@/lib/http/product-errors';
import { commonMessages } from './messages';

/**
 * The visible end of the product API's global error handler: the server's message as text, or
 * the unknown-error message, announced and dismissible. The page that made the call still shows
 * its own error state; this says that something failed wherever the person is looking.
 */
export function ProductErrorNotifier() {
  const intl = useIntl();
  const [current, setCurrent] = useState<{ key: number; text: string } | null>(null);
  useEffect(
    () =>
      onProductError((error) =>
        setCurrent({
          key: Date.now(),
          text: displayMessage(error) ?? intl.formatMessage(commonMessages.unknownError),
        }),
      ),
    [intl],
  );
  return (
    <Snackbar
      key={current?.key}
      open={current !== null}
      autoHideDuration={8000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setCurrent(null);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="error"
        variant="filled"
        onClose={() => setCurrent(null)}
        closeText={intl.formatMessage(commonMessages.dismiss)}
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 560 }}
      >
        {current?.text}
      </Alert>
    </Snackbar>
  );
}
