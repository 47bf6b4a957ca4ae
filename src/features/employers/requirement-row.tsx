/**
 * One requirement of the set being edited: the credential asked for, whether it blocks a start,
 * what else is accepted in its stead, how recent it must be and a note to the professional. A
 * problem is said at its field; the row can be removed.
 */
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { SetFormValues } from './set-form';
import { SET_LIMITS } from './set-form';
import { removeRequirementMessage, rowLabelMessage, setMessages as m } from './set-messages';

export interface TypeOption {
  id: string;
  name: string;
}

export function RequirementRow(props: {
  index: number;
  control: Control<SetFormValues>;
  types: readonly TypeOption[];
  typeName: (typeId: string) => string;
  /** What to say of a field's problem: the server's words, or the form's own, translated. */
  describe: (error: { type: string; message?: string } | undefined) => string | undefined;
  onRemove: () => void;
}) {
  const { index, control, types, typeName, describe, onRemove } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const typeId = useWatch({ control, name: `requirements.${index}.typeId` });
  return (
    <Box
      component="fieldset"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="subtitle2" component="legend" sx={{ float: 'left' }}>
          {t(rowLabelMessage, { index: index + 1 })}
        </Typography>
        <IconButton
          onClick={onRemove}
          aria-label={t(removeRequirementMessage, {
            type: typeId ? typeName(typeId) : t(rowLabelMessage, { index: index + 1 }),
          })}
        >
          <DeleteOutline />
        </IconButton>
      </Stack>
      <Stack spacing={2} sx={{ clear: 'both' }}>
        <Controller
          name={`requirements.${index}.typeId`}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              label={t(m.type)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error !== undefined}
              helperText={describe(fieldState.error)}
            >
              {types.map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name={`requirements.${index}.blocking`}
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={t(m.blocking)}
            />
          )}
        />
        <Controller
          name={`requirements.${index}.anyOf`}
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              label={t(m.anyOf)}
              value={field.value}
              inputRef={field.ref}
              onChange={(event) => {
                const value = event.target.value as unknown;
                field.onChange(typeof value === 'string' ? value.split(',') : value);
              }}
              onBlur={field.onBlur}
              error={fieldState.error !== undefined}
              helperText={describe(fieldState.error)}
              slotProps={{
                select: {
                  multiple: true,
                  displayEmpty: true,
                  renderValue: (selected) =>
                    (selected as string[]).length === 0
                      ? t(m.none)
                      : intl.formatList((selected as string[]).map(typeName)),
                },
                inputLabel: { shrink: true },
              }}
            >
              {types
                .filter((type) => type.id !== typeId)
                .map((type) => (
                  <MenuItem key={type.id} value={type.id}>
                    <Checkbox checked={field.value.includes(type.id)} size="small" />
                    {type.name}
                  </MenuItem>
                ))}
            </TextField>
          )}
        />
        <Controller
          name={`requirements.${index}.maxAgeMonths`}
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t(m.maxAge)}
              error={fieldState.error !== undefined}
              helperText={describe(fieldState.error) ?? t(m.maxAgeHelp)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            />
          )}
        />
        <Controller
          name={`requirements.${index}.withinDaysOfStart`}
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t(m.withinDays)}
              error={fieldState.error !== undefined}
              helperText={describe(fieldState.error) ?? t(m.withinDaysHelp)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
            />
          )}
        />
        <Controller
          name={`requirements.${index}.note`}
          control={control}
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t(m.note)}
              multiline
              minRows={2}
              error={fieldState.error !== undefined}
              helperText={describe(fieldState.error)}
              slotProps={{ htmlInput: { dir: 'auto', maxLength: SET_LIMITS.note + 50 } }}
            />
          )}
        />
      </Stack>
    </Box>
  );
}
