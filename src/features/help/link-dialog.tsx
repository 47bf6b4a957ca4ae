/**
 * Adding or changing a link in the article's text: its address (and its words when none are
 * selected), or Remove. An address the editor would not keep (`javascript:`…) is said at the
 * field, and nothing typed is lost.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Editor } from '@tiptap/react';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { toolbarMessages as tm } from './edit-messages';

export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const titleId = useId();
  const existing = String(editor.getAttributes('link').href ?? '');
  const selected = !editor.state.selection.empty;
  const [href, setHref] = useState(existing);
  const [text, setText] = useState('');
  const [refused, setRefused] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!address) {
      chain.unsetLink().run();
      onClose();
      return;
    }
    const done =
      selected || existing
        ? chain.setLink({ href: address }).run()
        : chain
            .insertContent({
              type: 'text',
              text: text.trim() || address,
              marks: [{ type: 'link', attrs: { href: address } }],
            })
            .run();
    // The editor keeps only the links it allows: one it refused stays typed here.
    if (!done || editor.getAttributes('link').href !== address) {
      if (!selected && !existing && done) editor.commands.undo();
      setRefused(true);
      return;
    }
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={save}>
        <DialogTitle id={titleId}>{t(existing ? tm.linkUpdate : tm.linkAdd)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!selected && !existing && (
              <TextField
                label={t(tm.linkText)}
                value={text}
                onChange={(event) => setText(event.target.value)}
                autoComplete="off"
              />
            )}
            <TextField
              label={t(tm.linkHref)}
              value={href}
              onChange={(event) => {
                setHref(event.target.value);
                setRefused(false);
              }}
              error={refused}
              helperText={refused ? t(tm.linkRefused) : t(tm.linkHint)}
              autoComplete="off"
              inputMode="url"
              autoFocus
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          {existing && (
            <Button
              color="error"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onClose();
              }}
            >
              {t(tm.linkRemove)}
            </Button>
          )}
          <Button onClick={onClose}>{t(tm.linkCancel)}</Button>
          <Button type="submit" variant="contained">
            {t(tm.linkSave)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
