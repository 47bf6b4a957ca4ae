import { defineMessage, defineMessages } from 'react-intl';

/** The article editor's words: the form, its actions and what they answer. */
export const editMessages = defineMessages({
  newTitle: { id: 'help.edit.newTitle', defaultMessage: 'New help article' },
  title: { id: 'help.edit.title', defaultMessage: 'Title' },
  language: { id: 'help.edit.language', defaultMessage: 'Language' },
  languageFixed: {
    id: 'help.edit.languageFixed',
    defaultMessage: 'An article keeps its language; its other version is an article of its own.',
  },
  category: { id: 'help.edit.category', defaultMessage: 'Category' },
  credentialType: { id: 'help.edit.credentialType', defaultMessage: 'Explains the credential' },
  noCredentialType: { id: 'help.edit.noCredentialType', defaultMessage: 'None' },
  credentialTypeHint: {
    id: 'help.edit.credentialTypeHint',
    defaultMessage: 'The wallet offers it beside this kind of document when it is not accepted.',
  },
  body: { id: 'help.edit.body', defaultMessage: 'Text' },
  write: { id: 'help.edit.write', defaultMessage: 'Write' },
  preview: { id: 'help.edit.preview', defaultMessage: 'Preview' },
  previewEmpty: { id: 'help.edit.previewEmpty', defaultMessage: 'Nothing written yet.' },
  saveDraft: { id: 'help.edit.saveDraft', defaultMessage: 'Save draft' },
  saveChanges: { id: 'help.edit.saveChanges', defaultMessage: 'Save changes' },
  publish: { id: 'help.edit.publish', defaultMessage: 'Publish' },
  saveAndPublish: { id: 'help.edit.saveAndPublish', defaultMessage: 'Save and publish' },
  unpublish: { id: 'help.edit.unpublish', defaultMessage: 'Back to draft' },
  delete: { id: 'help.edit.delete', defaultMessage: 'Delete…' },
  view: { id: 'help.edit.view', defaultMessage: 'Open as readers see it' },
  backToList: { id: 'help.edit.backToList', defaultMessage: 'Back to the articles' },
  saved: { id: 'help.edit.saved', defaultMessage: 'Draft saved.' },
  savedLive: { id: 'help.edit.savedLive', defaultMessage: 'Saved: readers see the change now.' },
  published: { id: 'help.edit.published', defaultMessage: 'Published: readers find it now.' },
  unpublished: {
    id: 'help.edit.unpublished',
    defaultMessage: 'Back to draft: readers no longer find it.',
  },
  notSaved: { id: 'help.edit.notSaved', defaultMessage: 'Not saved.' },
  notPublished: { id: 'help.edit.notPublished', defaultMessage: 'Saved, but not published.' },
  notUnpublished: { id: 'help.edit.notUnpublished', defaultMessage: 'Not taken back to draft.' },
  translated: {
    id: 'help.edit.translated',
    defaultMessage: 'This article already has its version in the other language.',
  },
  openTranslation: { id: 'help.edit.openTranslation', defaultMessage: 'Edit that version' },
  staleHint: {
    id: 'help.edit.staleHint',
    defaultMessage:
      'Copy what you wrote, then reload the page to start from their version: your text stays here until you do.',
  },
  statusDraft: { id: 'help.edit.statusDraft', defaultMessage: 'Draft' },
  statusPublished: { id: 'help.edit.statusPublished', defaultMessage: 'Published' },
  readOnly: {
    id: 'help.edit.readOnly',
    defaultMessage: 'Administrators write help articles. You can read the published ones.',
  },
  notFound: {
    id: 'help.edit.notFound',
    defaultMessage: 'This article does not exist, or was deleted.',
  },
  loadFailed: { id: 'help.edit.loadFailed', defaultMessage: 'The article could not be loaded.' },
  retry: { id: 'help.edit.retry', defaultMessage: 'Try again' },
  titleRequired: { id: 'help.edit.titleRequired', defaultMessage: 'Give the article a title.' },
  bodyRequired: { id: 'help.edit.bodyRequired', defaultMessage: 'Write the article’s text.' },
  categoryRequired: {
    id: 'help.edit.categoryRequired',
    defaultMessage: 'Choose where the article sits in the support hub.',
  },
  deleteBody: {
    id: 'help.edit.deleteBody',
    defaultMessage:
      'Readers will no longer find it, and its other language’s version loses its link. This cannot be undone.',
  },
  deleteConfirm: { id: 'help.edit.deleteConfirm', defaultMessage: 'Delete' },
  cancel: { id: 'help.edit.cancel', defaultMessage: 'Cancel' },
  notDeleted: { id: 'help.edit.notDeleted', defaultMessage: 'Not deleted.' },
  translate: { id: 'help.edit.translate', defaultMessage: 'Write the other language’s version' },
  editorLoading: { id: 'help.edit.editorLoading', defaultMessage: 'Loading the editor…' },
});

