/**
 * 'Move to…': the folders the file may go to as one group of choices (arrow keys move between
 * them, as in any radio group), its own folder shown and not chosen; Move sends it there.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Folder, StoredFile } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { useFolderName } from './folder-tree';
import { useFileChanges } from './use-file-changes';
import { moveTitleMessage, writeMessages as m } from './write-messages';
import { isolated } from './file-view';

/** The folders a file may be put in, each with its depth, parents before their children. */
function targets(folders: readonly Folder[]): Array<{ folder: Folder; depth: number }> {
  const writable = folders.filter((f) => f.writable);
  const ids = new Set(writable.map((f) => f.id));
  const out: Array<{ folder: Folder; depth: number }> = [];
  const walk = (parent: string | undefined, depth: number) => {
    for (const folder of writable.filter((f) =>
      parent ? f.parentId === parent : !f.parentId || !ids.has(f.parentId),
    )) {
      out.push({ folder, depth });
      walk(folder.id, depth + 1);
    }
  };
  walk(undefined, 0);
  return out;
}

export function MoveDialog({
  file,
  folders,
  onClose,
}: {
  file: StoredFile;
  folders: readonly Folder[];
  /** With the folder's name once the file is there. */
  onClose: (movedTo?: string) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const hintId = useId();
  const name = useFolderName();
  const choices = useMemo(() => targets(folders), [folders]);
  const [chosen, setChosen] = useState('');
  const { move } = useFileChanges();
  const target = choices.find((c) => c.folder.id === chosen)?.folder;

  return (
    <Dialog
      open
      onClose={() => move.isPending || onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t(moveTitleMessage, { name: isolated(file.name) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={hintId} sx={{ mb: 1 }}>
          {t(m.moveHint)}
        </DialogContentText>
        <RadioGroup
          aria-labelledby={titleId}
          aria-describedby={hintId}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          {choices.map(({ folder, depth }) => (
            <FormControlLabel
              key={folder.id}
              value={folder.id}
              control={
                <Radio
                  autoFocus={
                    folder.id === choices.find((c) => c.folder.id !== file.folderId)?.folder.id
                  }
                />
              }
              disabled={folder.id === file.folderId}
              label={<bdi>{name(folder)}</bdi>}
              // MUI's own -11px keeps the radio in line with the text above; each level 24px further in.
              sx={{ marginInlineStart: `${depth * 24 - 11}px`, overflowWrap: 'anywhere' }}
            />
          ))}
        </RadioGroup>
        {move.isError && (
          <Alert severity="error" variant="outlined" role="alert" sx={{ mt: 1 }}>
            {t(m.notMoved)} {failureText(intl, move.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()} disabled={move.isPending}>
          {t(m.cancel)}
        </Button>
        <Button
          variant="contained"
          disabled={!target || move.isPending}
          onClick={() =>
            target &&
            move.mutate(
              { fileId: file.id, data: { folderId: target.id } },
              { onSuccess: () => onClose(name(target)) },
            )
          }
        >
          {t(m.move)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
