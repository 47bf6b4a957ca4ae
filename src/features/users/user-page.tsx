import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  getGetUserQueryKey,
  getListUsersQueryKey,
  useGetUser,
  useUpdateUser,
} from '@generated/product/endpoints/users/users';
import type { User } from '@generated/product/model';
import { UserRole } from '@generated/product/model';
import { PageFrame } from '@/components/page-frame';
import { PATHS } from '@/config/paths';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { FormOutcome, SubmitButton } from '@/components/form-outcome';
import { FormTextField } from '@/components/form-text-field';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { useSession } from '@/features/auth/session/use-session';
import { roleMessages } from '@/features/profile-select/messages';
import { failureText } from '@/components/failure-text';
import { HttpError } from '@/lib/http/errors';
import { userMessages as m, userTooLongMessage, usersMessages } from './messages';
import type { UserFieldProblem, UserFormValues } from './user-form';
import { USER_TEXT_MAX, formValuesOf, updateBodyOf, userFormResolver } from './user-form';
import { userName } from '@/lib/user-name';
import { DeleteUser } from './delete-user';

const USERS_PATH = PATHS.users;

/** People's own text: its direction comes from its first letters. */
const TEXT = { dir: 'auto' } as const;

/** Server field problems (422) shown at their fields; the rest as the form's message. */
function serverFieldErrors(error: unknown): Partial<Record<keyof UserFormValues, string>> {
  if (!(error instanceof HttpError)) return {};
  const body = error.body as { errors?: Array<{ field?: unknown; message?: unknown }> } | undefined;
  const out: Partial<Record<keyof UserFormValues, string>> = {};
  for (const problem of body?.errors ?? []) {
    if (typeof problem.field === 'string' && typeof problem.message === 'string') {
      out[problem.field as keyof UserFormValues] ??= problem.message;
    }
  }
  return out;
}

/**
 * `manage`: an admin, who may change roles and activation and delete users. Anyone else sees their
 * own record with those fields read-only (the API refuses them the rest).
 */
function UserForm({ user, manage, self }: { user: User; manage: boolean; self: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  const id = String(user.id);
  const key = getGetUserQueryKey(id);
  const [saved, setSaved] = useState(false);
  const saving = useRef(false);
  const form = useForm<UserFormValues>({
    defaultValues: formValuesOf(user),
    resolver: userFormResolver(user),
  });
  const { errors, isDirty } = form.formState;
  const unsaved = useUnsavedChanges(isDirty);

  const update = useUpdateUser({
    mutation: {
      // Optimistic: the page shows the new values at once and goes back if the server refuses.
      onMutate: async ({ data }) => {
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<User>(key);
        if (previous) queryClient.setQueryData<User>(key, { ...previous, ...data });
        return { previous };
      },
      onError: (_error, _vars, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
      },
      onSuccess: (answer) => {
        queryClient.setQueryData(key, answer);
        form.reset(formValuesOf(answer));
        setSaved(true);
      },
      onSettled: () => {
        saving.current = false;
        return queryClient.invalidateQueries({ queryKey: getListUsersQueryKey() });
      },
    },
    // The form says what the server answered (FormOutcome, fields); no toast besides it.
    request: { shownInForm: true },
  });
  const problem = (field: keyof typeof USER_TEXT_MAX, server: string | undefined) => {
    const key = errors[field]?.message as UserFieldProblem | undefined;
    if (!key) return server;
    if (key === 'tooLong') return t(userTooLongMessage, { max: USER_TEXT_MAX[field] });
    return t(m[key] ?? m.invalid);
  };
  const fromServer = update.isError ? serverFieldErrors(update.error) : {};
  const save = (values: UserFormValues) => {
    if (saving.current) return; // one save at a time, however often it is pressed
    saving.current = true;
    setSaved(false);
    update.mutate({ id, data: updateBodyOf(user, values) });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              label={t(m.firstName)}
              registration={form.register('firstName')}
              error={problem('firstName', fromServer.firstName)}
              autoComplete="off"
              inputProps={TEXT}
            />
            <FormTextField
              label={t(m.lastName)}
              registration={form.register('lastName')}
              error={problem('lastName', fromServer.lastName)}
              autoComplete="off"
              inputProps={TEXT}
            />
          </Stack>
          <FormTextField
            label={t(m.email)}
            type="email"
            registration={form.register('email')}
            error={problem('email', fromServer.email)}
            autoComplete="off"
            inputProps={TEXT}
          />
          <Controller
            control={form.control}
            name="defaultRole"
            render={({ field }) => (
              <FormControl size="small" fullWidth>
                <InputLabel id={`role-${id}`}>{t(m.role)}</InputLabel>
                <Select
                  disabled={!manage}
                  labelId={`role-${id}`}
                  label={t(m.role)}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                >
                  {Object.values(UserRole).map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(roleMessages[role])}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
          />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    disabled={!manage}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t(m.active)}
              />
            )}
          />
          <FormOutcome error={update.error} success={saved && !isDirty && t(m.saved)} />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <SubmitButton pending={update.isPending}>{t(m.save)}</SubmitButton>
            {manage && <DeleteUser user={user} self={self} onDeleted={unsaved.release} />}
          </Stack>
        </Stack>
      </form>
      {unsaved.dialog}
    </Paper>
  );
}

/** SPEC §2.2 /profiles/user/{id}: a user's details, editable, and deletable after confirmation. */
export default function UserPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { id = '' } = useParams();
  const query = useGetUser(id, undefined, { query: { enabled: /^[0-9]+$/.test(id) } });
  const user = query.data;
  const name = userName(user);
  const session = useSession();
  const manage = session.roles.includes(UserRole.admin);
  // Home › Profiles › Users › name; without the list for those who may not open it.
  const trail = useRouteTrail(ROUTE_BY_KEY.user);
  const notFound =
    !/^[0-9]+$/.test(id) || (query.error instanceof HttpError && query.error.status === 404);
  // Asking again will not change a refusal.
  const forbidden = query.error instanceof HttpError && query.error.status === 403;
  return (
    <PageFrame title={name || t(routeTitles.user)} trail={trail}>
      {user ? (
        <UserForm
          key={user.id}
          user={user}
          manage={manage}
          self={session.identity?.userUuid === user.authUuid}
        />
      ) : notFound || query.isError ? (
        <Alert
          severity={notFound ? 'info' : 'error'}
          variant="outlined"
          action={
            notFound ? (
              manage && (
                <Button component={RouterLink} to={USERS_PATH} color="inherit" size="small">
                  {t(m.backToList)}
                </Button>
              )
            ) : forbidden ? undefined : (
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t(usersMessages.retry)}
              </Button>
            )
          }
        >
          {notFound ? t(m.notFound) : `${t(m.loadFailed)} ${failureText(intl, query.error)}`}
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 640 }} aria-busy="true">
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      )}
    </PageFrame>
  );
}
