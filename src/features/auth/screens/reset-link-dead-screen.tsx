import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PATHS, SECURITY_SETTINGS_LINK } from '@/config/paths';
import { currentOrigin } from '@/lib/origin';
import { readRedirect, withRedirect } from '@/lib/redirect';
import type { NewLinkState } from '../flow/reset-email';
import { rememberedResetEmail } from '../flow/reset-email';
import type { DeadLinkReason } from '../flow/types';
import { useSession } from '../session/use-session';
import { useFlowContext } from './flow-context';

const messages = defineMessages({
  malformed: {
    id: 'auth.resetLink.malformed',
    defaultMessage:
      'This reset link is incomplete or damaged. Open the whole link from the email, or ask for a new one.',
  },
  used: {
    id: 'auth.resetLink.used',
    defaultMessage: 'This reset link has already been used.',
  },
  refused: {
    id: 'auth.resetLink.refused',
    defaultMessage: 'This reset link can no longer be used.',
  },
  sendNew: { id: 'auth.resetLink.sendNew', defaultMessage: 'Send a new link' },
  changeInSettings: {
    id: 'auth.resetLink.changeInSettings',
    defaultMessage: 'Change your password in your account settings',
  },
});

/**
 * A reset link that cannot set a password (docs/decisions/011): why, said at once, and the way
 * on: "Send a new link" opens the request form on this origin, with the email this browser asked
 * the link for filled in when it knows it. Someone signed in, whom the request form would send
 * home, changes the password in the account settings instead. The provider's own words, when it
 * refused the link, follow ours as they came (SPEC §8).
 */
export function ResetLinkDeadScreen() {
  const intl = useIntl();
  const { search } = useLocation();
  const { state } = useFlowContext();
  const step = state.step.name === 'resetLinkDead' ? state.step : undefined;
  const reason: DeadLinkReason = step?.reason ?? 'malformed';
  const [email] = useState(() => rememberedResetEmail());
  const serverText = step?.error?.kind === 'text' ? step.error.text : undefined;
  const request: NewLinkState | undefined = email ? { resetEmail: email } : undefined;
  const { signedIn } = useSession();
  return (
    <Stack spacing={2}>
      <Alert
        severity="error"
        variant="outlined"
        role="alert"
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {intl.formatMessage(messages[reason])}
        {serverText && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {serverText}
          </Typography>
        )}
      </Alert>
      {signedIn ? (
        <Button
          component={RouterLink}
          to={SECURITY_SETTINGS_LINK}
          variant="contained"
          className="toolkit-primary"
          fullWidth
          // A label that wraps on a narrow card stays centred, as on one line.
          sx={{ textAlign: 'center' }}
        >
          {intl.formatMessage(messages.changeInSettings)}
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to={withRedirect(PATHS.forgotPassword, readRedirect(search, currentOrigin()))}
          state={request}
          variant="contained"
          className="toolkit-primary"
          fullWidth
        >
          {intl.formatMessage(messages.sendNew)}
        </Button>
      )}
    </Stack>
  );
}
