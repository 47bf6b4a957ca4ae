import { defineMessage, defineMessages } from 'react-intl';
import type { PrimitiveType } from 'react-intl';
import type { RouteKey } from '@/config/route-messages';

export const landingMessages = defineMessages({
  intro: {
    id: 'landing.intro',
    defaultMessage:
      'This platform keeps every professional’s licenses, certifications and health records in one place, with their dates watched, licenses checked at their source when staff ask, and each matched to what every employer requires.',
  },
  toStart: { id: 'landing.toStart', defaultMessage: 'Go to your start page' },
  figuresTitle: { id: 'landing.figures.title', defaultMessage: 'Today on the platform' },
  professionals: { id: 'landing.figures.professionals', defaultMessage: 'Professionals' },
  cleared: { id: 'landing.figures.cleared', defaultMessage: 'Cleared to work' },
  queue: { id: 'landing.figures.queue', defaultMessage: 'Waiting for a reviewer' },
  openList: { id: 'landing.figures.openList', defaultMessage: 'Open the professionals list' },
  openDashboard: { id: 'landing.figures.openDashboard', defaultMessage: 'Open the dashboard' },
  checksTitle: { id: 'landing.checks.title', defaultMessage: 'What is checked' },
  forWhomTitle: { id: 'landing.forWhom.title', defaultMessage: 'Who it is for' },
  startTitle: { id: 'landing.start.title', defaultMessage: 'Where to start' },
});

/** `share`: the share already formatted (a percentage), isolated from the sentence around it. */
export const clearedShare = defineMessage<{ share: PrimitiveType }>({
  id: 'landing.figures.clearedShare',
  defaultMessage: '{share} of professionals',
});

/** `days`: the window the API counted lapses in (30 by default). */
export const expiringFigure = defineMessage<{ days: number }>({
  id: 'landing.figures.expiring',
  defaultMessage: 'Credentials lapsing within {days} days',
});

export const checkMessages = defineMessages({
  licenseTitle: { id: 'landing.checks.license.title', defaultMessage: 'Licenses, at the board' },
  license: {
    id: 'landing.checks.license',
    defaultMessage:
      'Each license is looked up at the board that issued it: active, expired, suspended or on probation, in the board’s own words, with the time of the check.',
  },
  npiTitle: { id: 'landing.checks.npi.title', defaultMessage: 'The NPI' },
  npi: {
    id: 'landing.checks.npi',
    defaultMessage:
      'The number’s check digit is tested as it is typed; the national registry then says whether the number is in use, and by whom.',
  },
  exclusionTitle: { id: 'landing.checks.exclusion.title', defaultMessage: 'Exclusion lists' },
  exclusion: {
    id: 'landing.checks.exclusion',
    defaultMessage:
      'Names and NPIs are looked up in the OIG’s list of excluded individuals: a match stops placement until a person looks at it.',
  },
  recordsTitle: {
    id: 'landing.checks.records.title',
    defaultMessage: 'Certifications and health records',
  },
  records: {
    id: 'landing.checks.records',
    defaultMessage:
      'BLS and ACLS cards, TB tests, immunizations and physicals: the dates entered from each document, and a reviewer’s approval where a person must look.',
  },
  requirementsTitle: {
    id: 'landing.checks.requirements.title',
    defaultMessage: 'Each employer’s requirements',
  },
  requirements: {
    id: 'landing.checks.requirements',
    defaultMessage:
      'Requirement sets per employer and facility, so that a missing credential is seen before a professional applies, not on the first day.',
  },
});

export const audienceMessages = defineMessages({
  professionalsTitle: {
    id: 'landing.forWhom.professionals.title',
    defaultMessage: 'Professionals',
  },
  professionals: {
    id: 'landing.forWhom.professionals',
    defaultMessage:
      'One wallet of credentials, with a reminder before anything lapses and a clear reason when something is refused.',
  },
  employersTitle: {
    id: 'landing.forWhom.employers.title',
    defaultMessage: 'Employers, agencies and organizations',
  },
  employers: {
    id: 'landing.forWhom.employers',
    defaultMessage:
      'Their requirements written once, and a roster that shows who is cleared to work today.',
  },
  teamsTitle: { id: 'landing.forWhom.teams.title', defaultMessage: 'Credentialing teams' },
  teams: {
    id: 'landing.forWhom.teams',
    defaultMessage:
      'A review queue, verifications at the primary source and an audit trail of who decided what, and when.',
  },
});

/** What each page offered as a start is for, in a line. */
export const startMessages = defineMessages({
  home: {
    id: 'landing.start.home',
    defaultMessage: 'Your dashboard: where things stand, and what needs you next.',
  },
  pickType: {
    id: 'landing.start.pickType',
    defaultMessage:
      'Tell us whether you register as a professional, an employer, an agency or an organization.',
  },
  professionals: {
    id: 'landing.start.professionals',
    defaultMessage: 'Find a professional by name or status, and open their credentials.',
  },
  employers: {
    id: 'landing.start.employers',
    defaultMessage:
      'Write each employer’s requirement sets and see who on their roster is cleared.',
  },
  users: {
    id: 'landing.start.users',
    defaultMessage: 'Invite people, give them their roles, and deactivate accounts.',
  },
  supportHub: {
    id: 'landing.start.supportHub',
    defaultMessage: 'Answers to common questions, in English and Spanish.',
  },
  accountSettings: {
    id: 'landing.start.accountSettings',
    defaultMessage: 'Your profile, your password and second factors, your language and theme.',
  },
}) satisfies Partial<Record<RouteKey, unknown>>;
