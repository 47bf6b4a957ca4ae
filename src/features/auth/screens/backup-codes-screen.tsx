import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { BackupCodeList } from '../components/authenticator-parts';
import { FlowAlert } from '../components/flow-alert';
import { stepMessages } from '../step-messages';
import { useFlowContext } from './flow-context';

/** SPEC §2.5: 'Added authenticator to your account', then 'Save your backup codes' and Finish. */
export function BackupCodesScreen() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const codes = state.step.name === 'backupCodes' ? state.step.backupCodes : [];
  // Who signed in or up, for the downloaded file: the codes are no use without the account.
  const account = state.values.email ?? state.values.emailOrUsername;
  return (
    <Stack spacing={2}>
      <Alert severity="success" variant="outlined" role="status">
        {intl.formatMessage(stepMessages.authenticatorAdded)}
      </Alert>
      <BackupCodeList codes={codes} account={account} />
      <FlowAlert error={state.error} />
      <Button
        variant="contained"
        className="toolkit-primary"
        disabled={state.busy}
        startIcon={state.busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        onClick={() => send({ type: 'finish' })}
      >
        {intl.formatMessage(stepMessages.finish)}
      </Button>
    </Stack>
  );
}
