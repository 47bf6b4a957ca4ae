import type { IntlShape } from 'react-intl';
import type { Plan } from '@generated/product/model';

/** An amount in the currency's minor unit (cents), in the reader's language. */
export function formatMoney(intl: IntlShape, minor: number, currency: Plan['currency']): string {
  return intl.formatNumber(minor / 100, { style: 'currency', currency });
}

/** A 'YYYY-MM' month in the reader's language ('November 2026', 'noviembre de 2026'). */
export function formatMonth(intl: IntlShape, month: string): string {
  return intl.formatDate(`${month}-01T00:00:00Z`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
