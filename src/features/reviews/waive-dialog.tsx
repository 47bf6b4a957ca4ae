/**
 * A reviewer's waiver of one requirement: the reason the professional reads and the last day it
 * counts as met, checked with the generated schema of the waiver body (`waiveRequirementBody`)
 * before any request; a refused or failed save keeps the dialog open with what was typed.
 * Loaded, with its date picker, when first opened.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { addYears, format } from 'date-fns';
import { useId } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useWaiveRequirement } from '@generated/product/endpoints/reviews/reviews';
import { waiveRequirementBody } from '@generated/product/zod/reviews/reviews.zod';
import { failureText } from '@/components/failure-text';
import { DateField, DatesInLanguage, localToday } from '@/features/credentials/date-field';
import { isBlank } from '@/lib/visible-text';
import { reasonTooLongMessage, reviewMessages as m } from './messages';
import { REASON_MAX } from './review-form';

interface WaiveValues {
  reason: string;
  endsOn: string;
}

function waiveResolver(typeId: string): Resolver<WaiveValues> {
  return async (values) => {
    const errors: FieldErrors<WaiveValues> = {};
    const today = localToday();
    const latest = format(addYears(new Date(), 1), 'yyyy-MM-dd');
    if (isBlank(values.reason)) errors.reason = { type: 'required', message: 'required' };
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(values.endsOn) ||
      values.endsOn <= today ||
      values.endsOn > latest
    )
      errors.endsOn = { type: 'invalid', message: 'invalid' };
    const parsed = waiveRequirementBody.safeParse({
      typeId,
      reason: values.reason.trim(),
      endsOn: values.endsOn,
    });
    if (!parsed.success && parsed.error.issues.some((i) => i.code === 'too_big'))
      errors.reason ??= { type: 'too_big', message: 'tooLong' };
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

export default function WaiveDialog({
  professionalId,
  typeId,
  typeName,
  onClose,
  onWaived,
}: {
  professionalId: string;
  typeId: string;
  typeName: string;
  onClose: () => void;
  onWaived: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const waive = useWaiveRequirement({ mutation: { onSuccess: onWaived } });
  const form = useForm<WaiveValues>({
    defaultValues: { reason: '', endsOn: '' },
    resolver: waiveResolver(typeId),
  });
  const reasonProblem = form.formState.errors.reason?.message;
  return (
    <Dialog
      open
      onClose={waive.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
    >
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(({ reason, endsOn }) =>
            waive.mutate({ id: professionalId, data: { typeId, reason: reason.trim(), endsOn } }),
          )(event)
        }
      >
        <DialogTitle id={titleId}>{t(m.waiveTitle)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{typeName}</DialogContentText>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            {t(m.waiveHelp)}
          </DialogContentText>
          {waive.isError && (
            <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
              {t(m.waiveFailed)} {failureText(intl, waive.error)}
            </Alert>
          )}
          <DatesInLanguage>
            <Stack spacing={2}>
              <TextField
                {...form.register('reason')}
                label={t(m.reason)}
                required
                multiline
                minRows={2}
                fullWidth
                autoFocus
                error={reasonProblem !== undefined}
                helperText={
                  reasonProblem === 'tooLong'
                    ? t(reasonTooLongMessage, { max: REASON_MAX })
                    : reasonProblem
                      ? t(m.reasonRequired)
                      : undefined
                }
                slotProps={{ htmlInput: { dir: 'auto', maxLength: REASON_MAX + 50 } }}
              />
              <Controller
                name="endsOn"
                control={form.control}
                render={({ field, fieldState }) => (
                  <DateField
                    name="endsOn"
                    label={t(m.waiveEnds)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error ? t(m.waiveEndsInvalid) : undefined}
                    required
                  />
                )}
              />
            </Stack>
          </DatesInLanguage>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={waive.isPending}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" variant="contained" disabled={waive.isPending}>
            {t(m.waiveConfirm)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
