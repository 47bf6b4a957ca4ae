/**
 * The open folder's actions, beside its name: a new folder in it, and for a folder made here,
 * Rename and Delete (the folders the platform keeps are neither). Each opens its dialog.
 */
import CreateNewFolder from '@mui/icons-material/CreateNewFolderOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Folder } from '@generated/product/model';
import { DeleteFolderDialog, FolderNameDialog } from './folder-dialogs';
import { folderMessages as m } from './folder-messages';

type Doing = 'new' | 'rename' | 'delete';

export function FolderMenu({
  folder,
  onMade,
  onDeleted,
}: {
  folder: Folder;
  /** A folder made in this one: the page opens it. */
  onMade: (made: Folder) => void;
  /** This folder deleted: the page opens its parent and says so. */
  onDeleted: (deleted: Folder) => void;
}) {
  const t = useIntl().formatMessage;
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [doing, setDoing] = useState<Doing | undefined>();
  if (!folder.writable || folder.kind !== 'shared') return null;
  const made = folder.id.startsWith('f-');
  const choose = (next: Doing) => {
    setAnchor(null);
    setDoing(next);
  };
  return (
    <>
      <IconButton
        aria-label={t(m.actions)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <CreateNewFolder />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('new')}>{t(m.newFolder)}</MenuItem>
        {made && <MenuItem onClick={() => choose('rename')}>{t(m.rename)}</MenuItem>}
        {made && <MenuItem onClick={() => choose('delete')}>{t(m.delete)}</MenuItem>}
      </Menu>
      {(doing === 'new' || doing === 'rename') && (
        <FolderNameDialog
          {...(doing === 'new' ? { parent: folder } : { folder })}
          onClose={(saved) => {
            setDoing(undefined);
            if (saved && doing === 'new') onMade(saved);
          }}
        />
      )}
      {doing === 'delete' && (
        <DeleteFolderDialog
          folder={folder}
          onClose={(deleted) => {
            setDoing(undefined);
            if (deleted) onDeleted(folder);
          }}
        />
      )}
    </>
  );
}
