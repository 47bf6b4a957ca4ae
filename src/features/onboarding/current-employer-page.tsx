/**
 * SPEC §2.2 /onboarding/current-employer (decision 030): the employer found in the platform's
 * directory or typed, the position and the first day there, written into the work history.
 * Opened again, the current position is there; another employer ends it. Checked at each field
 * before any request; a refusal lands at its field; saving goes on to the next step.
 */
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { FieldError } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  getGetOnboardingQueryKey,
  getListWorkHistoryQueryKey,
  useListWorkHistory,
  useSetCurrentEmployer,
} from '@generated/product/endpoints/onboarding/onboarding';
import type { WorkHistoryEntry } from '@generated/product/model';
import { FormOutcome } from '@/components/form-outcome';
import { DateField, DatesInLanguage } from '@/features/credentials/date-field';
import { fieldErrorsOf } from '@/lib/http/field-errors';
import { EmployerField } from './employer-field';
import type { EmployerProblem, EmployerValues } from './employer-form';
import { EMPLOYER_TEXT_MAX, employerResolver, inputOf, startingValues } from './employer-form';
import { employerMessages as m, employerProblemMessages } from './employer-messages';
import { OnboardingFrame } from './onboarding-frame';
import { StepActions } from './step-actions';
import { forgetDraft, pathAfter } from './steps';
import { useStepForm } from './use-step-form';

/** The server's field names, and where each lands in the form. */
const FIELD_OF: Readonly<Record<string, keyof EmployerValues>> = {
  employerId: 'employerName',
  employerName: 'employerName',
  title: 'title',
  startedOn: 'startedOn',
};

export default function CurrentEmployerPage() {
  const t = useIntl().formatMessage;
  const history = useListWorkHistory('me');
  return (
    <OnboardingFrame step="employer">
      {history.data ? (
        <EmployerForm current={history.data.items.find((entry) => !entry.endedOn)} />
      ) : history.error ? (
        <FormOutcome error={history.error} errorText={t(m.loadFailed)} />
      ) : (
        <Skeleton variant="rounded" height={280} />
      )}
    </OnboardingFrame>
  );
}

function EmployerForm({ current }: { current: WorkHistoryEntry | undefined }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSetCurrentEmployer();
  const { form, leaving } = useStepForm<EmployerValues>('employer', {
    defaultValues: startingValues(current),
    resolver: employerResolver,
    saved: save.isSuccess,
  });

  const text = (error: FieldError | undefined) =>
    error?.type === 'server'
      ? error.message
      : error?.message && t(employerProblemMessages[error.message as EmployerProblem]);
  const unplaced = fieldErrorsOf(save.error).some(({ field }) => field in FIELD_OF)
    ? undefined
    : save.error;
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { id: 'me', data: inputOf(values) },
      {
        onSuccess: () => {
          forgetDraft('employer');
          leaving.release();
          void queryClient.invalidateQueries({ queryKey: getListWorkHistoryQueryKey('me') });
          void queryClient.invalidateQueries({ queryKey: getGetOnboardingQueryKey('me') });
          void navigate(pathAfter('employer'));
        },
        onError: (error) => {
          for (const { field, message } of fieldErrorsOf(error)) {
            const at = FIELD_OF[field];
            if (at) form.setError(at, { type: 'server', message });
          }
        },
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={3}>
          <Typography variant="body2">{t(m.intro)}</Typography>
          <EmployerField form={form} text={text} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...form.register('title')}
              label={t(m.title)}
              required
              fullWidth
              autoComplete="organization-title"
              error={Boolean(form.formState.errors.title)}
              helperText={text(form.formState.errors.title)}
              slotProps={{ htmlInput: { maxLength: EMPLOYER_TEXT_MAX.title, dir: 'auto' } }}
            />
            <DatesInLanguage>
              <Controller
                control={form.control}
                name="startedOn"
                render={({ field, fieldState }) => (
                  <DateField
                    name="startedOn"
                    label={t(m.startedOn)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={text(fieldState.error)}
                    required
                  />
                )}
              />
            </DatesInLanguage>
          </Stack>
          <FormOutcome error={unplaced} />
          <StepActions
            step="employer"
            submitLabel={t(m.save)}
            pending={save.isPending}
            onLeave={leaving.release}
          />
        </Stack>
      </form>
      {leaving.dialog}
    </Paper>
  );
}
