/** The onboarding wizard's five steps (SPEC §2.2's routes), in order, and where each lives. */
import type { OnboardingStep } from '@generated/product/model';
import { OnboardingStep as Steps } from '@generated/product/model';
import { PATHS } from '@/config/paths';
import { session } from '@/features/auth/session';

export const STEPS: readonly OnboardingStep[] = Object.values(Steps);

export const STEP_PATH: Readonly<Record<OnboardingStep, string>> = {
  license: PATHS.licenseVerification,
  employer: PATHS.currentEmployer,
  resume: PATHS.uploadResume,
  preferences: PATHS.jobPreferences,
  phone: PATHS.validatePhone,
};

/** After the last step: the wallet, with what is still missing. */
export const AFTER_ONBOARDING = PATHS.documentation;

export const previousStep = (step: OnboardingStep): OnboardingStep | undefined =>
  STEPS[STEPS.indexOf(step) - 1];

export const nextStep = (step: OnboardingStep): OnboardingStep | undefined =>
  STEPS[STEPS.indexOf(step) + 1];

/** Where a step leads on: the next step's page, or the wallet after the last. */
export const pathAfter = (step: OnboardingStep): string => {
  const next = nextStep(step);
  return next ? STEP_PATH[next] : AFTER_ONBOARDING;
};

/**
 * What was typed in a step and not saved, kept while the person moves between steps in this tab
 * (Back keeps it), for the account that typed it (another signing in here never sees it); a save
 * or a reload forgets it.
 */
const drafts = new Map<string, unknown>();
const keyOf = (step: OnboardingStep) => `${session.getState().identity?.userUuid ?? ''} ${step}`;
export const draftOf = <T>(step: OnboardingStep): T | undefined =>
  drafts.get(keyOf(step)) as T | undefined;
export const keepDraft = (step: OnboardingStep, values: unknown) => drafts.set(keyOf(step), values);
export const forgetDraft = (step: OnboardingStep) => drafts.delete(keyOf(step));

const STEP_PATHS = new Set(Object.values(STEP_PATH));
/** Whether `pathname` is one of the wizard's steps (where a draft is kept). */
export const isStepPath = (pathname: string) => STEP_PATHS.has(pathname);
