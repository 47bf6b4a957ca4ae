import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { PATHS, ROOT_PATH } from '@/config/paths';
import { failureText } from '../failure-text';
import type { DemoBackendControls } from './demo-backend';
import { useDemoBackend } from './demo-backend';

const m = defineMessages({
  title: { id: 'demo.saml.title', defaultMessage: 'Demo SAML service provider' },
  intro: {
    id: 'demo.saml.intro',
    defaultMessage:
      'In the demo this page stands in for the service provider that sent you to sign in: the identity provider would now hand it a signed SAML answer.',
  },
  checking: { id: 'demo.saml.checking', defaultMessage: 'Checking the SAML request…' },
  backToApp: { id: 'demo.saml.backToApp', defaultMessage: 'Back to the app' },
  signIn: { id: 'demo.saml.signIn', defaultMessage: 'Back to sign in' },
});

const signedInMessage = defineMessage<{ email: string }>({
  id: 'demo.saml.signedIn',
  defaultMessage: '{email} is signed in to the service provider.',
});
const signedOutMessage = defineMessage<{ email: string }>({
  id: 'demo.saml.signedOut',
  defaultMessage: '{email} is signed out of the service provider.',
});

type Assertion = Awaited<ReturnType<DemoBackendControls['samlAssertion']>>;

/**
 * One question per token: the token is spent by the first, and a page rendered twice (React's
 * strict mode, a re-render) must show that first answer.
 */
const asked = new Map<string, Promise<Assertion>>();

function assertionFor(
  demo: DemoBackendControls,
  navigation: { tenantId: string; token: string; uuid: string },
): Promise<Assertion> {
  let answer = asked.get(navigation.token);
  if (!answer) {
    answer = demo.samlAssertion(navigation);
    asked.set(navigation.token, answer);
  }
  return answer;
}

/**
 * Demo builds only: where the SAML navigations (`{provider base}auth/saml/idp/login|logout` with
 * `tenant_id`, `token`, `uuid`; provider notes row 15) land instead of a 404. The hosted provider
 * would answer with a SAML form for the service provider; this page asks the demo backend what it
 * would assert (who, or its refusal, shown as the provider's text) and offers the way back.
 */
export default function DemoSamlPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const demo = useDemoBackend();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const tenantId = search.get('tenant_id') ?? '';
  const token = search.get('token') ?? '';
  const uuid = search.get('uuid') ?? '';
  const [answer, setAnswer] = useState<Assertion | { failure: unknown } | undefined>();

  useEffect(() => {
    let current = true;
    const asking = demo
      ? assertionFor(demo, { tenantId, token, uuid })
      : Promise.reject(new Error('The demo backend is not running'));
    asking.then(
      (result) => current && setAnswer(result),
      (failure: unknown) => current && setAnswer({ failure }),
    );
    return () => {
      current = false;
    };
  }, [demo, tenantId, token, uuid]);

  const loggingOut = pathname.endsWith('/logout');
  const done = answer && 'subject' in answer;
  return (
    <Stack component="main" sx={{ minHeight: '100vh', alignItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, mt: { xs: 2, sm: 8 }, maxWidth: 480 }}>
        <Stack spacing={2} aria-busy={answer ? undefined : true}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {t(m.title)}
          </Typography>
          <Typography variant="body2">{t(m.intro)}</Typography>
          {!answer && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2">{t(m.checking)}</Typography>
            </Stack>
          )}
          {/* The two live regions in one slot of the stack: an empty one takes no room. */}
          <div>
            <div role="status">
              {done && (
                <Typography>
                  {t(loggingOut ? signedOutMessage : signedInMessage, {
                    email: answer.subject,
                  })}
                </Typography>
              )}
            </div>
            <div role="alert">
              {answer && !done && (
                <Alert severity="error" role="none">
                  {'error' in answer ? answer.error : failureText(intl, answer.failure)}
                </Alert>
              )}
            </div>
          </div>
          {answer && (
            <Stack direction="row" spacing={2}>
              {done && !loggingOut ? (
                <Button variant="contained" component={RouterLink} to={ROOT_PATH}>
                  {t(m.backToApp)}
                </Button>
              ) : (
                <Button variant="contained" component={RouterLink} to={PATHS.signIn}>
                  {t(m.signIn)}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
