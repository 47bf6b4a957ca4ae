/**
 * Onboarding and job preferences (docs/decisions/027). Where a professional stands is read from
 * what they hold, not kept as a cursor: a state license on file, a current employer (an engagement
 * at work), a résumé, saved preferences, a confirmed mobile number at the provider. Only skips are
 * kept. Onboarding is the professional's own; preferences are read by whoever may read them.
 */
import {
  getGetJobPreferencesMockHandler,
  getGetOnboardingMockHandler,
  getUpdateJobPreferencesMockHandler,
  getUpdateOnboardingMockHandler,
} from '../../generated/product/endpoints/onboarding/onboarding.msw';
import type {
  JobPreferences,
  Onboarding,
  OnboardingStep,
  OnboardingStepState,
} from '../../generated/product/model';
import { OnboardingStep as Steps } from '../../generated/product/model';
import {
  updateJobPreferencesBody,
  updateOnboardingBody,
} from '../../generated/product/zod/onboarding/onboarding.zod';
import { productInstant, productStamp } from '../calendar';
import { credentialType, isCredentialTypeId } from '../compliance/catalog';
import { todayOf } from '../compliance/standing';
import type { ProfessionalRecord } from '../db';
import { operation } from '../faults';
import { getDb } from '../store';
import { bodyOf, invalid, parse } from './bodies';
import type { FieldErrors } from './bodies';
import { fail, requireCaller } from './caller';
import { zodLanguage } from './language';
import type { Viewer } from './professional-access';
import { readableProfessional, viewerOf } from './professional-access';

const STEPS = Object.values(Steps);
/** The steps a professional may skip: a license and a reachable phone are asked of everyone. */
const OPTIONAL = new Set<OnboardingStep>(['employer', 'resume', 'preferences']);

const holds = (record: ProfessionalRecord, test: (typeId: string) => boolean) =>
  record.credentials.some((c) => test(c.typeId));

/** Whether what the step asks for is there. */
function isDone(record: ProfessionalRecord, step: OnboardingStep): boolean {
  switch (step) {
    case 'license':
      return holds(
        record,
        (id) => isCredentialTypeId(id) && credentialType(id).category === 'license',
      );
    case 'employer':
      // Said in the step (a current position), or known from an engagement at work.
      return (
        (record.workHistory ?? []).some((entry) => entry.endedOn === undefined) ||
        getDb().engagements.some((e) => e.professionalId === record.id && e.stage === 'active')
      );
    case 'resume':
      // A résumé credential with its file: the credential alone is no résumé.
      return record.credentials.some(
        (c) => c.typeId === 'resume' && !c.replacedBy && (c.documents?.length ?? 0) > 0,
      );
    case 'preferences':
      return record.preferences?.updatedAt !== undefined;
    case 'phone': {
      const user = getDb().users.find((u) => u.id === record.userId);
      const account = getDb().accounts.find((a) => a.userUuid === user?.authUuid);
      return account?.isPhoneNumberConfirmed === true;
    }
  }
}

export function onboardingOf(record: ProfessionalRecord): Onboarding {
  const skipped = new Set(record.onboardingSkipped ?? []);
  const steps = STEPS.map((step) => {
    const state: OnboardingStepState = isDone(record, step)
      ? 'done'
      : skipped.has(step)
        ? 'skipped'
        : 'todo';
    return { step, state, optional: OPTIONAL.has(step) };
  });
  const current = steps.find((s) => s.state === 'todo')?.step;
  return {
    professionalId: record.id,
    steps,
    complete: current === undefined,
    ...(current ? { current } : {}),
  };
}

/** The caller's own record: onboarding is nobody else's to read or change. */
export function own(id: string, viewer: Viewer): ProfessionalRecord {
  const record = readableProfessional(id, viewer);
  if (record.userId === undefined || record.userId !== viewer.userId)
    fail(403, 'Only the professional can see their onboarding', 'forbidden');
  return record;
}

const NEVER_SAVED: JobPreferences = {
  shiftTypes: [],
  shiftLengths: [],
  employmentTypes: [],
  states: [],
};

export const onboardingHandlers = [
  getGetOnboardingMockHandler(
    operation('getOnboarding', 'product', async ({ request, params }): Promise<Onboarding> => {
      const viewer = viewerOf(await requireCaller(request));
      return onboardingOf(own(String(params.id), viewer));
    }),
  ),

  getUpdateOnboardingMockHandler(
    operation('updateOnboarding', 'product', async ({ request, params }): Promise<Onboarding> => {
      const viewer = viewerOf(await requireCaller(request));
      const record = own(String(params.id), viewer);
      const input = parse(updateOnboardingBody.safeParse(await bodyOf(request), zodLanguage()));
      const required = input.skipped.filter((step) => !OPTIONAL.has(step));
      if (required.length > 0)
        invalid([{ field: 'skipped', message: 'This step cannot be skipped' }]);
      record.onboardingSkipped = STEPS.filter((step) => input.skipped.includes(step));
      return onboardingOf(record);
    }),
  ),

  getGetJobPreferencesMockHandler(
    operation('getJobPreferences', 'product', async ({ request, params }) => {
      const viewer = viewerOf(await requireCaller(request));
      return readableProfessional(String(params.id), viewer).preferences ?? NEVER_SAVED;
    }),
  ),

  getUpdateJobPreferencesMockHandler(
    operation('updateJobPreferences', 'product', async ({ request, params }) => {
      const viewer = viewerOf(await requireCaller(request));
      const record = readableProfessional(String(params.id), viewer);
      if (record.userId === undefined || record.userId !== viewer.userId)
        fail(403, 'Only the professional can change their preferences', 'forbidden');
      const input = parse(updateJobPreferencesBody.safeParse(await bodyOf(request), zodLanguage()));
      const errors: FieldErrors = [];
      if (input.shiftTypes.length === 0)
        errors.push({ field: 'shiftTypes', message: 'Choose at least one shift type' });
      if (input.employmentTypes.length === 0)
        errors.push({ field: 'employmentTypes', message: 'Choose at least one kind of work' });
      if (input.states.length === 0)
        errors.push({ field: 'states', message: 'Choose at least one state' });
      const today = todayOf(record, productInstant());
      if (input.earliestStart !== undefined && input.earliestStart < today)
        errors.push({ field: 'earliestStart', message: 'The start cannot be before today' });
      if (errors.length > 0) invalid(errors);
      const saved: JobPreferences = {
        ...input,
        updatedAt: productStamp(),
      };
      record.preferences = saved;
      return saved;
    }),
  ),
];
