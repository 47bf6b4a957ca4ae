import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import {
  loginWithVerificationCode,
  sendVerificationCode,
} from '@generated/provider/endpoints/code/code';
import { DemoInboxSlot } from '@/components/demo/demo-inbox-slot';
import { useStartPath } from '@/features/navigation/use-navigation';
import { FormOutcome, SubmitButton } from '@/components/form-outcome';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { FormTextField } from '@/components/form-text-field';
import { appConfig } from '@/config/app-config';
import { phoneSchema, verificationCodeSchema } from '@/features/auth/forms/schemas';
import { useZodForm } from '@/features/auth/forms/use-zod-form';
import { formMessages } from '@/features/auth/messages';
import { stepMessages } from '@/features/auth/step-messages';
import { session } from '@/features/auth/session';
import { useSession } from '@/features/auth/session/use-session';
import { OnboardingFrame } from './onboarding-frame';
import { AFTER_ONBOARDING } from './steps';
import { currentPhoneMessage, phoneConfirmedMessage, validatePhoneMessages as m } from './messages';

const PhoneInput = lazy(() =>
  import('@/components/phone-input/phone-input').then((mod) => ({ default: mod.PhoneInput })),
);

const phoneFormSchema = phoneSchema();
const codeFormSchema = verificationCodeSchema();

/** A phone number is shown left to right whatever the page's direction. */
const ltr = (phone: string) => `\u2066${phone}\u2069`;

type Stage =
  { name: 'phone' } | { name: 'code'; phoneNumber: string } | { name: 'done'; phoneNumber: string };

/**
 * SPEC §2.2 /onboarding/validate-phone: the mobile number (the phone input of SPEC §5), a code by
 * SMS, and the number confirmed on the signed-in account. The provider's code calls carry the
 * access token, so the code goes to this person; the answer's fresh tokens say the number is
 * confirmed.
 */
export default function ValidatePhonePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { identity, roles } = useSession();
  const startPath = useStartPath();
  // The wizard's last step: a professional goes on to their wallet, with what is still missing.
  const after = roles.includes('professional') ? AFTER_ONBOARDING : startPath;
  const [stage, setStage] = useState<Stage>({ name: 'phone' });
  const sending = useRef(false);
  const phoneForm = useZodForm(phoneFormSchema, { phoneNumber: identity?.phoneNumber ?? '' });
  const codeForm = useZodForm(codeFormSchema, { verificationCode: '' });

  const send = useMutation({
    mutationFn: ({ phoneNumber }: { phoneNumber: string; resend: boolean }) =>
      sendVerificationCode(appConfig.tenantId, { channel: 'sms', phoneNumber }),
    onSuccess: (_answer, { phoneNumber }) => setStage({ name: 'code', phoneNumber }),
    onSettled: () => {
      sending.current = false;
    },
  });
  const verify = useMutation({
    mutationFn: async ({ phoneNumber, code }: { phoneNumber: string; code: string }) => {
      const answer = await loginWithVerificationCode(appConfig.tenantId, {
        channel: 'sms',
        verificationCode: code,
        phoneNumber,
      });
      session.handleLoginResponse(answer, { redirect: false });
    },
    onSuccess: (_answer, { phoneNumber }) => setStage({ name: 'done', phoneNumber }),
    onSettled: () => {
      sending.current = false;
    },
  });
  const once = (run: () => void) => {
    if (sending.current) return; // sent once, however often it is pressed
    sending.current = true;
    run();
  };

  // A number or a code typed and not yet confirmed: leaving asks first.
  const unsaved = useUnsavedChanges(
    stage.name !== 'done' && (phoneForm.formState.isDirty || codeForm.formState.isDirty),
  );
  return (
    <OnboardingFrame step="phone">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
        {stage.name === 'done' ? (
          <Stack spacing={2}>
            <Alert severity="success" variant="outlined" role="status">
              {t(phoneConfirmedMessage, { phone: ltr(stage.phoneNumber) })}
            </Alert>
            <div>
              <Button variant="contained" component={RouterLink} to={after}>
                {t(m.continue)}
              </Button>
            </div>
          </Stack>
        ) : stage.name === 'code' ? (
          <form
            noValidate
            onSubmit={(event) =>
              codeForm.submit(({ verificationCode }) =>
                once(() =>
                  verify.mutate({ phoneNumber: stage.phoneNumber, code: verificationCode }),
                ),
              )(event)
            }
          >
            <Stack spacing={2}>
              <FormTextField
                label={t(stepMessages.verificationCode)}
                registration={codeForm.register('verificationCode')}
                error={codeForm.errorText('verificationCode')}
                autoComplete="one-time-code"
                autoFocus
                inputProps={{ inputMode: 'numeric', maxLength: 64, dir: 'ltr' }}
              />
              <FormOutcome
                error={verify.error ?? send.error}
                // The latest outcome only: a refused code replaces 'We sent a code…'.
                success={
                  verify.isIdle &&
                  send.isSuccess &&
                  t(send.variables.resend ? formMessages.codeResent : stepMessages.codeSentSms)
                }
              />
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <SubmitButton pending={verify.isPending}>{t(m.verify)}</SubmitButton>
                <Button
                  onClick={() =>
                    once(() => {
                      verify.reset(); // the new code's outcome replaces the refused one
                      send.mutate({ phoneNumber: stage.phoneNumber, resend: true });
                    })
                  }
                  aria-busy={send.isPending || undefined}
                >
                  {t(stepMessages.resend)}
                </Button>
                <Button
                  onClick={() => {
                    verify.reset();
                    send.reset();
                    setStage({ name: 'phone' });
                  }}
                >
                  {t(m.changeNumber)}
                </Button>
              </Stack>
            </Stack>
          </form>
        ) : (
          <form
            noValidate
            onSubmit={(event) =>
              phoneForm.submit(({ phoneNumber }) =>
                once(() => send.mutate({ phoneNumber, resend: false })),
              )(event)
            }
          >
            <Stack spacing={2}>
              <Typography variant="body2">{t(m.intro)}</Typography>
              {identity?.isPhoneNumberConfirmed && identity.phoneNumber && (
                <Alert severity="info" variant="outlined">
                  {t(currentPhoneMessage, { phone: ltr(identity.phoneNumber) })}
                </Alert>
              )}
              <Suspense fallback={<Skeleton variant="rounded" height={40} />}>
                <Controller
                  control={phoneForm.control}
                  name="phoneNumber"
                  render={({ field }) => (
                    <PhoneInput
                      label={t(stepMessages.mobilePhone)}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={phoneForm.errorText('phoneNumber')}
                    />
                  )}
                />
              </Suspense>
              <FormOutcome error={send.error} />
              <div>
                <SubmitButton pending={send.isPending}>{t(m.sendCode)}</SubmitButton>
              </div>
            </Stack>
          </form>
        )}
        <Box sx={{ mt: 2, '&:empty': { display: 'none' } }}>
          <DemoInboxSlot />
        </Box>
      </Paper>
      {unsaved.dialog}
    </OnboardingFrame>
  );
}
