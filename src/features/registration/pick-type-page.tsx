/**
 * SPEC §2.2 /registration/pick-type (role `user`): a new account says what it is, each choice
 * explained in a sentence, with what its record needs (docs/decisions/026). Checked at each field
 * before any request; a refusal lands at its field (422) or above the button, and what was typed
 * stays. The account's role changes without signing in again.
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AccountType, Discipline } from '@generated/product/model';
import { FormOutcome, SubmitButton } from '@/components/form-outcome';
import { PageFrame } from '@/components/page-frame';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { disciplineMessages } from '@/features/compliance/messages';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { US_STATES } from '@/features/professionals/states';
import { fieldErrorsOf } from '@/lib/http/field-errors';
import { pickTypeMessages as m, nameLabels, typeDescriptions, typeMessages } from './messages';
import type { PickTypeProblem, PickTypeValues } from './pick-type-form';
import { EMPTY_PICK, PICK_LIMITS, inputOf, pickTypeResolver } from './pick-type-form';
import { SelectField, TextInput } from './pick-type-fields';
import { SessionNotUpdated, startOf, useRegistration } from './use-registration';

const ROUTE = ROUTE_BY_KEY.pickType;
const TYPES = Object.values(AccountType);
const FIELDS = new Set(['type', 'discipline', 'state', 'name', 'city']);

export default function PickTypePage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const legendId = useId();
  const form = useForm<PickTypeValues>({ defaultValues: EMPTY_PICK, resolver: pickTypeResolver });
  const register = useRegistration();
  const leaving = useUnsavedChanges(form.formState.isDirty && !register.isSuccess);
  const type = useWatch({ control: form.control, name: 'type' });
  const trail = useRouteTrail(ROUTE);

  // The form's problems are keys, translated here; the server's words are shown as text.
  const text = (error: { type: string; message?: string } | undefined) =>
    error?.type === 'server'
      ? error.message
      : error?.message && t(m[error.message as PickTypeProblem] ?? m.required);
  const failure = register.error;
  const unplaced = fieldErrorsOf(failure).some(({ field }) => FIELDS.has(field))
    ? undefined
    : failure;

  const submit = form.handleSubmit((values) => {
    if (register.isPending) return;
    register.mutate(inputOf(values), {
      onSuccess: (registration) => {
        leaving.release();
        void navigate(startOf(registration), { replace: true });
      },
      onError: (error) => {
        for (const { field, message } of fieldErrorsOf(error))
          if (FIELDS.has(field))
            form.setError(field as keyof PickTypeValues, { type: 'server', message });
      },
    });
  });
  const typeError = text(form.formState.errors.type);

  return (
    <PageFrame title={t(routeTitles.pickType)} trail={trail}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack spacing={3}>
            <Typography variant="body2">{t(m.intro)}</Typography>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <FormControl component="fieldset" error={Boolean(typeError)}>
                  <FormLabel id={legendId} component="legend" sx={{ mb: 1 }}>
                    {t(m.legend)}
                  </FormLabel>
                  <RadioGroup
                    aria-labelledby={legendId}
                    aria-describedby={typeError ? `${legendId}-error` : undefined}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => {
                      // Another type asks other things: what was said of the last one goes.
                      form.clearErrors();
                      field.onChange(event.target.value);
                    }}
                  >
                    <Stack spacing={1}>
                      {TYPES.map((value, index) => (
                        <FormControlLabel
                          key={value}
                          value={value}
                          control={
                            <Radio
                              slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                            />
                          }
                          sx={{
                            m: 0,
                            p: 1,
                            pe: 2,
                            border: 1,
                            borderColor: field.value === value ? 'primary.main' : 'divider',
                            borderRadius: 1,
                            alignItems: 'flex-start',
                          }}
                          label={
                            <Stack sx={{ pt: 1 }}>
                              <Typography sx={{ fontWeight: 600 }}>
                                {t(typeMessages[value])}
                              </Typography>
                              <Typography variant="body2" color="text.secondary">
                                {t(typeDescriptions[value])}
                              </Typography>
                            </Stack>
                          }
                        />
                      ))}
                    </Stack>
                  </RadioGroup>
                  <div role="alert">
                    {typeError && (
                      <FormHelperText id={`${legendId}-error`}>{typeError}</FormHelperText>
                    )}
                  </div>
                </FormControl>
              )}
            />
            {type === 'professional' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <SelectField form={form} name="discipline" label={t(m.discipline)} text={text}>
                  {Object.values(Discipline).map((value) => ({
                    value,
                    label: t(disciplineMessages[value]),
                  }))}
                </SelectField>
                <SelectField form={form} name="state" label={t(m.homeState)} text={text}>
                  {US_STATES.map((state) => ({ value: state, label: state }))}
                </SelectField>
              </Stack>
            )}
            {(type === 'organization' || type === 'agency') && (
              <Stack spacing={2}>
                <TextInput
                  form={form}
                  name="name"
                  label={t(nameLabels[type])}
                  autoComplete="organization"
                  max={PICK_LIMITS.name}
                  text={text}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextInput
                    form={form}
                    name="city"
                    label={t(m.city)}
                    autoComplete="address-level2"
                    max={PICK_LIMITS.city}
                    text={text}
                  />
                  <SelectField form={form} name="state" label={t(m.state)} text={text}>
                    {US_STATES.map((state) => ({ value: state, label: state }))}
                  </SelectField>
                </Stack>
              </Stack>
            )}
            <Stack spacing={1}>
              <FormOutcome
                error={unplaced}
                {...(failure instanceof SessionNotUpdated
                  ? { errorText: t(m.sessionNotUpdated) }
                  : {})}
              />
              <div>
                <SubmitButton pending={register.isPending}>{t(m.submit)}</SubmitButton>
              </div>
            </Stack>
          </Stack>
        </form>
      </Paper>
      {leaving.dialog}
    </PageFrame>
  );
}
