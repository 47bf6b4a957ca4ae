import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormOutcome, SubmitButton } from '@/components/form-outcome';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { FormTextField } from '@/components/form-text-field';
import { session } from '@/features/auth/session';
import { useSession } from '@/features/auth/session/use-session';
import { nameTooLongMessage, profileMessages as m, tooLongMessage } from './messages';
import type { ProfileOutput, ProfileProblem, ProfileValues } from './profile-form';
import { AVATAR_MAX, NAME_MAX, profileDefaults, profileSchema, selfUpdateOf } from './profile-form';
import { SettingsCard } from './settings-card';

/** People's own text: its direction comes from its first letters. */
const TEXT = { dir: 'auto', maxLength: NAME_MAX * 4 } as const;

function initials(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase();
}

/**
 * First and last name and a picture, saved through PUT /self, then a token refresh so the new
 * name is in the identity; the product's copy of the user is then reloaded for the header.
 */
export function ProfileStep() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const state = useSession();
  const sending = useRef(false);
  const form = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileDefaults(state),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [firstName, lastName, avatar] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'avatar'],
  });
  const save = useMutation({
    mutationFn: async (values: ProfileOutput) => {
      await session.updateSelf(selfUpdateOf(values));
      // The header shows the product's copy of the user; a failed reload only leaves it stale.
      await session.validateUser({ force: true }).catch((error: unknown) => {
        console.warn('The user could not be reloaded after saving the profile', error);
      });
    },
    onSuccess: (_answer, values) => form.reset({ ...values }),
    onSettled: () => {
      sending.current = false;
    },
  });
  const { errors, isDirty } = form.formState;
  const unsaved = useUnsavedChanges(isDirty);
  const problem = (error: FieldError | undefined, max: number) => {
    const key = error?.message as ProfileProblem | undefined;
    if (!key) return undefined;
    if (key === 'nameTooLong') return t(nameTooLongMessage, { max });
    return key === 'tooLong' || !Object.hasOwn(m, key) ? t(tooLongMessage, { max }) : t(m[key]);
  };
  const submit = (values: ProfileOutput) => {
    if (sending.current) return; // one save at a time, however often it is pressed
    sending.current = true;
    save.mutate(values);
  };
  const previewable = /^https:\/\//i.test(avatar.trim()) && !errors.avatar;

  return (
    <SettingsCard title={t(m.intro)}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar
              src={previewable ? avatar.trim() : undefined}
              alt={t(m.avatarPreview)}
              // The header's avatar colours: the default grey fails contrast with white letters.
              sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}
              slotProps={{ img: { referrerPolicy: 'no-referrer' } }}
            >
              {initials(firstName, lastName) || undefined}
            </Avatar>
            {state.user?.email && (
              <Typography variant="body2" color="text.secondary">
                {t(m.email)}: <bdi>{state.user.email}</bdi>
              </Typography>
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              label={t(m.firstName)}
              registration={form.register('firstName')}
              error={problem(errors.firstName, NAME_MAX)}
              autoComplete="given-name"
              inputProps={TEXT}
            />
            <FormTextField
              label={t(m.lastName)}
              registration={form.register('lastName')}
              error={problem(errors.lastName, NAME_MAX)}
              autoComplete="family-name"
              inputProps={TEXT}
            />
          </Stack>
          <FormTextField
            label={t(m.avatar)}
            type="url"
            registration={form.register('avatar')}
            error={problem(errors.avatar, AVATAR_MAX)}
            helperText={t(m.avatarHint)}
            autoComplete="photo"
            inputProps={{ dir: 'ltr', maxLength: AVATAR_MAX * 2 }}
          />
          <FormOutcome error={save.error} success={save.isSuccess && !isDirty && t(m.saved)} />
          <div>
            <SubmitButton pending={save.isPending}>{t(m.save)}</SubmitButton>
          </div>
        </Stack>
      </form>
      {unsaved.dialog}
    </SettingsCard>
  );
}
