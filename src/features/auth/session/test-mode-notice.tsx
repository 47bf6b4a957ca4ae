import Alert from '@mui/material/Alert';
import { defineMessages, useIntl } from 'react-intl';
import { useSession } from './use-session';

const messages = defineMessages({
  title: { id: 'auth.testMode.title', defaultMessage: 'Test mode' },
  text: {
    id: 'auth.testMode.text',
    defaultMessage:
      'This page signs in to the test environment: accounts and messages here are not live.',
  },
});

/** SPEC §2.5 / §4 "Mode": the auth screens say when the tenant answers in test mode. */
export function TestModeNotice() {
  const intl = useIntl();
  const { mode } = useSession();
  if (mode !== 'test') return null;
  return (
    <Alert severity="info" variant="outlined" role="note" sx={{ textAlign: 'start' }}>
      <strong>{intl.formatMessage(messages.title)}</strong> {intl.formatMessage(messages.text)}
    </Alert>
  );
}
