import { defineMessage, defineMessages } from 'react-intl';

export const alertMessages = defineMessages({
  title: { id: 'alerts.title', defaultMessage: 'Alerts' },
  markAll: { id: 'alerts.markAll', defaultMessage: 'Mark all as read' },
  markRead: { id: 'alerts.markRead', defaultMessage: 'Mark as read' },
  unreadTag: { id: 'alerts.unreadTag', defaultMessage: 'Unread' },
  empty: {
    id: 'alerts.empty',
    defaultMessage:
      'No alerts. You will hear from us here and by email 90, 60, 30 and 7 days before anything of yours expires.',
  },
  loadFailed: { id: 'alerts.loadFailed', defaultMessage: 'Your alerts could not be loaded.' },
  openDocumentation: { id: 'alerts.openDocumentation', defaultMessage: 'Open My documentation' },
});

/**
 * The bell's name: what it is and how many are unread, as the badge shows the figure (WCAG 2.5.3:
 * the visible figure is in the name; '99+' past 99).
 */
export const bellLabel = defineMessage<{ count: string }>({
  id: 'alerts.bell',
  defaultMessage: 'Alerts ({count} unread)',
});

/** Said once, politely, when new alerts arrive while the page is open. */
export const arrivedMessage = defineMessage<{ count: number }>({
  id: 'alerts.arrived',
  defaultMessage: '{count, plural, one {# new alert} other {# new alerts}}',
});

export const raisedOnMessage = defineMessage<{ date: string }>({
  id: 'alerts.raisedOn',
  defaultMessage: 'Raised on {date}',
});

/** One sentence per kind; `type` is the credential type's name in the reader's language. */
export const alertSentences = {
  expiring: defineMessage<{ type: string; date: string; days: number }>({
    id: 'alerts.sentence.expiring',
    defaultMessage:
      '{type} expires on {date}, {days, plural, =0 {and today is its last day} one {in # day} other {in # days}}. Send the renewed copy before then.',
  }),
  expired: defineMessage<{ type: string; date: string }>({
    id: 'alerts.sentence.expired',
    defaultMessage: '{type} expired on {date}. Send the renewed copy to keep working.',
  }),
  rejected: defineMessage<{ type: string }>({
    id: 'alerts.sentence.rejected',
    defaultMessage: '{type} was not accepted. Send a new copy. The reviewer wrote:',
  }),
};
