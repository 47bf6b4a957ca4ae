/** The file manager's words for folders: made, renamed, deleted. */
import { defineMessage, defineMessages } from 'react-intl';

export const folderMessages = defineMessages({
  actions: { id: 'files.folder.actions', defaultMessage: 'Folder actions' },
  newFolder: { id: 'files.folder.new', defaultMessage: 'New folder' },
  rename: { id: 'files.folder.rename', defaultMessage: 'Rename folder' },
  delete: { id: 'files.folder.delete', defaultMessage: 'Delete folder…' },
  name: { id: 'files.folder.name', defaultMessage: 'Folder name' },
  create: { id: 'files.folder.create', defaultMessage: 'Create' },
  nameNeeded: { id: 'files.folder.nameNeeded', defaultMessage: 'Give the folder a name.' },
  nameSlash: {
    id: 'files.folder.nameSlash',
    defaultMessage: 'A folder’s name cannot hold a slash (/ or \\).',
  },
  notSaved: { id: 'files.folder.notSaved', defaultMessage: 'Not saved.' },
  deleteText: {
    id: 'files.folder.deleteText',
    defaultMessage: 'Only an empty folder can be deleted: move or delete what is in it first.',
  },
  notDeleted: { id: 'files.folder.notDeleted', defaultMessage: 'Not deleted.' },
});

export const renameFolderTitleMessage = defineMessage<{ name: string }>({
  id: 'files.folder.renameTitle',
  defaultMessage: 'Rename “{name}”',
});

export const deleteFolderTitleMessage = defineMessage<{ name: string }>({
  id: 'files.folder.deleteTitle',
  defaultMessage: 'Delete the folder “{name}”?',
});

export const folderDeletedMessage = defineMessage<{ name: string }>({
  id: 'files.folder.deleted',
  defaultMessage: 'Deleted the folder “{name}”.',
});
