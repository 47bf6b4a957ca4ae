import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useIntl } from 'react-intl';
import { commonMessages } from './messages';

/** A dismissible error message at the bottom of the screen (loaded with the first error). */
export default function ErrorSnackbar({
  text,
  open,
  onClose,
}: {
  text: string;
  open: boolean;
  onClose(): void;
}) {
  const intl = useIntl();
  return (
    <Snackbar
      open={open}
      autoHideDuration={8000}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="error"
        variant="filled"
        onClose={onClose}
        closeText={intl.formatMessage(commonMessages.dismiss)}
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 560 }}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
