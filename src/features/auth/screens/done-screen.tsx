import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { liveRegion } from '../components/live-region';
import { formMessages } from '../messages';
import { stepMessages } from '../step-messages';
import { useFlowContext } from './flow-context';

/** How long the empty live region is in the page before its text comes (screen readers see it). */
const ANNOUNCE_AFTER_MS = 50;

/**
 * SPEC §2.5 "Logged in": 'You're logged in!' and, when there is somewhere to go, the continue
 * button for when the redirect does not happen. After a new password: 'Your new password has been
 * set.', and the person continues themselves (nothing moves on before they have read it); a
 * sign-in held until then (a reset link's) is taken up by that Continue.
 */
export function DoneScreen() {
  const intl = useIntl();
  const { state, send, options } = useFlowContext();
  const step = state.step.name === 'done' ? state.step : undefined;
  const outcome = step?.outcome ?? 'loggedIn';
  const passwordSet = outcome === 'passwordReset';
  const held = step?.response;
  const showContinue = Boolean(held) || state.config.redirect !== false;
  // The person stays to read this one: its live region is in the page before its text, so the
  // text is announced when it comes (the other outcomes move on at once).
  const [said, setSaid] = useState(!passwordSet);
  useEffect(() => {
    if (said) return;
    const timer = setTimeout(() => setSaid(true), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [said]);
  const continueLabel = intl.formatMessage(formMessages.continue);
  return (
    <Stack spacing={2} sx={{ textAlign: 'center' }}>
      <Box role="status" aria-live="polite" sx={liveRegion}>
        {said && (
          <Typography sx={{ fontWeight: 600 }}>
            {intl.formatMessage(passwordSet ? stepMessages.newPasswordSet : stepMessages.loggedIn)}
          </Typography>
        )}
      </Box>
      {showContinue && !passwordSet && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(stepMessages.notRedirected)}
        </Typography>
      )}
      {showContinue &&
        (held ? (
          <Button
            variant="contained"
            className="toolkit-primary"
            aria-disabled={state.busy || undefined}
            onClick={() => send({ type: 'finish' })}
          >
            {continueLabel}
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={options.continueTo}
            variant="contained"
            className="toolkit-primary"
          >
            {continueLabel}
          </Button>
        ))}
    </Stack>
  );
}
