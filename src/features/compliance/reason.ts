/**
 * A status's reason code as a sentence in the reader's language, with the credential's name and
 * its dates: what the API leaves to the app (decision 018).
 */
import type { IntlShape } from 'react-intl';
import type { ComplianceReason } from '@generated/product/model';
import { formatCivilDate } from '@/lib/civil-date';
import { currentUntilMessage, reasonMessages, staffReasonMessages } from './messages';

export interface Reasoned {
  reason: ComplianceReason;
  dueOn?: string | undefined;
  daysLeft?: number | undefined;
}

/** `self`: the professional reading their own (with the next step); `staff`: anyone else. */
export type Voice = 'self' | 'staff';

export function reasonSentence(
  intl: IntlShape,
  item: Reasoned,
  typeName: string,
  voice: Voice = 'self',
): string {
  const date = item.dueOn ? formatCivilDate(intl, item.dueOn) : '';
  // "Current." says little when there is a date: say until when.
  if (item.reason === 'current' && item.dueOn)
    return intl.formatMessage(currentUntilMessage, { date });
  const messages = voice === 'self' ? reasonMessages : staffReasonMessages;
  const sentence = intl.formatMessage(messages[item.reason], {
    type: typeName,
    date,
    days: Math.max(0, item.daysLeft ?? 0),
  });
  // Waiting for a reviewer, a source or a document does not stop the clock: say when it runs out.
  if (WAITING.has(item.reason) && item.dueOn && item.daysLeft !== undefined) {
    const due = staffReasonMessages[item.daysLeft < 0 ? 'expired-on' : 'expires-in'];
    return `${sentence} ${intl.formatMessage(due, { type: typeName, date, days: Math.max(0, item.daysLeft) })}`;
  }
  return sentence;
}

const WAITING = new Set<ComplianceReason>([
  'awaiting-review',
  'awaiting-verification',
  'document-missing',
]);
