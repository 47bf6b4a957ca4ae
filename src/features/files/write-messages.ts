/** The file manager's words for changing files: uploading, renaming, moving, deleting, previewing. */
import { defineMessage, defineMessages } from 'react-intl';

export const writeMessages = defineMessages({
  upload: { id: 'files.upload', defaultMessage: 'Upload files' },
  inputLabel: { id: 'files.upload.input', defaultMessage: 'Files to upload' },
  uploads: { id: 'files.uploads', defaultMessage: 'Uploads' },
  checking: { id: 'files.upload.checking', defaultMessage: 'Checking…' },
  waiting: { id: 'files.upload.waiting', defaultMessage: 'Waiting…' },
  sending: { id: 'files.upload.sending', defaultMessage: 'Uploading…' },
  sent: { id: 'files.upload.sent', defaultMessage: 'Uploaded.' },
  stop: { id: 'files.upload.stop', defaultMessage: 'Stop' },
  stopped: { id: 'files.upload.stopped', defaultMessage: 'You stopped the upload.' },
  notUploaded: { id: 'files.upload.failed', defaultMessage: 'Not uploaded.' },
  storageFull: {
    id: 'files.upload.storageFull',
    defaultMessage:
      'There is no room left in the storage for this file. Delete files you no longer need.',
  },
  clear: { id: 'files.upload.clear', defaultMessage: 'Clear finished uploads' },
  preview: { id: 'files.preview', defaultMessage: 'Preview' },
  rename: { id: 'files.rename', defaultMessage: 'Rename' },
  newName: { id: 'files.rename.label', defaultMessage: 'New name' },
  save: { id: 'files.rename.save', defaultMessage: 'Save' },
  cancel: { id: 'files.cancel', defaultMessage: 'Cancel' },
  nameNeeded: { id: 'files.rename.needed', defaultMessage: 'Give the file a name.' },
  nameSlash: {
    id: 'files.rename.slash',
    defaultMessage: 'A file’s name cannot hold a slash (/ or \\).',
  },
  notRenamed: { id: 'files.rename.failed', defaultMessage: 'Not renamed.' },
  moveTo: { id: 'files.moveTo', defaultMessage: 'Move to…' },
  move: { id: 'files.move', defaultMessage: 'Move' },
  moveHint: {
    id: 'files.move.hint',
    defaultMessage: 'Choose a folder with the arrow keys, then Move.',
  },
  notMoved: { id: 'files.move.failed', defaultMessage: 'Not moved.' },
  delete: { id: 'files.delete', defaultMessage: 'Delete…' },
  deleteConfirm: { id: 'files.delete.confirm', defaultMessage: 'Delete' },
  notDeleted: { id: 'files.delete.failed', defaultMessage: 'Not deleted.' },
  close: { id: 'files.close', defaultMessage: 'Close' },
  layout: { id: 'files.layout', defaultMessage: 'Show files as' },
  list: { id: 'files.layout.list', defaultMessage: 'List' },
  grid: { id: 'files.layout.grid', defaultMessage: 'Grid' },
  dropHere: { id: 'files.drop', defaultMessage: 'Drop the files to upload them here.' },
});

export const noRoomMessage = defineMessage<{ size: string; free: string }>({
  id: 'files.upload.noRoom',
  defaultMessage:
    'This file is {size}, and {free} of storage is free. Delete files you no longer need, or choose a smaller one.',
});

export const actionsForMessage = defineMessage<{ name: string }>({
  id: 'files.actionsFor',
  defaultMessage: 'Actions for {name}',
});

export const uploadingMessage = defineMessage<{ name: string }>({
  id: 'files.uploading',
  defaultMessage: 'Uploading {name}',
});

export const stopNameMessage = defineMessage<{ name: string }>({
  id: 'files.upload.stopName',
  defaultMessage: 'Stop uploading {name}',
});

export const moveTitleMessage = defineMessage<{ name: string }>({
  id: 'files.move.title',
  defaultMessage: 'Move “{name}”',
});

export const movedMessage = defineMessage<{ name: string; folder: string }>({
  id: 'files.moved',
  defaultMessage: 'Moved “{name}” to {folder}.',
});

export const deleteTitleMessage = defineMessage<{ name: string }>({
  id: 'files.delete.title',
  defaultMessage: 'Delete “{name}”?',
});

export const deleteTextMessage = defineMessage<{ size: string }>({
  id: 'files.delete.text',
  defaultMessage:
    'It is removed for everyone, and its {size} of storage are freed. This cannot be undone.',
});

export const deletedMessage = defineMessage<{ name: string }>({
  id: 'files.deleted',
  defaultMessage: 'Deleted “{name}”.',
});

export const uploadedCountMessage = defineMessage<{ count: number }>({
  id: 'files.uploadedCount',
  defaultMessage: '{count, plural, one {# file uploaded} other {# files uploaded}}',
});

export const sendingShareMessage = defineMessage<{ share: string }>({
  id: 'files.upload.sendingShare',
  defaultMessage: 'Uploading… {share}',
});

export const refusedSummaryMessage = defineMessage<{ name: string; problem: string }>({
  id: 'files.upload.refusedSummary',
  defaultMessage: '{name}: {problem}',
});

export const uploadKindsHintMessage = defineMessage<{ kinds: string; max: string }>({
  id: 'files.upload.hintKinds',
  defaultMessage: '{kinds}, up to {max} each. Drop files on this list or choose them.',
});
