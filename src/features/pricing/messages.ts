import { defineMessage, defineMessages } from 'react-intl';
import type { PrimitiveType } from 'react-intl';
import type { PlanFeature, SubscriptionStatus } from '@generated/product/model';

export const pricingMessages = defineMessages({
  intro: {
    id: 'pricing.intro',
    defaultMessage:
      'Plans are priced per staff seat and month; professionals use the platform free. Each plan includes a number of checks at primary sources every month.',
  },
  yourPlan: { id: 'pricing.yourPlan', defaultMessage: 'Your plan' },
  plans: { id: 'pricing.plans', defaultMessage: 'Plans' },
  current: { id: 'pricing.current', defaultMessage: 'Current plan' },
  seats: { id: 'pricing.seats', defaultMessage: 'Seats in use' },
  verifications: { id: 'pricing.verifications', defaultMessage: 'Verifications this month' },
  onlyAdmins: {
    id: 'pricing.onlyAdmins',
    defaultMessage: 'Only administrators can change the plan.',
  },
  cancel: { id: 'pricing.cancel', defaultMessage: 'Cancel' },
  changeFailed: { id: 'pricing.changeFailed', defaultMessage: 'The plan was not changed.' },
  featuresNote: {
    id: 'pricing.featuresNote',
    defaultMessage:
      'In this demo every plan keeps every page open: only the verifications are limited.',
  },
});

export const statusMessages = defineMessages<SubscriptionStatus>({
  trialing: { id: 'pricing.status.trialing', defaultMessage: 'Free trial' },
  'trial-ended': { id: 'pricing.status.trialEnded', defaultMessage: 'Trial ended' },
  active: { id: 'pricing.status.active', defaultMessage: 'Active' },
});

export const trialLeftMessage = defineMessage<{ days: number; date: string }>({
  id: 'pricing.trialLeft',
  defaultMessage:
    '{days, plural, =0 {The free trial ends today.} one {# day left of the free trial, until {date}.} other {# days left of the free trial, until {date}.}}',
});

export const trialEndedMessage = defineMessage<{ date: string }>({
  id: 'pricing.trialEnded',
  defaultMessage: 'The free trial ended on {date}. The demo keeps working.',
});

export const perSeatMessage = defineMessage<{ price: string }>({
  id: 'pricing.perSeat',
  defaultMessage: '{price} per seat a month',
});

export const includedMessage = defineMessage<{ count: number }>({
  id: 'pricing.included',
  defaultMessage: '{count, number} verifications a month',
});

/** Amounts isolated from the sentence (<bdi>): a right-to-left line keeps each one whole. */
export const monthlyMessage = defineMessage<{ price: PrimitiveType; total: PrimitiveType }>({
  id: 'pricing.monthly',
  defaultMessage: '{price} a seat: {total} a month',
});

export const usedMessage = defineMessage<{ used: number; included: number; month: string }>({
  id: 'pricing.used',
  defaultMessage: '{used, number} of {included, number} used in {month}',
});

export const usedTextMessage = defineMessage<{ used: number; included: number }>({
  id: 'pricing.usedText',
  defaultMessage: '{used, number} of {included, number}',
});

export const limitReachedMessage = defineMessage({
  id: 'pricing.limitReached',
  defaultMessage:
    'This month’s verifications are used: new checks are refused until next month, or until an administrator changes the plan.',
});

export const switchMessage = defineMessage<{ plan: string }>({
  id: 'pricing.switch',
  defaultMessage: 'Switch to {plan}',
});

export const switchTitle = defineMessage<{ plan: string }>({
  id: 'pricing.switchTitle',
  defaultMessage: 'Switch to {plan}?',
});

export const switchBody = defineMessage<{
  included: number;
  price: string;
  used: number;
  over: string;
}>({
  id: 'pricing.switchBody',
  defaultMessage:
    'It takes effect now: {included, number} verifications a month, {price} per seat. {used, number} have been run this month{over, select, true {, so new checks will be refused until next month or another change of plan} other {}}.',
});

export const switchedMessage = defineMessage<{ plan: string }>({
  id: 'pricing.switched',
  defaultMessage: 'Your plan is now {plan}.',
});

export const featureMessages = defineMessages<PlanFeature>({
  'license-verification': {
    id: 'pricing.feature.licenseVerification',
    defaultMessage: 'Licenses checked at the issuing board',
  },
  'npi-and-exclusion-checks': {
    id: 'pricing.feature.npiAndExclusion',
    defaultMessage: 'NPI registry and OIG exclusion checks',
  },
  'wallet-and-alerts': {
    id: 'pricing.feature.walletAndAlerts',
    defaultMessage: 'Professionals’ wallets, with reminders before a lapse',
  },
  'employer-requirements': {
    id: 'pricing.feature.employerRequirements',
    defaultMessage: 'Employer requirement sets and rosters',
  },
  'review-and-audit': {
    id: 'pricing.feature.reviewAndAudit',
    defaultMessage: 'Review queue and audit trail',
  },
  'file-manager': { id: 'pricing.feature.fileManager', defaultMessage: 'File manager' },
  'single-sign-on': {
    id: 'pricing.feature.singleSignOn',
    defaultMessage: 'Single sign-on (SAML) for the staff',
  },
  'priority-support': {
    id: 'pricing.feature.prioritySupport',
    defaultMessage: 'Priority support, answered within a working day',
  },
});
