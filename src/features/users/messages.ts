import { defineMessage, defineMessages } from 'react-intl';

export const usersMessages = defineMessages({
  search: { id: 'users.search', defaultMessage: 'Search by name or email' },
  role: { id: 'users.filter.role', defaultMessage: 'Role' },
  anyRole: { id: 'users.filter.anyRole', defaultMessage: 'All roles' },
  status: { id: 'users.filter.status', defaultMessage: 'Status' },
  anyStatus: { id: 'users.filter.anyStatus', defaultMessage: 'Active and inactive' },
  active: { id: 'users.status.active', defaultMessage: 'Active' },
  inactive: { id: 'users.status.inactive', defaultMessage: 'Inactive' },
  clearFilters: { id: 'users.filter.clear', defaultMessage: 'Clear filters' },
  name: { id: 'users.column.name', defaultMessage: 'Name' },
  email: { id: 'users.column.email', defaultMessage: 'Email' },
  defaultRole: { id: 'users.column.role', defaultMessage: 'Role' },
  isActive: { id: 'users.column.status', defaultMessage: 'Status' },
  createdAt: { id: 'users.column.created', defaultMessage: 'Created' },
  tableLabel: { id: 'users.table.label', defaultMessage: 'Users' },
  loading: { id: 'users.loading', defaultMessage: 'Loading users' },
  noMatches: { id: 'users.empty.filtered', defaultMessage: 'No users match these filters.' },
  loadFailed: { id: 'users.error.title', defaultMessage: 'The users could not be loaded.' },
  retry: { id: 'users.error.retry', defaultMessage: 'Retry' },
  rowsPerPage: { id: 'users.pagination.rowsPerPage', defaultMessage: 'Rows per page' },
});

export const rangeMessage = defineMessage<{ from: number; to: number; count: number }>({
  id: 'users.pagination.range',
  defaultMessage: '{from}–{to} of {count}',
});

export const countMessage = defineMessage<{ count: number }>({
  id: 'users.count',
  defaultMessage: '{count, plural, one {# user} other {# users}}',
});
