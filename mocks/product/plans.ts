/**
 * Plans and the tenant's subscription (docs/decisions/038): three plans priced per staff seat, the
 * free trial sign-up promises, and the verifications each plan includes a calendar month (UTC),
 * which GET /subscription counts and the verification call is held to (`spendVerification`).
 */
import {
  getChangePlanMockHandler,
  getGetSubscriptionMockHandler,
  getListPlansMockHandler,
} from '../../generated/product/endpoints/plans/plans.msw';
import type { Plan, PlanId, PlanList, Subscription } from '../../generated/product/model';
import { changePlanBody } from '../../generated/product/zod/plans/plans.zod';
import { productInstant } from '../calendar';
import { civilToday, daysBetween } from '../compliance/civil-date';
import type { SubscriptionRecord } from '../db';
import { operation } from '../faults';
import { getDb } from '../store';
import { bodyOf, parse } from './bodies';
import type { Caller } from './caller';
import { fail, requireCaller } from './caller';
import { zodLanguage } from './language';

/** What each plan offers: each the one below it and more. */
const STARTER: Plan['features'] = [
  'license-verification',
  'npi-and-exclusion-checks',
  'wallet-and-alerts',
];
const TEAM: Plan['features'] = [
  ...STARTER,
  'employer-requirements',
  'review-and-audit',
  'file-manager',
];
const ENTERPRISE: Plan['features'] = [...TEAM, 'single-sign-on', 'priority-support'];

const plan = (
  id: PlanId,
  name: string,
  pricePerSeat: number,
  verificationsPerMonth: number,
  features: Plan['features'],
): Plan => ({ id, name, pricePerSeat, currency: 'USD', verificationsPerMonth, features });

export const PLANS: readonly Plan[] = [
  plan('starter', 'Starter', 2900, 250, STARTER),
  plan('team', 'Team', 4900, 1000, TEAM),
  plan('enterprise', 'Enterprise', 8900, 5000, ENTERPRISE),
];

const planOf = (id: PlanId): Plan => PLANS.find((plan) => plan.id === id)!;

/** The month a verification counts in: the calendar month, in UTC. */
const monthOf = (instant: Date): string => instant.toISOString().slice(0, 7);

/** This month's use: a count from an earlier month starts again at 0. */
function usageNow(record: SubscriptionRecord, instant: Date) {
  const month = monthOf(instant);
  return record.usage.month === month ? record.usage : { month, verifications: 0 };
}

function subscriptionView(record: SubscriptionRecord): Subscription {
  const instant = productInstant();
  const today = civilToday(instant, 'UTC');
  const usage = usageNow(record, instant);
  const trialing = !record.paid && today <= record.trialEndsOn;
  return {
    planId: record.planId,
    status: record.paid ? 'active' : trialing ? 'trialing' : 'trial-ended',
    ...(record.paid ? {} : { trialEndsOn: record.trialEndsOn }),
    ...(trialing ? { trialDaysLeft: daysBetween(today, record.trialEndsOn) } : {}),
    seatsInUse: getDb().users.filter((u) => u.isActive && u.defaultRole !== 'professional').length,
    verifications: {
      month: usage.month,
      used: usage.verifications,
      included: planOf(record.planId).verificationsPerMonth,
    },
  };
}

/** The plans and the subscription are the staff's to read (admin, user). */
function requireStaff(caller: Caller): void {
  if (!caller.isAdmin && !caller.roles.includes('user'))
    fail(403, 'Your role cannot see the plans', 'forbidden');
}

/**
 * Counts one verification against the plan, or refuses it (403 `plan_limit_reached`) when this
 * month's are used. Called by the verification call before it asks the primary source.
 */
export function spendVerification(): void {
  const record = getDb().subscription;
  const usage = usageNow(record, productInstant());
  const included = planOf(record.planId).verificationsPerMonth;
  if (usage.verifications >= included) {
    fail(
      403,
      `Your plan includes ${included} verifications a month, and this month's are used. An administrator can change the plan on the Pricing page.`,
      'plan_limit_reached',
    );
  }
  countVerification();
}

/**
 * Counts a check the plan does not refuse: the onboarding's license step, where refusing would
 * stop a professional signing up (decision 038). It still costs, so it still counts.
 */
export function countVerification(): void {
  const record = getDb().subscription;
  const usage = usageNow(record, productInstant());
  record.usage = { month: usage.month, verifications: usage.verifications + 1 };
}

export const planHandlers = [
  getListPlansMockHandler(
    operation('listPlans', 'product', async ({ request }): Promise<PlanList> => {
      requireStaff(await requireCaller(request));
      return { items: PLANS.map((plan) => ({ ...plan, features: [...plan.features] })) };
    }),
  ),

  getGetSubscriptionMockHandler(
    operation('getSubscription', 'product', async ({ request }): Promise<Subscription> => {
      requireStaff(await requireCaller(request));
      return subscriptionView(getDb().subscription);
    }),
  ),

  getChangePlanMockHandler(
    operation('changePlan', 'product', async ({ request }): Promise<Subscription> => {
      const caller = await requireCaller(request);
      if (!caller.isAdmin) fail(403, 'Only administrators can change the plan', 'forbidden');
      const { planId } = parse(changePlanBody.safeParse(await bodyOf(request), zodLanguage()));
      const record = getDb().subscription;
      record.planId = planId;
      return subscriptionView(record);
    }),
  ),
];
