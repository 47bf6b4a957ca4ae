/**
 * A step's buttons: Back to the step before (what was typed stays: steps.ts keeps drafts), Skip
 * for an optional step (the server keeps the skip, and the person moves on), and the step's own
 * submit.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  getGetOnboardingQueryKey,
  useGetOnboarding,
  useUpdateOnboarding,
} from '@generated/product/endpoints/onboarding/onboarding';
import type { OnboardingStep } from '@generated/product/model';
import { FormOutcome, SubmitButton } from '@/components/form-outcome';
import { onboardingMessages as m } from './onboarding-messages';
import { STEP_PATH, pathAfter, previousStep } from './steps';

interface StepActionsProps {
  step: OnboardingStep;
  submitLabel: string;
  pending: boolean;
  /** Before leaving by Skip (an unsaved-changes guard lets go). */
  onLeave?: () => void;
}

export function StepActions({ step, submitLabel, pending, onLeave }: StepActionsProps) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onboarding = useGetOnboarding('me');
  const skip = useUpdateOnboarding();
  const before = previousStep(step);
  const status = onboarding.data?.steps.find((s) => s.step === step);
  const skipped = onboarding.data?.steps.filter((s) => s.state === 'skipped').map((s) => s.step);

  const skipStep = () => {
    if (skip.isPending || !skipped) return;
    skip.mutate(
      { id: 'me', data: { skipped: [...skipped, step] } },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(getGetOnboardingQueryKey('me'), answer);
          onLeave?.();
          void navigate(pathAfter(step));
        },
      },
    );
  };

  return (
    <Stack spacing={1}>
      <FormOutcome error={skip.error} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        {status?.optional && status.state !== 'done' && (
          <Button onClick={skipStep} aria-busy={skip.isPending || undefined}>
            {t(m.skip)}
          </Button>
        )}
        {before && (
          <Button component={RouterLink} to={STEP_PATH[before]} sx={{ marginInlineStart: 'auto' }}>
            {t(m.back)}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
