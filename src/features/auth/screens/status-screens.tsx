import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { useFlowErrorText } from '../components/flow-alert';
import { errorMessages, formMessages } from '../messages';
import { useFlowContext } from './flow-context';

/** SPEC §2.5: the factor picker's placeholder while the flow loads. */
export function LoadingScreen() {
  const intl = useIntl();
  return (
    <Stack
      spacing={1.5}
      role="progressbar"
      aria-busy="true"
      aria-label={intl.formatMessage(formMessages.loading)}
    >
      <Skeleton variant="rounded" height={36} />
      <Skeleton variant="rounded" height={36} />
      <Skeleton variant="rounded" height={12} width="30%" sx={{ alignSelf: 'center' }} />
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={36} />
    </Stack>
  );
}

export function RedirectingScreen() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      <CircularProgress size={40} aria-label={intl.formatMessage(formMessages.loading)} />
    </Box>
  );
}

/** SPEC §2.5 "Disabled": no sign-in method is on offer. */
export function DisabledScreen() {
  const intl = useIntl();
  return (
    <Alert severity="warning" variant="outlined" role="alert">
      {intl.formatMessage(formMessages.disabled)}
    </Alert>
  );
}

/** SPEC §2.5 "Generic error" and the missing-flow errors (§8). */
export function ErrorScreen() {
  const intl = useIntl();
  const text = useFlowErrorText();
  const { state } = useFlowContext();
  const error = state.step.name === 'error' ? state.step.error : null;
  return (
    <Alert severity="error" variant="outlined" role="alert">
      {error ? text(error) : intl.formatMessage(errorMessages.unhandled)}
    </Alert>
  );
}

/** SPEC §8: a state without a screen (never expected) says so instead of showing nothing. */
export function UnknownStateScreen() {
  const intl = useIntl();
  return (
    <Alert severity="error" variant="outlined" role="alert">
      {intl.formatMessage(errorMessages.oops)}
    </Alert>
  );
}
