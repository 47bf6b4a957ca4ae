/**
 * The onboarding wizard's frame (decision 027): the step's title, where the person is among the
 * five steps (a stepper whose steps are links; on a phone, 'Step 2 of 5'), what is done or
 * skipped as the server says, then the step itself with Back and, for an optional step, Skip. An
 * account that has not said it is a professional is sent to registration first; the phone step
 * (the account's own) works for it anyway.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGetOnboarding } from '@generated/product/endpoints/onboarding/onboarding';
import type { OnboardingStep } from '@generated/product/model';
import { PageFrame } from '@/components/page-frame';
import { PATHS } from '@/config/paths';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { HttpError } from '@/lib/http/errors';
import { onboardingMessages as m, stepLabels, stepOfMessage } from './onboarding-messages';
import { STEPS, STEP_PATH } from './steps';

const ROUTE_OF = {
  license: 'licenseVerification',
  employer: 'currentEmployer',
  resume: 'uploadResume',
  preferences: 'jobPreferences',
  phone: 'validatePhone',
} as const satisfies Record<OnboardingStep, keyof typeof ROUTE_BY_KEY>;

export function OnboardingFrame({ step, children }: { step: OnboardingStep; children: ReactNode }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const route = ROUTE_BY_KEY[ROUTE_OF[step]];
  const trail = useRouteTrail(route);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const query = useGetOnboarding('me');
  const noRecord = query.error instanceof HttpError && query.error.status === 404;
  const at = STEPS.indexOf(step);
  const stateOf = (s: OnboardingStep) => query.data?.steps.find((x) => x.step === s);

  return (
    <PageFrame title={t(routeTitles[ROUTE_OF[step]])} trail={trail}>
      {noRecord ? (
        <Alert
          severity="info"
          variant="outlined"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={PATHS.pickType}>
              {t(m.registerLink)}
            </Button>
          }
        >
          {t(m.registerFirst)}
        </Alert>
      ) : query.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t(m.retry)}
            </Button>
          }
        >
          {t(m.loadFailed)}
        </Alert>
      ) : phone ? (
        <Typography component="p" variant="subtitle2" color="text.secondary">
          {t(stepOfMessage, { step: at + 1, total: STEPS.length, name: t(stepLabels[step]) })}
        </Typography>
      ) : (
        <nav aria-label={t(m.steps)}>
          {/* A list of links, not MUI's tabs: each step is a page of its own. */}
          <Stepper activeStep={at} component="ol" role={undefined} sx={{ p: 0, m: 0 }}>
            {STEPS.map((s) => {
              const status = stateOf(s);
              const note =
                status?.state === 'done'
                  ? t(m.done)
                  : status?.state === 'skipped'
                    ? t(m.skipped)
                    : status?.optional
                      ? t(m.optional)
                      : undefined;
              return (
                <Step key={s} component="li" completed={status?.state === 'done'}>
                  <StepLabel optional={note && <Typography variant="caption">{note}</Typography>}>
                    <Link
                      component={RouterLink}
                      to={STEP_PATH[s]}
                      color="inherit"
                      underline="hover"
                      aria-current={s === step ? 'step' : undefined}
                    >
                      {t(stepLabels[s])}
                    </Link>
                  </StepLabel>
                </Step>
              );
            })}
          </Stepper>
        </nav>
      )}
      {(!noRecord || step === 'phone') && <Stack spacing={2}>{children}</Stack>}
    </PageFrame>
  );
}
