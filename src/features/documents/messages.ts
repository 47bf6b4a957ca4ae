import { defineMessage, defineMessages } from 'react-intl';

export const documentMessages = defineMessages({
  label: { id: 'document.field.label', defaultMessage: 'Document' },
  hint: {
    id: 'document.field.hint',
    defaultMessage:
      'A PDF, JPEG or PNG of the card or record, as issued. Drop it here or choose it.',
  },
  hintWritten: {
    id: 'document.field.hintWritten',
    defaultMessage: 'A PDF or a Word document (DOCX). Drop it here or choose it.',
  },
  choose: { id: 'document.field.choose', defaultMessage: 'Choose a file' },
  inputLabel: { id: 'document.field.input', defaultMessage: 'Document file' },
  remove: { id: 'document.field.remove', defaultMessage: 'Remove the file' },
  wrongType: {
    id: 'document.problem.type',
    defaultMessage: 'This file is not a PDF, JPEG or PNG, whatever its name says. Choose another.',
  },
  wrongTypeWritten: {
    id: 'document.problem.typeWritten',
    defaultMessage:
      'This file is not a PDF or a Word document, whatever its name says. Choose another.',
  },
  noPreview: {
    id: 'document.preview.none',
    defaultMessage: 'Word documents are not shown here. Download it to open it.',
  },
  oneFile: { id: 'document.problem.one', defaultMessage: 'Choose one file at a time.' },
  empty: { id: 'document.problem.empty', defaultMessage: 'This file is empty.' },
  unreadable: { id: 'document.problem.unreadable', defaultMessage: 'This file could not be read.' },
  notSent: { id: 'document.problem.notSent', defaultMessage: 'The document was not sent.' },
  sending: { id: 'document.sending', defaultMessage: 'Sending the document…' },
  stop: { id: 'document.stop', defaultMessage: 'Stop sending' },
  stopped: { id: 'document.problem.stopped', defaultMessage: 'You stopped the sending.' },
  view: { id: 'document.view', defaultMessage: 'View' },
  download: { id: 'document.download', defaultMessage: 'Download' },
  close: { id: 'document.close', defaultMessage: 'Close' },
  previewFailed: {
    id: 'document.preview.failed',
    defaultMessage: 'This document cannot be shown here. Download it to open it.',
  },
  loading: { id: 'document.loading', defaultMessage: 'Loading the document…' },
  documentsOf: { id: 'document.list.label', defaultMessage: 'Documents' },
  removeOne: { id: 'document.removeOne', defaultMessage: 'Remove…' },
  removeBody: {
    id: 'document.remove.body',
    defaultMessage: 'No reviewer has judged this credential yet, so the file leaves it for good.',
  },
  confirmRemove: { id: 'document.remove.confirm', defaultMessage: 'Remove' },
  removeFailed: { id: 'document.remove.failed', defaultMessage: 'Not removed.' },
  cancel: { id: 'document.cancel', defaultMessage: 'Cancel' },
});

export const removeTitleMessage = defineMessage<{ name: string }>({
  id: 'document.remove.title',
  defaultMessage: 'Remove {name}?',
});

export const removedMessage = defineMessage<{ name: string }>({
  id: 'document.removed',
  defaultMessage: 'Removed: {name}.',
});

export const tooLargeMessage = defineMessage<{ size: string; max: string }>({
  id: 'document.problem.tooLarge',
  defaultMessage: 'This file is {size}; the limit is {max}. Choose a smaller file.',
});

export const savedWithoutDocumentMessage = defineMessage<{ reason: string }>({
  id: 'document.problem.savedWithout',
  defaultMessage:
    'The credential was saved, but not its document: {reason} Choose Send the document to try again.',
});

export const sendDocumentMessage = defineMessage({
  id: 'document.send',
  defaultMessage: 'Send the document',
});

export const pageOfMessage = defineMessage<{ name: string }>({
  id: 'document.preview.label',
  defaultMessage: 'Preview of {name}',
});
