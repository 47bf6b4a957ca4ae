/**
 * A file renamed where its name is shown: the field opens with the name selected up to its
 * extension, Enter (or Save) saves, Escape (or Cancel) puts the name back. A refusal (a name taken
 * in the folder, a slash) is said at the field and what was typed stays.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { StoredFile } from '@generated/product/model';
import { updateFileBodyNameMax } from '@generated/product/zod/files/files.zod';
import { failureText } from '@/components/failure-text';
import { fieldErrorsOf } from '@/lib/http/field-errors';
import { writeMessages as m } from './write-messages';
import { useFileChanges } from './use-file-changes';

export function RenameField({
  file,
  onDone,
}: {
  file: StoredFile;
  onDone: (renamed: boolean) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [name, setName] = useState(file.name);
  const [problem, setProblem] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const { rename } = useFileChanges();

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    const dot = file.name.lastIndexOf('.');
    field.setSelectionRange(0, dot > 0 ? dot : file.name.length);
  }, [file.name]);

  const save = () => {
    if (rename.isPending) return;
    const wanted = name.trim();
    if (wanted === '') return setProblem(t(m.nameNeeded));
    if (/[/\\]/.test(wanted)) return setProblem(t(m.nameSlash));
    if (wanted === file.name) return onDone(false);
    setProblem(undefined);
    rename.mutate(
      { fileId: file.id, data: { name: wanted } },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          setProblem(
            fieldErrorsOf(error).find((e) => e.field === 'name')?.message ??
              `${t(m.notRenamed)} ${failureText(intl, error)}`,
          );
          input.current?.focus();
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      useFlexGap
      sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', width: '100%' }}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        inputRef={input}
        size="small"
        label={t(m.newName)}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          onDone(false);
        }}
        error={Boolean(problem)}
        helperText={problem}
        autoComplete="off"
        slotProps={{
          // Read-only while saving, not disabled: a disabled field would drop the focus.
          htmlInput: {
            maxLength: updateFileBodyNameMax,
            dir: 'auto',
            spellCheck: false,
            readOnly: rename.isPending,
          },
          formHelperText: { role: problem ? 'alert' : undefined },
        }}
        sx={{ flex: '1 1 220px' }}
      />
      <Button
        type="submit"
        variant="contained"
        size="small"
        aria-disabled={rename.isPending || undefined}
        sx={{ mt: 0.5 }}
      >
        {t(m.save)}
      </Button>
      <Button size="small" onClick={() => onDone(false)} sx={{ mt: 0.5 }}>
        {t(m.cancel)}
      </Button>
    </Stack>
  );
}
