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
  sortBy: { id: 'users.sort.by', defaultMessage: 'Sort by' },
  order: { id: 'users.sort.order', defaultMessage: 'Order' },
  ascending: { id: 'users.sort.ascending', defaultMessage: 'Ascending' },
  descending: { id: 'users.sort.descending', defaultMessage: 'Descending' },
});

export const rangeMessage = defineMessage<{ from: number; to: number; count: number }>({
  id: 'users.pagination.range',
  defaultMessage: '{from}–{to} of {count}',
});

export const countMessage = defineMessage<{ count: number }>({
  id: 'users.count',
  defaultMessage: '{count, plural, one {# user} other {# users}}',
});

export const userMessages = defineMessages({
  firstName: { id: 'user.field.firstName', defaultMessage: 'First name' },
  lastName: { id: 'user.field.lastName', defaultMessage: 'Last name' },
  email: { id: 'user.field.email', defaultMessage: 'Email' },
  role: { id: 'user.field.role', defaultMessage: 'Role' },
  active: { id: 'user.field.active', defaultMessage: 'Active (can sign in)' },
  save: { id: 'user.save', defaultMessage: 'Save changes' },
  saved: { id: 'user.saved', defaultMessage: 'Changes saved.' },
  delete: { id: 'user.delete', defaultMessage: 'Delete user' },
  cannotDeleteSelf: {
    id: 'user.delete.self',
    defaultMessage: 'You cannot delete your own account.',
  },
  confirmTitle: { id: 'user.delete.confirmTitle', defaultMessage: 'Delete this user?' },
  confirmText: {
    id: 'user.delete.confirmText',
    defaultMessage: 'They will no longer be able to use the product. This cannot be undone.',
  },
  cancel: { id: 'user.delete.cancel', defaultMessage: 'Cancel' },
  confirmDelete: { id: 'user.delete.confirm', defaultMessage: 'Delete' },
  deleted: { id: 'user.deleted', defaultMessage: 'The user was deleted.' },
  notFound: { id: 'user.notFound', defaultMessage: 'This user does not exist, or was deleted.' },
  loadFailed: { id: 'user.loadFailed', defaultMessage: 'The user could not be loaded.' },
  backToList: { id: 'user.backToList', defaultMessage: 'Back to users' },
  required: { id: 'user.problem.required', defaultMessage: 'Required field' },
  emailInvalid: {
    id: 'user.problem.emailInvalid',
    defaultMessage: 'Please enter a valid email address',
  },
  invalid: { id: 'user.problem.invalid', defaultMessage: 'This value is not valid' },
});

export const userTooLongMessage = defineMessage<{ max: number }>({
  id: 'user.problem.tooLong',
  defaultMessage: 'This is too long: at most {max} characters',
});
