import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { BackButton } from '../components/form-actions';
import { FlowAlert } from '../components/flow-alert';
import { linkSentMessage } from '../messages';
import { stepMessages } from '../step-messages';
import { useFlowContext } from './flow-context';
import { NoticeLine } from './form-shell';

/** SPEC §2.5: 'Check your email', 'A link has been sent to {email}.', Resend and back. */
export function EmailSentScreen() {
  const intl = useIntl();
  const { state, send, canGoBack } = useFlowContext();
  const step = state.step;
  const email = step.name === 'emailLinkSent' || step.name === 'resetLinkSent' ? step.email : '';
  return (
    <Stack spacing={2}>
      <Typography>
        {intl.formatMessage(linkSentMessage, { email: `\u2068${email}\u2069` })}
      </Typography>
      <FlowAlert error={state.error} />
      <NoticeLine />
      <Button variant="outlined" disabled={state.busy} onClick={() => send({ type: 'resend' })}>
        {intl.formatMessage(stepMessages.resend)}
      </Button>
      {canGoBack && <BackButton onBack={() => send({ type: 'back' })} />}
    </Stack>
  );
}
