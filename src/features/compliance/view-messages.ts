/** The words of the compliance views shared by the wallet and the professional's page. */
import { defineMessage, defineMessages } from 'react-intl';
import type { VerificationSource } from '@generated/product/model';

export const viewMessages = defineMessages({
  summaryTitle: { id: 'compliance.summary.title', defaultMessage: 'Where things stand' },
  clearedSelf: { id: 'compliance.summary.clearedSelf', defaultMessage: 'You are cleared to work.' },
  notClearedSelf: {
    id: 'compliance.summary.notClearedSelf',
    defaultMessage: 'You are not cleared to work yet.',
  },
  clearedStaff: { id: 'compliance.summary.clearedStaff', defaultMessage: 'Cleared to work.' },
  notClearedStaff: {
    id: 'compliance.summary.notClearedStaff',
    defaultMessage: 'Not cleared to work yet.',
  },
  countsLabel: { id: 'compliance.summary.countsLabel', defaultMessage: 'Requirements by status' },
  requirementsTitle: { id: 'compliance.requirements.title', defaultMessage: 'Requirements' },
  advisory: { id: 'compliance.requirements.advisory', defaultMessage: 'Advisory' },
  credentialsTitle: { id: 'compliance.credentials.title', defaultMessage: 'On file' },
  noCredentials: { id: 'compliance.credentials.none', defaultMessage: 'Nothing on file yet.' },
  historyTitle: { id: 'compliance.credentials.history', defaultMessage: 'Replaced by a renewal' },
  loadFailed: {
    id: 'compliance.error.title',
    defaultMessage: 'The compliance record could not be loaded.',
  },
  retry: { id: 'compliance.error.retry', defaultMessage: 'Retry' },
  loading: { id: 'compliance.loading', defaultMessage: 'Loading the compliance record' },
});

export const needsYouMessage = defineMessage<{ count: number }>({
  id: 'compliance.summary.needsYou',
  defaultMessage:
    '{count, plural, =0 {Nothing needs you.} one {# item needs you.} other {# items need you.}}',
});

export const needsThemMessage = defineMessage<{ count: number }>({
  id: 'compliance.summary.needsThem',
  defaultMessage:
    '{count, plural, =0 {Nothing waits on the professional.} one {# item waits on the professional.} other {# items wait on the professional.}}',
});

export const withReviewerMessage = defineMessage<{ count: number }>({
  id: 'compliance.summary.withReviewer',
  defaultMessage: '{count, plural, one {# is with a reviewer.} other {# are with a reviewer.}}',
});

export const asOfMessage = defineMessage<{ date: string; zone: string }>({
  id: 'compliance.summary.asOf',
  defaultMessage: 'As of {date} ({zone}).',
});

export const statusCountMessage = defineMessage<{ status: string; count: number }>({
  id: 'compliance.summary.statusCount',
  defaultMessage: '{status}: {count}',
});

export const metByMessage = defineMessage<{ type: string }>({
  id: 'compliance.requirements.metBy',
  defaultMessage: 'Met by: {type}.',
});

export const waiverNoteMessage = defineMessage<{ note: string }>({
  id: 'compliance.waiverNote',
  defaultMessage: 'Why it is waived: “{note}”',
});

export const reviewerNoteMessage = defineMessage<{ note: string }>({
  id: 'compliance.reviewerNote',
  defaultMessage: 'Reviewer’s note: “{note}”',
});

export const issuedMessage = defineMessage<{ date: string }>({
  id: 'compliance.credentials.issued',
  defaultMessage: 'Issued {date}',
});

export const expiresMessage = defineMessage<{ date: string }>({
  id: 'compliance.credentials.expires',
  defaultMessage: 'Valid through {date}',
});

export const checkedMessage = defineMessage<{ source: string; text: string; when: string }>({
  id: 'compliance.credentials.checked',
  defaultMessage: '{source} answered “{text}” on {when}.',
});

export const numberMessage = defineMessage<{ number: string }>({
  id: 'compliance.credentials.number',
  defaultMessage: 'No. {number}',
});

export const sourceMessages = defineMessages<VerificationSource>({
  none: { id: 'compliance.source.none', defaultMessage: 'No primary source' },
  'license-board': {
    id: 'compliance.source.licenseBoard',
    defaultMessage: 'The state licensing board',
  },
  'npi-registry': { id: 'compliance.source.npiRegistry', defaultMessage: 'The NPPES NPI registry' },
  'exclusion-list': {
    id: 'compliance.source.exclusionList',
    defaultMessage: 'The OIG exclusion list (LEIE)',
  },
});
