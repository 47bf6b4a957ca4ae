import { defineMessage, defineMessages } from 'react-intl';

export const complianceCardMessages = defineMessages({
  statusTitle: {
    id: 'dashboard.compliance.statusTitle',
    defaultMessage: 'Professionals by status',
  },
  status: { id: 'dashboard.compliance.status', defaultMessage: 'Overall status' },
  count: { id: 'dashboard.compliance.count', defaultMessage: 'Professionals' },
  share: { id: 'dashboard.compliance.share', defaultMessage: 'Share' },
  listLink: { id: 'dashboard.compliance.listLink', defaultMessage: 'Open the list' },
  queueTitle: { id: 'dashboard.compliance.queueTitle', defaultMessage: 'Review queue' },
  queueEmpty: {
    id: 'dashboard.compliance.queueEmpty',
    defaultMessage: 'Nothing waits for a reviewer.',
  },
  expiringTitle: { id: 'dashboard.compliance.expiringTitle', defaultMessage: 'Expiring soon' },
  expiringEmpty: {
    id: 'dashboard.compliance.expiringEmpty',
    defaultMessage: 'Nothing to renew in this window.',
  },
});

export const clearedMessage = defineMessage<{ cleared: number; total: number }>({
  id: 'dashboard.compliance.cleared',
  defaultMessage: '{cleared} of {total} cleared to work',
});

export const queueTotalMessage = defineMessage<{ count: number }>({
  id: 'dashboard.compliance.queueTotal',
  defaultMessage:
    '{count, plural, one {# item waits} other {# items wait}} for a reviewer, oldest first.',
});

export const expiringTotalMessage = defineMessage<{ count: number; days: number }>({
  id: 'dashboard.compliance.expiringTotal',
  defaultMessage:
    '{count, plural, one {# credential lapses} other {# credentials lapse}} within {days} days, soonest first.',
});

export const sinceMessage = defineMessage<{ date: string }>({
  id: 'dashboard.compliance.since',
  defaultMessage: 'In the queue since {date}.',
});

export const lapsesMessage = defineMessage<{ date: string; days: number }>({
  id: 'dashboard.compliance.lapses',
  defaultMessage: '{date} ({days, plural, =0 {the last day} one {in # day} other {in # days}})',
});
