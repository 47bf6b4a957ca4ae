import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { FormTextField } from '@/components/form-text-field';
import { verificationCodeSchema } from '../forms/schemas';
import { useZodForm } from '../forms/use-zod-form';
import { stepMessages } from '../step-messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';
import { useRefusedField } from './use-refused-field';

const schema = verificationCodeSchema();

/** SPEC §2.5: 'Enter your verification code' after an email or SMS code was sent. */
export function CodeEntryScreen() {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const channel = state.step.name === 'codeEntry' ? state.step.channel : 'email';
  const { register, submit, errorText, setFocus } = useZodForm(schema, { verificationCode: '' });
  const refusedBy = useRefusedField(setFocus);
  return (
    <FormShell onSubmit={submit((values) => send({ type: 'submit', form: 'code', values }))}>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(
          channel === 'sms' ? stepMessages.codeSentSms : stepMessages.codeSentEmail,
        )}
      </Typography>
      <FormTextField
        label={intl.formatMessage(stepMessages.verificationCode)}
        registration={register('verificationCode')}
        error={errorText('verificationCode')}
        refusedBy={refusedBy('verificationCode')}
        autoComplete="one-time-code"
        autoFocus
        inputProps={{ inputMode: 'numeric', maxLength: 64, dir: 'ltr' }}
      />
      <Button
        variant="text"
        size="small"
        className="toolkit-inline-action"
        disabled={state.busy}
        onClick={() => send({ type: 'resend' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage(stepMessages.resend)}
      </Button>
    </FormShell>
  );
}
