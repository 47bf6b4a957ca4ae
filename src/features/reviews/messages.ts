import { defineMessage, defineMessages } from 'react-intl';
import type { AuditAction } from '@generated/product/model';

export const reviewMessages = defineMessages({
  approve: { id: 'review.approve', defaultMessage: 'Approve' },
  reject: { id: 'review.reject', defaultMessage: 'Reject…' },
  rejectTitle: { id: 'review.reject.title', defaultMessage: 'Reject this credential?' },
  reason: { id: 'review.reject.reason', defaultMessage: 'Reason' },
  reasonHelp: {
    id: 'review.reject.reasonHelp',
    defaultMessage:
      'The professional reads this as written: say what is wrong and what to send instead.',
  },
  reasonRequired: {
    id: 'review.reject.reasonRequired',
    defaultMessage: 'Say why, for the professional to read',
  },
  cancel: { id: 'review.reject.cancel', defaultMessage: 'Cancel' },
  confirmReject: { id: 'review.reject.confirm', defaultMessage: 'Reject' },
  failed: { id: 'review.failed', defaultMessage: 'The review could not be saved.' },
  activityTitle: { id: 'review.activity.title', defaultMessage: 'Activity' },
  noActivity: {
    id: 'review.activity.none',
    defaultMessage: 'Nothing has been done to this record yet.',
  },
  activityFailed: {
    id: 'review.activity.failed',
    defaultMessage: 'The activity could not be loaded.',
  },
  retry: { id: 'review.retry', defaultMessage: 'Retry' },
  check: { id: 'review.check', defaultMessage: 'Check at the source' },
  waive: { id: 'review.waive', defaultMessage: 'Waive…' },
  waiveTitle: { id: 'review.waive.title', defaultMessage: 'Waive this requirement?' },
  waiveHelp: {
    id: 'review.waive.help',
    defaultMessage:
      'It counts as met until the last day, then is judged on what is on file again. The professional reads your reason as written.',
  },
  waiveEnds: { id: 'review.waive.ends', defaultMessage: 'Last day' },
  waiveConfirm: { id: 'review.waive.confirm', defaultMessage: 'Waive' },
  waiveEndsInvalid: {
    id: 'review.waive.endsInvalid',
    defaultMessage: 'Choose a day after today, within a year',
  },
  waiveFailed: { id: 'review.waive.failed', defaultMessage: 'The waiver could not be saved.' },
  checking: { id: 'review.checking', defaultMessage: 'Checking…' },
  checkFailed: { id: 'review.check.failed', defaultMessage: 'The check could not be run.' },
});

export const checkedMessage = defineMessage<{ type: string }>({
  id: 'review.checked',
  defaultMessage: '{type}: checked at the source just now. Its status follows the answer.',
});

export const reasonTooLongMessage = defineMessage<{ max: number }>({
  id: 'review.reject.reasonTooLong',
  defaultMessage: 'This is too long: at most {max} characters',
});

export const approvedMessage = defineMessage<{ type: string }>({
  id: 'review.approved',
  defaultMessage: 'Approved: {type}.',
});

export const rejectedMessage = defineMessage<{ type: string }>({
  id: 'review.rejected',
  defaultMessage: 'Rejected: {type}. The professional will see your reason.',
});

export const actionMessages = defineMessages<AuditAction>({
  'credential.added': {
    id: 'review.activity.added',
    defaultMessage: '{actor} added {type}',
  },
  'credential.corrected': {
    id: 'review.activity.corrected',
    defaultMessage: '{actor} corrected {type}',
  },
  'credential.deleted': {
    id: 'review.activity.deleted',
    defaultMessage: '{actor} deleted {type}',
  },
  'credential.approved': {
    id: 'review.activity.approved',
    defaultMessage: '{actor} approved {type}',
  },
  'credential.rejected': {
    id: 'review.activity.rejected',
    defaultMessage: '{actor} rejected {type}',
  },
  'requirement.waived': {
    id: 'review.activity.waived',
    defaultMessage: '{actor} waived {type}',
  },
  'credential.verified': {
    id: 'review.activity.verified',
    defaultMessage: '{actor} checked {type} at its source',
  },
  'document.uploaded': {
    id: 'review.activity.documentUploaded',
    defaultMessage: '{actor} attached a document to {type}: {name}',
  },
  'document.deleted': {
    id: 'review.activity.documentDeleted',
    defaultMessage: '{actor} removed a document from {type}: {name}',
  },
});

export const sourceAnsweredMessage = defineMessage<{ text: string }>({
  id: 'review.activity.sourceAnswered',
  defaultMessage: 'The source answered: “{text}”',
});

export const reasonGivenMessage = defineMessage<{ reason: string }>({
  id: 'review.activity.reason',
  defaultMessage: 'Reason: “{reason}”',
});

export const waivedMessage = defineMessage<{ type: string }>({
  id: 'review.waived',
  defaultMessage: 'Waived: {type}.',
});
