import { defineMessage, defineMessages } from 'react-intl';

export const professionalsMessages = defineMessages({
  search: {
    id: 'professionals.search',
    defaultMessage: 'Search by name, email, NPI or license number',
  },
  status: { id: 'professionals.filter.status', defaultMessage: 'Overall status' },
  anyStatus: { id: 'professionals.filter.anyStatus', defaultMessage: 'All statuses' },
  discipline: { id: 'professionals.filter.discipline', defaultMessage: 'Discipline' },
  anyDiscipline: { id: 'professionals.filter.anyDiscipline', defaultMessage: 'All disciplines' },
  state: { id: 'professionals.filter.state', defaultMessage: 'Licensed in' },
  anyState: { id: 'professionals.filter.anyState', defaultMessage: 'Any state' },
  within: { id: 'professionals.filter.within', defaultMessage: 'Something expiring' },
  anyTime: { id: 'professionals.filter.anyTime', defaultMessage: 'At any time' },
  clearFilters: { id: 'professionals.filter.clear', defaultMessage: 'Clear filters' },
  name: { id: 'professionals.column.name', defaultMessage: 'Name' },
  disciplineColumn: { id: 'professionals.column.discipline', defaultMessage: 'Discipline' },
  overallStatus: { id: 'professionals.column.status', defaultMessage: 'Overall status' },
  missingCount: { id: 'professionals.column.missing', defaultMessage: 'Missing' },
  nextExpiry: { id: 'professionals.column.nextExpiry', defaultMessage: 'Next expiry' },
  lastVerifiedAt: { id: 'professionals.column.lastVerified', defaultMessage: 'Last verified' },
  never: { id: 'professionals.lastVerified.never', defaultMessage: 'Never' },
  nothingExpiring: { id: 'professionals.nextExpiry.none', defaultMessage: 'Nothing dated' },
  notSignedUp: { id: 'professionals.notSignedUp', defaultMessage: 'Not signed up yet' },
  tableLabel: { id: 'professionals.table.label', defaultMessage: 'Professionals' },
  loading: { id: 'professionals.loading', defaultMessage: 'Loading professionals' },
  noMatches: {
    id: 'professionals.empty.filtered',
    defaultMessage: 'No professionals match these filters.',
  },
  loadFailed: {
    id: 'professionals.error.title',
    defaultMessage: 'The professionals could not be loaded.',
  },
  retry: { id: 'professionals.error.retry', defaultMessage: 'Retry' },
  rowsPerPage: { id: 'professionals.pagination.rowsPerPage', defaultMessage: 'Rows per page' },
  sortBy: { id: 'professionals.sort.by', defaultMessage: 'Sort by' },
  order: { id: 'professionals.sort.order', defaultMessage: 'Order' },
  ascending: { id: 'professionals.sort.ascending', defaultMessage: 'Ascending' },
  descending: { id: 'professionals.sort.descending', defaultMessage: 'Descending' },
});

export const withinMessage = defineMessage<{ days: number }>({
  id: 'professionals.filter.withinDays',
  defaultMessage: 'Within {days} days',
});

export const countMessage = defineMessage<{ count: number }>({
  id: 'professionals.count',
  defaultMessage: '{count, plural, one {# professional} other {# professionals}}',
});

export const rangeMessage = defineMessage<{ from: number; to: number; count: number }>({
  id: 'professionals.pagination.range',
  defaultMessage: '{from}–{to} of {count}',
});

export const daysLeftMessage = defineMessage<{ days: number }>({
  id: 'professionals.daysLeft',
  defaultMessage: '{days, plural, =0 {due today} one {in # day} other {in # days}}',
});