export const tooLongMessage = defineMessage<{ max: number }>({
  id: 'help.edit.tooLong',
  defaultMessage: 'At most {max, number} characters.',
});

export const translationOfMessage = defineMessage<{ title: string }>({
  id: 'help.edit.translationOf',
  defaultMessage: 'The other language’s version of “{title}”.',
});

export const editTitleMessage = defineMessage<{ title: string }>({
  id: 'help.edit.editTitle',
  defaultMessage: 'Edit “{title}”',
});

/** The editor's toolbar: each button's name, read by screen readers and shown as a tooltip. */
export const toolbarMessages = defineMessages({
  headings: { id: 'help.toolbar.headings', defaultMessage: 'Text style' },
  paragraph: { id: 'help.toolbar.paragraph', defaultMessage: 'Normal text' },
  heading2: { id: 'help.toolbar.heading2', defaultMessage: 'Heading' },
  heading3: { id: 'help.toolbar.heading3', defaultMessage: 'Subheading' },
  heading4: { id: 'help.toolbar.heading4', defaultMessage: 'Small heading' },
  bold: { id: 'help.toolbar.bold', defaultMessage: 'Bold' },
  italic: { id: 'help.toolbar.italic', defaultMessage: 'Italic' },
  strike: { id: 'help.toolbar.strike', defaultMessage: 'Strikethrough' },
  code: { id: 'help.toolbar.code', defaultMessage: 'Code' },
  link: { id: 'help.toolbar.link', defaultMessage: 'Link' },
  bulleted: { id: 'help.toolbar.bulleted', defaultMessage: 'Bulleted list' },
  numbered: { id: 'help.toolbar.numbered', defaultMessage: 'Numbered list' },
  quote: { id: 'help.toolbar.quote', defaultMessage: 'Quote' },
  table: { id: 'help.toolbar.table', defaultMessage: 'Insert a table' },
  rowAfter: { id: 'help.toolbar.rowAfter', defaultMessage: 'Add a row below' },
  columnAfter: { id: 'help.toolbar.columnAfter', defaultMessage: 'Add a column after' },
  deleteRow: { id: 'help.toolbar.deleteRow', defaultMessage: 'Delete the row' },
  deleteColumn: { id: 'help.toolbar.deleteColumn', defaultMessage: 'Delete the column' },
  deleteTable: { id: 'help.toolbar.deleteTable', defaultMessage: 'Delete the table' },
  undo: { id: 'help.toolbar.undo', defaultMessage: 'Undo' },
  redo: { id: 'help.toolbar.redo', defaultMessage: 'Redo' },
  linkRefused: {
    id: 'help.toolbar.linkRefused',
    defaultMessage:
      'This address cannot be a link. Use a web address (https://…), mailto: or tel:.',
  },
  linkHint: {
    id: 'help.toolbar.linkHint',
    defaultMessage: 'A web address, or a page of the app (/profiles/…). Empty removes the link.',
  },
  linkRemove: { id: 'help.toolbar.linkRemove', defaultMessage: 'Remove' },
  linkAdd: { id: 'help.toolbar.linkAdd', defaultMessage: 'Add a link' },
  linkUpdate: { id: 'help.toolbar.linkUpdate', defaultMessage: 'Change the link' },
  linkText: { id: 'help.toolbar.linkText', defaultMessage: 'Text' },
  linkHref: { id: 'help.toolbar.linkHref', defaultMessage: 'Address' },
  linkCancel: { id: 'help.toolbar.linkCancel', defaultMessage: 'Cancel' },
  linkSave: { id: 'help.toolbar.linkSave', defaultMessage: 'Save' },
});
