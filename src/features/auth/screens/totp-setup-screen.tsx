import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/messages';
import { FormTextField } from '@/components/form-text-field';
import { QrCodeBlock } from '../components/authenticator-parts';
import { totpCodeSchema } from '../forms/schemas';
import { useZodForm } from '../forms/use-zod-form';
import { stepMessages } from '../step-messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';
import { useRefusedField } from './use-refused-field';

const schema = totpCodeSchema();

/** SPEC §2.5 "Authenticator set-up": step 1 scan the QR code, step 2 enter the six-digit code. */
export function TotpSetupScreen() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const qrCode = state.step.name === 'totpSetup' ? state.step.qrCode : null;
  const secret = state.step.name === 'totpSetup' ? state.step.secret : '';
  const { register, submit, errorText, setFocus } = useZodForm(schema, { totpCode: '' });
  const refusedBy = useRefusedField(setFocus);
  if (!qrCode) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={40} aria-label={intl.formatMessage(commonMessages.loading)} />
      </Box>
    );
  }
  return (
    <FormShell onSubmit={submit((values) => send({ type: 'submit', form: 'totp', values }))}>
      <QrCodeBlock qrCode={qrCode} secret={secret} />
      <FormTextField
        label={intl.formatMessage(stepMessages.sixDigitCode)}
        registration={register('totpCode')}
        error={errorText('totpCode')}
        refusedBy={refusedBy('totpCode')}
        autoComplete="one-time-code"
        inputProps={{ inputMode: 'numeric', maxLength: 64, dir: 'ltr' }}
      />
    </FormShell>
  );
}
