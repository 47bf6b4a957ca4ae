import { defineMessage, defineMessages } from 'react-intl';

export const manageMessages = defineMessages({
  search: { id: 'help.manage.search', defaultMessage: 'Search titles and text' },
  status: { id: 'help.manage.status', defaultMessage: 'Status' },
  anyStatus: { id: 'help.manage.anyStatus', defaultMessage: 'Drafts and published' },
  published: { id: 'help.manage.published', defaultMessage: 'Published' },
  draft: { id: 'help.manage.draft', defaultMessage: 'Draft' },
  language: { id: 'help.manage.language', defaultMessage: 'Language' },
  anyLanguage: { id: 'help.manage.anyLanguage', defaultMessage: 'Both languages' },
  listLabel: { id: 'help.manage.listLabel', defaultMessage: 'Help articles' },
  edit: { id: 'help.manage.edit', defaultMessage: 'Edit' },
  newArticle: { id: 'help.manage.newArticle', defaultMessage: 'New article' },
  publish: { id: 'help.manage.publish', defaultMessage: 'Publish' },
  unpublish: { id: 'help.manage.unpublish', defaultMessage: 'Back to draft' },
  delete: { id: 'help.manage.delete', defaultMessage: 'Delete…' },
  deleteBody: {
    id: 'help.manage.deleteBody',
    defaultMessage:
      'Readers will no longer find it, and its other language’s version loses its link. This cannot be undone.',
  },
  deleteConfirm: { id: 'help.manage.deleteConfirm', defaultMessage: 'Delete' },
  cancel: { id: 'help.manage.cancel', defaultMessage: 'Cancel' },
  notDeleted: { id: 'help.manage.notDeleted', defaultMessage: 'Not deleted.' },
  readOnly: {
    id: 'help.manage.readOnly',
    defaultMessage: 'Administrators write and publish articles; you see the published ones.',
  },
  loading: { id: 'help.manage.loading', defaultMessage: 'Loading articles…' },
  loadFailed: { id: 'help.manage.loadFailed', defaultMessage: 'The articles could not be loaded.' },
  retry: { id: 'help.manage.retry', defaultMessage: 'Try again' },
  noMatches: { id: 'help.manage.noMatches', defaultMessage: 'No article matches these filters.' },
  clearFilters: { id: 'help.manage.clearFilters', defaultMessage: 'Clear filters' },
  rowsPerPage: { id: 'help.manage.rowsPerPage', defaultMessage: 'Articles per page' },
  empty: { id: 'help.manage.empty', defaultMessage: 'No help article has been written yet.' },
  actionFailed: { id: 'help.manage.actionFailed', defaultMessage: 'Not changed.' },
});

export const manageCountMessage = defineMessage<{ count: number }>({
  id: 'help.manage.count',
  defaultMessage: '{count, plural, one {# article} other {# articles}}',
});

export const manageRangeMessage = defineMessage<{ from: number; to: number; count: number }>({
  id: 'help.manage.range',
  defaultMessage: '{from}–{to} of {count}',
});

export const deleteTitleMessage = defineMessage<{ title: string }>({
  id: 'help.manage.deleteTitle',
  defaultMessage: 'Delete “{title}”?',
});

export const rowMetaMessage = defineMessage<{ language: string; date: string }>({
  id: 'help.manage.rowMeta',
  defaultMessage: '{language} · updated {date}',
});

/** A language's name where it starts a line or an option (capitalised in Spanish too). */
export const languageOptions = defineMessages({
  en: { id: 'help.manage.languageEn', defaultMessage: 'English' },
  es: { id: 'help.manage.languageEs', defaultMessage: 'Spanish' },
});
