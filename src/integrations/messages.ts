import { defineMessages } from 'react-intl';

export const integrationsMessages = defineMessages({
  bookCall: { id: 'integrations.booking.bookCall', defaultMessage: 'Book a call' },
  bookCallNewTab: {
    id: 'integrations.booking.bookCallNewTab',
    defaultMessage: 'Book a call (opens in a new tab)',
  },
});
