import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formMessages } from '../messages';
import { useFlowContext } from './flow-context';

/**
 * SPEC §2.5 "Logged in": 'You're logged in!' and, when there is somewhere to go, the continue
 * button for when the redirect does not happen. After a reset: 'Your new password has been set.'
 */
export function DoneScreen() {
  const intl = useIntl();
  const { state, options } = useFlowContext();
  const outcome = state.step.name === 'done' ? state.step.outcome : 'loggedIn';
  const showContinue = state.config.redirect !== false;
  return (
    <Stack spacing={2} sx={{ textAlign: 'center' }}>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {intl.formatMessage(
          outcome === 'passwordReset' ? formMessages.newPasswordSet : formMessages.loggedIn,
        )}
      </Typography>
      {showContinue && (
        <>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(formMessages.notRedirected)}
          </Typography>
          <Button
            component={RouterLink}
            to={options.continueTo}
            variant="contained"
            className="toolkit-primary"
          >
            {intl.formatMessage(formMessages.continue)}
          </Button>
        </>
      )}
    </Stack>
  );
}
