import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { findRoute } from '@/config/routes';
import { readRedirect } from '@/lib/redirect';
import { routeTitles } from '@/config/route-messages';
import { appConfig } from '@/config/app-config';
import { LogoutButton } from '@/features/auth/components/logout-button';
import type { Role } from '@/features/auth/session/session';
import { useSession } from '@/features/auth/session/use-session';
import { PROFILE_HOME, readActiveProfile, writeActiveProfile } from './active-profile';
import {
  profileSelectMessages as m,
  roleDescriptions,
  roleMessages,
  signedInAsMessage,
} from './messages';
import { namesOf } from '@/lib/user-name';

/** Local storage, unless the browser refuses even to hand it over (sandboxed frames do). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Where the chosen profile goes: the page asked for, if this profile may open it; else its start. */
export function profileTarget(role: Role, search: string, origin: string): string {
  const wanted = readRedirect(search, origin);
  if (wanted) {
    const route = findRoute(new URL(wanted, origin).pathname);
    const allowed = route && (route.access !== 'protected' || route.authority.includes(role));
    if (allowed) return wanted;
  }
  return PROFILE_HOME[role];
}

/** SPEC §1: after sign-in the person chooses a profile (one per role they hold), then goes on. */
export default function ProfileSelectPage() {
  const intl = useIntl();
  const { roles, identity, user } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const account = identity?.userUuid ?? identity?.email ?? '';
  const remembered = readActiveProfile(storage(), account);
  const [choice, setChoice] = useState<Role | undefined>(
    remembered && roles.includes(remembered)
      ? remembered
      : roles.length === 1
        ? roles[0]
        : undefined,
  );
  const [missing, setMissing] = useState(false);
  const labelId = useId();
  const errorId = useId();
  const name = namesOf(user) || identity?.name || identity?.email || user?.email;

  return (
    <Stack spacing={3}>
      <Stack spacing={1} sx={{ textAlign: 'center' }}>
        <Typography component="p" variant="subtitle1" color="primary" sx={{ fontWeight: 700 }}>
          {appConfig.appName}
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {intl.formatMessage(routeTitles.profileSelect)}
        </Typography>
        {name && (
          <Typography color="text.secondary">
            {/* An element isolates the name: marks in it cannot undo that, unlike U+2068/U+2069. */}
            {intl.formatMessage(signedInAsMessage, { name: <bdi>{name}</bdi> })}
          </Typography>
        )}
      </Stack>
      {roles.length === 0 ? (
        <Alert severity="warning" variant="outlined">
          {intl.formatMessage(m.none)}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!choice) {
              setMissing(true);
              return;
            }
            writeActiveProfile(storage(), account, choice);
            navigate(profileTarget(choice, search, window.location.origin), { replace: true });
          }}
        >
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage(m.intro)}
            </Typography>
            <FormControl error={missing} component="fieldset">
              <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
                {intl.formatMessage(m.profiles)}
              </FormLabel>
              <RadioGroup
                aria-labelledby={labelId}
                aria-describedby={missing ? errorId : undefined}
                value={choice ?? ''}
                onChange={(event) => {
                  setChoice(event.target.value as Role);
                  setMissing(false);
                }}
              >
                <Stack spacing={1}>
                  {roles.map((role) => (
                    <FormControlLabel
                      key={role}
                      value={role}
                      control={<Radio />}
                      sx={{
                        m: 0,
                        p: 1,
                        pe: 2,
                        border: 1,
                        borderColor: choice === role ? 'primary.main' : 'divider',
                        borderRadius: 1,
                        alignItems: 'flex-start',
                      }}
                      label={
                        <Box sx={{ pt: 1 }}>
                          <Typography sx={{ fontWeight: 600 }}>
                            {intl.formatMessage(roleMessages[role])}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {intl.formatMessage(roleDescriptions[role])}
                          </Typography>
                        </Box>
                      }
                    />
                  ))}
                </Stack>
              </RadioGroup>
              <div role="alert">
                {missing && (
                  <FormHelperText id={errorId}>{intl.formatMessage(m.chooseOne)}</FormHelperText>
                )}
              </div>
            </FormControl>
            <Button type="submit" variant="contained" fullWidth>
              {intl.formatMessage(m.continue)}
            </Button>
          </Stack>
        </Box>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <LogoutButton variant="text" fullWidth={false} />
      </Box>
    </Stack>
  );
}
