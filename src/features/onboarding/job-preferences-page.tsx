/**
 * SPEC §2.2 /onboarding/job-preferences (decision 027): shifts, shift lengths, kinds of work,
 * states, the least hourly pay and the earliest start. Opened again, it shows what was saved;
 * left by Back and come back to, what was typed. Checked at each field before any request; a
 * refusal lands at its field; saving goes on to the next step.
 */
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  getGetJobPreferencesQueryKey,
  getGetOnboardingQueryKey,
  useGetJobPreferences,
  useUpdateJobPreferences,
} from '@generated/product/endpoints/onboarding/onboarding';
import type { JobPreferences } from '@generated/product/model';
import { EmploymentType, ShiftType } from '@generated/product/model';
import { FormOutcome } from '@/components/form-outcome';
import { DateField, DatesInLanguage } from '@/features/credentials/date-field';
import { US_STATES } from '@/features/professionals/states';
import { fieldErrorsOf } from '@/lib/http/field-errors';
import { ChoiceField } from './choice-field';
import { OnboardingFrame } from './onboarding-frame';
import type { PreferencesProblem, PreferencesValues } from './preferences-form';
import { inputOf, preferencesResolver, valuesOf } from './preferences-form';
import {
  employmentTypeMessages,
  hoursMessage,
  preferencesMessages as m,
  shiftTypeMessages,
} from './preferences-messages';
import { StepActions } from './step-actions';
import { forgetDraft, pathAfter } from './steps';
import { useStepForm } from './use-step-form';

const FIELDS = new Set([
  'shiftTypes',
  'shiftLengths',
  'employmentTypes',
  'states',
  'minimumHourlyPay',
  'earliestStart',
]);

export default function JobPreferencesPage() {
  const query = useGetJobPreferences('me');
  return (
    <OnboardingFrame step="preferences">
      {query.data ? <PreferencesForm saved={query.data} /> : <FormOutcome error={query.error} />}
      {query.isPending && <Skeleton variant="rounded" height={320} />}
    </OnboardingFrame>
  );
}

function PreferencesForm({ saved }: { saved: JobPreferences }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useUpdateJobPreferences();
  // Moving between the wizard's steps keeps the draft: only leaving the wizard asks first.
  const { form, leaving } = useStepForm<PreferencesValues>('preferences', {
    defaultValues: valuesOf(saved),
    resolver: preferencesResolver,
    saved: save.isSuccess,
  });

  const text = (error: { type?: string; message?: string } | undefined) =>
    error?.type === 'server'
      ? error.message
      : error?.message && t(m[error.message as PreferencesProblem] ?? m.badDate);
  const unplaced = fieldErrorsOf(save.error).some(({ field }) => FIELDS.has(field))
    ? undefined
    : save.error;
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { id: 'me', data: inputOf(values) },
      {
        onSuccess: (answer) => {
          forgetDraft('preferences');
          leaving.release();
          queryClient.setQueryData(getGetJobPreferencesQueryKey('me'), answer);
          void queryClient.invalidateQueries({ queryKey: getGetOnboardingQueryKey('me') });
          void navigate(pathAfter('preferences'));
        },
        onError: (error) => {
          for (const { field, message } of fieldErrorsOf(error))
            if (FIELDS.has(field))
              form.setError(field as keyof PreferencesValues, { type: 'server', message });
        },
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={3}>
          <Typography variant="body2">{t(m.intro)}</Typography>
          <ChoiceField
            form={form}
            name="shiftTypes"
            label={t(m.shiftTypes)}
            text={text}
            options={Object.values(ShiftType).map((value) => ({
              value,
              label: t(shiftTypeMessages[value]),
            }))}
          />
          <ChoiceField
            form={form}
            name="shiftLengths"
            label={t(m.shiftLengths)}
            text={text}
            helper={t(m.anyLength)}
            options={([8, 10, 12] as const).map((hours) => ({
              value: hours,
              // Isolated: '12 horas' would read 'horas 12' right to left.
              label: <bdi>{t(hoursMessage, { hours })}</bdi>,
            }))}
          />
          <ChoiceField
            form={form}
            name="employmentTypes"
            label={t(m.employmentTypes)}
            text={text}
            options={Object.values(EmploymentType).map((value) => ({
              value,
              label: t(employmentTypeMessages[value]),
            }))}
          />
          <Controller
            control={form.control}
            name="states"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={US_STATES}
                value={field.value}
                onChange={(_event, value) => field.onChange(value)}
                onBlur={field.onBlur}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    name="states"
                    inputRef={field.ref}
                    label={t(m.states)}
                    error={Boolean(fieldState.error)}
                    helperText={text(fieldState.error)}
                  />
                )}
              />
            )}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...form.register('minimumHourlyPay')}
              label={t(m.pay)}
              fullWidth
              error={Boolean(form.formState.errors.minimumHourlyPay)}
              helperText={text(form.formState.errors.minimumHourlyPay)}
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 12, dir: 'ltr' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
            <DatesInLanguage>
              <Controller
                control={form.control}
                name="earliestStart"
                render={({ field, fieldState }) => (
                  <DateField
                    name="earliestStart"
                    label={t(m.earliestStart)}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={text(fieldState.error)}
                  />
                )}
              />
            </DatesInLanguage>
          </Stack>
          <FormOutcome error={unplaced} />
          <StepActions
            step="preferences"
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
