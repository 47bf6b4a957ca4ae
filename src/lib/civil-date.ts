/**
 * Civil dates ('YYYY-MM-DD', the API's days with no time and no zone) in the reader's language.
 * Formatted at UTC midnight in UTC, so the day shown is the day sent, wherever the reader is.
 */
import type { IntlShape } from 'react-intl';

export function formatCivilDate(
  intl: IntlShape,
  date: string,
  style: 'long' | 'medium' = 'long',
): string {
  return intl.formatDate(`${date}T00:00:00Z`, { dateStyle: style, timeZone: 'UTC' });
}
