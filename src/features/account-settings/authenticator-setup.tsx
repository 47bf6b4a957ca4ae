import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getTotpSetup, loginWithTotp } from '@generated/provider/endpoints/totp/totp';
import { FormOutcome, SubmitButton } from '@/components/form-outcome';
import { FormTextField } from '@/components/form-text-field';
import { appConfig } from '@/config/app-config';
import { BackupCodeList, QrCodeBlock } from '@/features/auth/components/authenticator-parts';
import { totpCodeSchema } from '@/features/auth/forms/schemas';
import { useZodForm } from '@/features/auth/forms/use-zod-form';
import { stepMessages } from '@/features/auth/step-messages';
import { useSession } from '@/features/auth/session/use-session';
import { securityMessages as m } from './messages';

const codeSchema = totpCodeSchema();

interface Setup {
  qrCode: string;
  secret: string | undefined;
  backupCodes: string[];
}

/** Step 2: the six-digit code from the new authenticator confirms it (POST /auth/totp). */
function ConfirmCode({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { identity } = useSession();
  const sending = useRef(false);
  const form = useZodForm(codeSchema, { totpCode: '' });
  // The current session stays as it is: the answer's tokens are not needed here.
  const confirm = useMutation({
    mutationFn: (totpCode: string) =>
      loginWithTotp(appConfig.tenantId, { totpCode, userUuid: identity?.userUuid }),
    onSuccess: onConfirmed,
    onSettled: () => {
      sending.current = false;
    },
  });
  return (
    <form
      noValidate
      onSubmit={(event) =>
        form.submit(({ totpCode }) => {
          if (sending.current) return;
          sending.current = true;
          confirm.mutate(totpCode);
        })(event)
      }
    >
      <Stack spacing={2}>
        <QrCodeBlock qrCode={setup.qrCode} secret={setup.secret} />
        <FormTextField
          label={t(stepMessages.sixDigitCode)}
          registration={form.register('totpCode')}
          error={form.errorText('totpCode')}
          autoComplete="one-time-code"
          autoFocus
          inputProps={{ inputMode: 'numeric', maxLength: 64, dir: 'ltr' }}
        />
        <FormOutcome error={confirm.error} />
        <Stack direction="row" spacing={2}>
          <SubmitButton pending={confirm.isPending}>{t(m.confirmCode)}</SubmitButton>
          <Button onClick={onCancel}>{t(m.cancel)}</Button>
        </Stack>
      </Stack>
    </form>
  );
}

type View = 'idle' | 'setup' | 'confirmed';

/**
 * Set up or replace the authenticator app while signed in: fetch a new secret (GET /auth/totp),
 * confirm it with a code, then show the new backup codes once. `onPendingChange` hears whether a
 * set-up is under way (from the secret shown until Done or Cancel), for the page's guard.
 */
export function AuthenticatorSetup({
  onPendingChange,
}: {
  onPendingChange?: (pending: boolean) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [view, setView] = useState<View>('idle');
  useEffect(() => onPendingChange?.(view !== 'idle'), [view, onPendingChange]);
  const { identity, user } = useSession();
  const startButton = useRef<HTMLButtonElement>(null);
  // Each request makes the provider hold a new secret: one at a time, however often it is pressed
  // (`isPending` only changes at the next render, after a second click may have landed).
  const fetching = useRef(false);
  const fetchSetup = useMutation({
    mutationFn: async (): Promise<Setup> => {
      const answer = await getTotpSetup();
      return {
        qrCode: answer.qrCode,
        secret: answer.totpSecret,
        backupCodes: answer.backupCodes,
      };
    },
    onSuccess: () => setView('setup'),
    onSettled: () => {
      fetching.current = false;
    },
  });
  const start = () => {
    if (fetching.current) return;
    fetching.current = true;
    fetchSetup.mutate();
  };
  const close = () => {
    setView('idle');
    fetchSetup.reset();
    // Focus goes back where the person started.
    requestAnimationFrame(() => startButton.current?.focus());
  };

  if (view === 'setup' && fetchSetup.data) {
    return (
      <ConfirmCode
        setup={fetchSetup.data}
        onConfirmed={() => setView('confirmed')}
        onCancel={close}
      />
    );
  }
  if (view === 'confirmed' && fetchSetup.data) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" variant="outlined" role="status">
          {t(stepMessages.authenticatorAdded)}
        </Alert>
        <BackupCodeList
          codes={fetchSetup.data.backupCodes}
          account={identity?.email ?? user?.email}
        />
        <div>
          <Button variant="contained" onClick={close}>
            {t(m.done)}
          </Button>
        </div>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <div role="alert">
        {fetchSetup.isError && (
          <Alert
            severity="error"
            variant="outlined"
            role="none"
            action={
              <Button color="inherit" size="small" onClick={start}>
                {t(stepMessages.retry)}
              </Button>
            }
          >
            {t(stepMessages.totpRetrievalFailed)}
          </Alert>
        )}
      </div>
      <Box>
        <Button
          ref={startButton}
          variant="outlined"
          aria-busy={fetchSetup.isPending || undefined}
          aria-disabled={fetchSetup.isPending || undefined}
          startIcon={
            fetchSetup.isPending ? (
              <CircularProgress size={16} aria-label={t(m.loadingAuthenticator)} />
            ) : undefined
          }
          onClick={start}
        >
          {t(m.setUpAuthenticator)}
        </Button>
      </Box>
    </Stack>
  );
}
