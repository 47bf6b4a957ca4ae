import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { PATHS } from '@/config/paths';
import { currentOrigin } from '@/lib/origin';
import { readRedirect, withRedirect } from '@/lib/redirect';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { FormOutcome, SubmitButton } from '../form-outcome';
import { FormTextField } from '../form-text-field';
import { useDemoBackend } from './demo-backend';

const m = defineMessages({
  title: { id: 'demo.identity.title', defaultMessage: 'Demo identity provider' },
  email: { id: 'demo.identity.email', defaultMessage: 'Email address' },
  invalidEmail: { id: 'demo.identity.invalidEmail', defaultMessage: 'Enter an email address' },
  continue: { id: 'demo.identity.continue', defaultMessage: 'Continue' },
  cancel: { id: 'demo.identity.cancel', defaultMessage: 'Cancel' },
});

const introMessage = defineMessage<{ provider: string }>({
  id: 'demo.identity.intro',
  defaultMessage:
    'In the demo this page stands in for {provider}: no one leaves for another site. Say who signs in; an address the demo does not know gets a new account.',
});

const schema = z.object({ email: z.string().trim().pipe(z.email()) });
type Values = z.input<typeof schema>;

/** `google` → `Google`: the provider as its button names it. */
const providerName = (provider: string) => provider.charAt(0).toUpperCase() + provider.slice(1);

/**
 * Where the sign-in page sends the person after this sign-in: the `redirect` the app asked for
 * (a path of this site only). The app asks for profile selection carrying its own target; the
 * sign-in page goes through profile selection anyway, so only that target travels.
 */
function returnTarget(redirect: string | null): string | undefined {
  const origin = currentOrigin();
  const asked = safeRedirectPath(redirect ?? undefined, origin);
  if (!asked) return undefined;
  const url = new URL(asked, origin);
  return url.pathname === PATHS.profileSelect ? readRedirect(url.search, origin) : asked;
}

/**
 * Demo builds only: where the social sign-in navigation (`{provider base}auth/{provider}/login`,
 * provider notes row 16) lands instead of a 404. The person names who signs in, and comes back
 * to the sign-in page with a one-time link (`token`, `uuid`), which the app signs in with as the
 * hosted provider's return does; Cancel goes back without one. The `redirect` asked for rides
 * along (a path of this site only).
 */
export default function DemoIdentityPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const demo = useDemoBackend();
  const navigate = useNavigate();
  const { provider = '' } = useParams();
  const [search] = useSearchParams();
  const back = withRedirect(PATHS.signIn, returnTarget(search.get('redirect')));
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const problem = form.formState.errors.email && t(m.invalidEmail);

  const signIn = async ({ email }: Values) => {
    setFailure(null);
    try {
      if (!demo) throw new Error('The demo backend is not running');
      const { token, uuid } = await demo.signInLink(email.trim());
      const url = new URL(back, currentOrigin());
      url.searchParams.set('token', token);
      url.searchParams.set('uuid', uuid);
      url.searchParams.set('type', 'login');
      await navigate(`${url.pathname}${url.search}`, { replace: true });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Stack component="main" sx={{ minHeight: '100vh', alignItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, mt: { xs: 2, sm: 8 }, maxWidth: 480 }}>
        <form noValidate onSubmit={(event) => void form.handleSubmit(signIn)(event)}>
          <Stack spacing={2}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {t(m.title)}
            </Typography>
            <Typography variant="body2">
              {t(introMessage, { provider: providerName(provider) })}
            </Typography>
            <FormTextField
              label={t(m.email)}
              type="email"
              registration={form.register('email')}
              error={problem || undefined}
              autoComplete="email"
              inputProps={{ dir: 'ltr' }}
            />
            <FormOutcome error={failure ?? undefined} />
            <Stack direction="row" spacing={2}>
              <SubmitButton pending={form.formState.isSubmitting}>{t(m.continue)}</SubmitButton>
              <Button onClick={() => void navigate(back, { replace: true })}>{t(m.cancel)}</Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
