/**
 * Adding or changing one of an employer's requirement sets, in a dialog over its page: the name,
 * to whom it applies, and each requirement. Checked at each field before any request; a refusal
 * lands at its field (422) or above the form (a change made meanwhile elsewhere: 409), and what
 * was typed stays. Closing with changes not saved asks first. Loaded when first opened.
 */
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  useCreateRequirementSet,
  useUpdateRequirementSet,
} from '@generated/product/endpoints/employers/employers';
import type { Facility, RequirementSet } from '@generated/product/model';
import { Discipline } from '@generated/product/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { failureText } from '@/components/failure-text';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { disciplineMessages } from '@/features/compliance/messages';
import { useCredentialTypes, useTypeNames } from '@/features/compliance/use-type-names';
import { US_STATES } from '@/features/professionals/states';
import { HttpError } from '@/lib/http/errors';
import { fieldErrorsOf } from '@/lib/http/field-errors';
import { RequirementRow } from './requirement-row';
import type { SetFormValues, SetProblem } from './set-form';
import { SET_LIMITS, inputOf, setResolver, valuesOf } from './set-form';
import { editTitleMessage, problemMessages, setMessages as m } from './set-messages';
import { refreshEmployers } from './use-employer-refresh';
import { useRows } from './use-rows';

export interface SetDialogProps {
  employerId: string;
  /** The set to change; none to add one. */
  set?: RequirementSet;
  facilities: readonly Facility[];
  onClose: () => void;
  onSaved: () => void;
}

/** The server's fields the form has, and their names in it (`scope.facilityId` → `facilityId`). */
const FIELD =
  /^(name|scope\.(facilityId|discipline|state)|requirements\.\d+\.(typeId|anyOf|blocking|maxAgeMonths|withinDaysOfStart|note))$/;
const formField = (field: string) => field.replace(/^scope\./, '');

export default function SetDialog({
  employerId,
  set,
  facilities,
  onClose,
  onSaved,
}: SetDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const catalog = useCredentialTypes();
  const typeName = useTypeNames();
  const types = useMemo(
    () =>
      (catalog ?? [])
        .map((type) => ({ id: type.id, name: typeName(type.id) }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [catalog, typeName, intl.locale],
  );
  const form = useForm<SetFormValues>({ defaultValues: valuesOf(set), resolver: setResolver });
  const rows = useRows(form);
  const create = useCreateRequirementSet();
  const update = useUpdateRequirementSet();
  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const dirty = form.formState.isDirty;
  const [asking, setAsking] = useState(false);
  const leaving = useUnsavedChanges(dirty && !saving);

  /** The server's complaints at their fields; those about no field are said above the form. */
  const placeRefusal = (error: unknown) => {
    for (const { field, message } of fieldErrorsOf(error))
      if (FIELD.test(field)) form.setError(formField(field) as never, { type: 'server', message });
  };
  const unplaced = fieldErrorsOf(failure)
    .filter(({ field }) => !FIELD.test(field))
    .map(({ message }) => message);
  const saved = async () => {
    leaving.release();
    await refreshEmployers(queryClient);
    onSaved();
  };
  const refused = (error: unknown) => {
    placeRefusal(error);
    // Changed elsewhere meanwhile: the page reads the set again, so that opening it again starts
    // from their version (what was typed here stays until then).
    if (error instanceof HttpError && error.status === 409) void refreshEmployers(queryClient);
  };
  const submit = form.handleSubmit((values) => {
    if (saving) return;
    const options = { onSuccess: () => void saved(), onError: refused };
    if (set)
      update.mutate(
        { id: employerId, setId: set.id, data: inputOf(values, set.revision) },
        options,
      );
    else create.mutate({ id: employerId, data: inputOf(values) }, options);
  });
  const close = () => (dirty ? setAsking(true) : onClose());
  const problem = (key: string | undefined) =>
    key
      ? t(problemMessages[key as SetProblem] ?? problemMessages.invalid, {
          max: SET_LIMITS.months,
          days: SET_LIMITS.days,
        })
      : undefined;
  // The server's words are shown as text; the form's own problems are keys, translated.
  const describe = (error: { type: string; message?: string } | undefined) =>
    error?.type === 'server' ? error.message : problem(error?.message);
  const rootProblem = form.formState.errors.requirements?.root?.message;

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      onClose={saving ? undefined : close}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {set ? t(editTitleMessage, { name: set.name }) : t(m.addTitle)}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure != null && (fieldErrorsOf(failure).length === 0 || unplaced.length > 0) && (
              <Alert severity="error" variant="outlined">
                {t(m.notSaved)}{' '}
                {unplaced.length > 0 ? unplaced.join(' ') : failureText(intl, failure)}
              </Alert>
            )}
            <Controller
              name="name"
              control={form.control}
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={ref}
                  label={t(m.name)}
                  required
                  autoFocus
                  error={fieldState.error !== undefined}
                  helperText={describe(fieldState.error)}
                  slotProps={{ htmlInput: { dir: 'auto', maxLength: SET_LIMITS.name + 20 } }}
                />
              )}
            />
            <Typography variant="subtitle1" component="h3">
              {t(m.appliesTo)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: '0 !important' }}>
              {t(m.appliesToHelp)}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ gap: 2, flexWrap: 'wrap' }}>
              {facilities.length > 0 && (
                <Scope name="facilityId" label={t(m.facility)} any={t(m.anyFacility)} form={form}>
                  {facilities.map((f) => ({ value: f.id, label: f.name }))}
                </Scope>
              )}
              <Scope name="discipline" label={t(m.discipline)} any={t(m.anyDiscipline)} form={form}>
                {Object.values(Discipline).map((d) => ({
                  value: d,
                  label: t(disciplineMessages[d]),
                }))}
              </Scope>
              <Scope name="state" label={t(m.state)} any={t(m.anyState)} form={form}>
                {US_STATES.map((state) => ({ value: state, label: state }))}
              </Scope>
            </Stack>
            <Typography variant="subtitle1" component="h3">
              {t(m.requirements)}
            </Typography>
            {rootProblem && (
              <Typography role="alert" color="error" variant="body2">
                {problem(rootProblem)}
              </Typography>
            )}
            {rows.keys.map((key, index) => (
              <RequirementRow
                key={key}
                index={index}
                control={form.control}
                types={types}
                typeName={typeName}
                describe={describe}
                onRemove={() => rows.remove(index)}
              />
            ))}
            {rows.keys.length < SET_LIMITS.requirements && (
              <Button startIcon={<Add />} sx={{ alignSelf: 'flex-start' }} onClick={rows.append}>
                {t(m.addRequirement)}
              </Button>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={saving}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" variant="contained" aria-disabled={saving || undefined}>
            {t(saving ? m.saving : m.save)}
          </Button>
        </DialogActions>
      </form>
      {asking && (
        <ConfirmDialog
          title={t(m.discardTitle)}
          body={t(m.discardBody)}
          confirm={t(m.discard)}
          cancel={t(m.keepEditing)}
          failed=""
          pending={false}
          error={undefined}
          onConfirm={onClose}
          onClose={() => setAsking(false)}
        />
      )}
      {leaving.dialog}
    </Dialog>
  );
}

function Scope(props: {
  name: 'facilityId' | 'discipline' | 'state';
  label: string;
  any: string;
  form: ReturnType<typeof useForm<SetFormValues>>;
  children: Array<{ value: string; label: string }>;
}) {
  return (
    <Controller
      name={props.name}
      control={props.form.control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={props.label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.type === 'server' ? fieldState.error.message : undefined}
          sx={{ flex: '1 1 180px' }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{props.any}</MenuItem>
          {props.children.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
