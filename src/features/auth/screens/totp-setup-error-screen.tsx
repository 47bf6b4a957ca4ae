import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { BackButton } from '../components/form-actions';
import { stepMessages } from '../step-messages';
import { useFlowContext } from './flow-context';

/** SPEC §2.5 "Authenticator retrieval failure": the message, Retry and back. */
export function TotpSetupErrorScreen() {
  const intl = useIntl();
  const { send, canGoBack } = useFlowContext();
  return (
    <Stack spacing={2}>
      <Alert severity="error" variant="outlined" role="alert">
        {intl.formatMessage(stepMessages.totpRetrievalFailed)}
      </Alert>
      <Button
        variant="contained"
        className="toolkit-primary"
        onClick={() => send({ type: 'retry' })}
      >
        {intl.formatMessage(stepMessages.retry)}
      </Button>
      {canGoBack && <BackButton onBack={() => send({ type: 'back' })} />}
    </Stack>
  );
}
