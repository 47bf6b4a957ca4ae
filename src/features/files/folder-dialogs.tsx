/**
 * A folder's name asked for (a new folder in the open one, or the open one renamed), and an empty
 * folder's deletion asked once. A refusal (a name taken, a folder not empty) is said in the dialog
 * and what was typed stays.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Folder } from '@generated/product/model';
import { createFolderBodyNameMax } from '@generated/product/zod/files/files.zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { failureText } from '@/components/failure-text';
import { fieldErrorsOf } from '@/lib/http/field-errors';
import { useFolderChanges } from './use-file-changes';
import {
  deleteFolderTitleMessage,
  folderMessages as m,
  renameFolderTitleMessage,
} from './folder-messages';
import { writeMessages as wm } from './write-messages';
import { isolated } from './file-view';

/** `parent` for a new folder in it; `folder` to rename it. Closes with the folder made or renamed. */
export function FolderNameDialog({
  parent,
  folder,
  onClose,
}: {
  parent?: Folder;
  folder?: Folder;
  onClose: (saved?: Folder) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const [name, setName] = useState(folder?.name ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const { create, rename } = useFolderChanges();
  const pending = create.isPending || rename.isPending;

  const save = () => {
    const wanted = name.trim();
    if (wanted === '') return setProblem(t(m.nameNeeded));
    if (/[/\\]/.test(wanted)) return setProblem(t(m.nameSlash));
    setProblem(undefined);
    const refused = (error: unknown) =>
      setProblem(
        fieldErrorsOf(error).find((e) => e.field === 'name')?.message ??
          `${t(m.notSaved)} ${failureText(intl, error)}`,
      );
    if (folder)
      rename.mutate(
        { folderId: folder.id, data: { name: wanted } },
        { onSuccess: onClose, onError: refused },
      );
    else if (parent)
      create.mutate(
        { data: { name: wanted, parentId: parent.id } },
        { onSuccess: onClose, onError: refused },
      );
  };

  return (
    <Dialog
      open
      onClose={() => pending || onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: (event: React.FormEvent) => {
            event.preventDefault();
            save();
          },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {folder ? t(renameFolderTitleMessage, { name: isolated(folder.name) }) : t(m.newFolder)}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t(m.name)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(problem)}
          helperText={problem}
          disabled={pending}
          autoComplete="off"
          slotProps={{
            htmlInput: { maxLength: createFolderBodyNameMax, dir: 'auto' },
            formHelperText: { role: problem ? 'alert' : undefined },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()} disabled={pending}>
          {t(wm.cancel)}
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {folder ? t(wm.save) : t(m.create)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function DeleteFolderDialog({
  folder,
  onClose,
}: {
  folder: Folder;
  onClose: (deleted: boolean) => void;
}) {
  const t = useIntl().formatMessage;
  const { remove } = useFolderChanges();
  return (
    <ConfirmDialog
      title={t(deleteFolderTitleMessage, { name: isolated(folder.name) })}
      body={t(m.deleteText)}
      confirm={t(wm.deleteConfirm)}
      cancel={t(wm.cancel)}
      failed={t(m.notDeleted)}
      pending={remove.isPending}
      error={remove.isError ? remove.error : null}
      onConfirm={() => remove.mutate({ folderId: folder.id }, { onSuccess: () => onClose(true) })}
      onClose={() => onClose(false)}
    />
  );
}
