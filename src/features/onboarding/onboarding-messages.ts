import { defineMessage, defineMessages } from 'react-intl';
import type { OnboardingStep } from '@generated/product/model';

export const stepLabels = defineMessages<OnboardingStep>({
  license: { id: 'onboarding.step.license', defaultMessage: 'License' },
  employer: { id: 'onboarding.step.employer', defaultMessage: 'Current employer' },
  resume: { id: 'onboarding.step.resume', defaultMessage: 'Résumé' },
  preferences: { id: 'onboarding.step.preferences', defaultMessage: 'Job preferences' },
  phone: { id: 'onboarding.step.phone', defaultMessage: 'Phone' },
});

export const onboardingMessages = defineMessages({
  steps: { id: 'onboarding.steps', defaultMessage: 'Onboarding steps' },
  done: { id: 'onboarding.state.done', defaultMessage: 'Done' },
  skipped: { id: 'onboarding.state.skipped', defaultMessage: 'Skipped' },
  optional: { id: 'onboarding.state.optional', defaultMessage: 'Optional' },
  back: { id: 'onboarding.back', defaultMessage: 'Back' },
  skip: { id: 'onboarding.skip', defaultMessage: 'Skip this step' },
  registerFirst: {
    id: 'onboarding.registerFirst',
    defaultMessage: 'Say what your account is first: onboarding is for professionals.',
  },
  registerLink: { id: 'onboarding.registerLink', defaultMessage: 'Choose your account type' },
  loadFailed: {
    id: 'onboarding.loadFailed',
    defaultMessage: 'Your onboarding could not be loaded.',
  },
  retry: { id: 'onboarding.retry', defaultMessage: 'Retry' },
});

export const stepOfMessage = defineMessage<{ step: number; total: number; name: string }>({
  id: 'onboarding.stepOf',
  defaultMessage: 'Step {step} of {total}: {name}',
});
