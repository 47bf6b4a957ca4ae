/** A file's actions behind one button: Preview, and for a file the caller may change, the rest. */
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { forwardRef, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StoredFile } from '@generated/product/model';
import { DRAWN } from '@/features/documents/document-preview';
import { actionsForMessage, writeMessages as m } from './write-messages';

export type FileAction = 'preview' | 'rename' | 'move' | 'delete';

export const FileMenu = forwardRef<
  HTMLButtonElement,
  { file: StoredFile; onAction: (action: FileAction) => void }
>(function FileMenu({ file, onAction }, ref) {
  const t = useIntl().formatMessage;
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions: FileAction[] = [
    ...(DRAWN.has(file.mediaType) ? (['preview'] as const) : []),
    ...(file.writable ? (['rename', 'move', 'delete'] as const) : []),
  ];
  const words: Record<FileAction, string> = {
    preview: t(m.preview),
    rename: t(m.rename),
    move: t(m.moveTo),
    delete: t(m.delete),
  };
  if (actions.length === 0) return null;
  const choose = (action: FileAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton
        ref={ref}
        aria-label={t(actionsForMessage, { name: file.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action} onClick={() => choose(action)}>
            {words[action]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
});
