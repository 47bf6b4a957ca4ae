import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormTextField } from '@/components/form-text-field';
import { totpSchema } from '../forms/schemas';
import { useZodForm } from '../forms/use-zod-form';
import { formMessages } from '../messages';
import { stepMessages } from '../step-messages';
import { useFlowContext } from './flow-context';
import { FormShell } from './form-shell';
import { useRefusedField } from './use-refused-field';

/**
 * SPEC §2.5 "Authenticator entry": the six-digit code or a backup code, with the toggles between
 * them; as a first factor it also asks who is signing in.
 */
export function TotpScreen() {
  const { state } = useFlowContext();
  const useBackupCode = state.step.name === 'totp' && state.step.useBackupCode;
  // A fresh form per mode: the two codes never mix.
  return <TotpForm key={useBackupCode ? 'backup' : 'totp'} useBackupCode={useBackupCode} />;
}

function TotpForm({ useBackupCode }: { useBackupCode: boolean }) {
  const intl = useIntl();
  const { state, send } = useFlowContext();
  const showIdentifier = state.stage === 'first';
  const schema = useMemo(
    () => totpSchema({ useBackupCode, withIdentifier: showIdentifier }),
    [useBackupCode, showIdentifier],
  );
  const { register, submit, errorText, setFocus } = useZodForm(schema, {
    ...(showIdentifier
      ? { emailOrUsername: state.values.emailOrUsername ?? state.values.email ?? '' }
      : {}),
    ...(useBackupCode ? { backupCode: '' } : { totpCode: '' }),
  });
  const codeField = useBackupCode ? 'backupCode' : 'totpCode';
  const refusedBy = useRefusedField(setFocus);
  return (
    <FormShell onSubmit={submit((values) => send({ type: 'submit', form: 'totp', values }))}>
      {showIdentifier && (
        <FormTextField
          label={intl.formatMessage(formMessages.emailOrUsername)}
          registration={register('emailOrUsername')}
          error={errorText('emailOrUsername')}
          autoComplete="username"
        />
      )}
      <FormTextField
        label={intl.formatMessage(
          useBackupCode ? stepMessages.backupCode : stepMessages.sixDigitCode,
        )}
        registration={register(codeField)}
        error={errorText(codeField)}
        refusedBy={refusedBy(codeField)}
        autoComplete="one-time-code"
        autoFocus={!showIdentifier}
        inputProps={{
          dir: 'ltr',
          maxLength: 64,
          ...(useBackupCode ? {} : { inputMode: 'numeric' }),
        }}
      />
      <Button
        variant="text"
        size="small"
        className="toolkit-inline-action"
        // The other code's form starts afresh; who is signing in stays (the flow keeps what the
        // identifier field holds, see TypedValuesContext).
        onClick={() => send({ type: 'useBackupCode', value: !useBackupCode })}
        disabled={state.busy}
        sx={{ alignSelf: 'flex-start', textAlign: 'start' }}
      >
        {intl.formatMessage(
          useBackupCode ? stepMessages.useAuthenticator : stepMessages.useBackupCode,
        )}
      </Button>
    </FormShell>
  );
}
