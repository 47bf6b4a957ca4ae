import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/messages';
import { FormTextField } from '@/components/form-text-field';
import { totpSchema } from '../forms/schemas';
import { useAuthForm } from '../forms/use-auth-form';
import { formMessages } from '../messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';

/** SPEC §2.5 "Authenticator set-up": step 1 scan the QR code, step 2 enter the six-digit code. */
export function TotpSetupScreen() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const qrCode = state.step.name === 'totpSetup' ? state.step.qrCode : null;
  const secret = state.step.name === 'totpSetup' ? state.step.secret : '';
  const { register, handleSubmit, formState, errorText } = useAuthForm(totpSchema, {
    totpCode: '',
  });
  if (!qrCode) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={40} aria-label={intl.formatMessage(commonMessages.loading)} />
      </Box>
    );
  }
  return (
    <FormShell onSubmit={handleSubmit((values) => send({ type: 'submit', form: 'totp', values }))}>
      <Typography variant="body2">{intl.formatMessage(formMessages.scanQr)}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component="img"
          src={qrCode}
          alt={intl.formatMessage(formMessages.qrAlt)}
          sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1 }}
        />
      </Box>
      {secret && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(formMessages.setupKey)}{' '}
          <Box
            component="code"
            dir="ltr"
            data-testid="totp-secret"
            sx={{
              display: 'block',
              mt: 0.5,
              wordBreak: 'break-all',
              fontFamily: 'monospace',
              color: 'text.primary',
            }}
          >
            {secret}
          </Box>
        </Typography>
      )}
      <Typography variant="body2">{intl.formatMessage(formMessages.enterSetupCode)}</Typography>
      <FormTextField
        label={intl.formatMessage(formMessages.sixDigitCode)}
        registration={register('totpCode')}
        error={errorText(formState.errors.totpCode)}
        autoComplete="one-time-code"
        inputProps={{ inputMode: 'numeric', maxLength: 64, dir: 'ltr' }}
      />
    </FormShell>
  );
}
