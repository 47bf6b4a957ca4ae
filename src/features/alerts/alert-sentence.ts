import type { IntlShape } from 'react-intl';
import type { Alert } from '@generated/product/model';
import { formatCivilDate } from '@/lib/civil-date';
import { alertSentences } from './alert-messages';

/** What an alert says, in the reader's language (the reviewer's reason is shown apart, as text). */
export function alertSentence(intl: IntlShape, alert: Alert, type: string): string {
  const date = alert.expiresOn ? formatCivilDate(intl, alert.expiresOn) : '';
  if (alert.kind === 'expiring')
    return intl.formatMessage(alertSentences.expiring, {
      type,
      date,
      days: Math.max(0, alert.daysLeft ?? 0),
    });
  if (alert.kind === 'expired') return intl.formatMessage(alertSentences.expired, { type, date });
  return intl.formatMessage(alertSentences.rejected, { type });
}
