import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DemoInboxSlot } from '@/components/demo/demo-inbox-slot';
import { isSamlLoginRequest } from '@/app/routes/guards';
import { PATHS } from '@/config/paths';
import type { RouteKey } from '@/config/route-messages';
import { findRoute } from '@/config/routes';
import { currentOrigin } from '@/lib/origin';
import { readRedirect, withRedirect } from '@/lib/redirect';
import { appConfig } from '@/config/app-config';
import { AuthFlow } from '@/features/auth/auth-flow';
import type { FlowConfig } from '@/features/auth/flow/types';
import { FactorStrategy } from '@generated/provider/model';
import { useSession } from '@/features/auth/session/use-session';
import { parseToolkitTheme } from '@/features/auth/toolkit-theme';
import { TestModeNotice } from '@/features/auth/session/test-mode-notice';
import { authMessages, pageMessages } from './messages';

/** SPEC §2.1: the captions of sign-in and sign-up; the other screens use their route title. */
const CAPTIONS: Partial<
  Record<RouteKey, { caption: MessageDescriptor; description: MessageDescriptor }>
> = {
  signIn: { caption: authMessages.signInCaption, description: authMessages.signInDescription },
  signUp: { caption: authMessages.signUpCaption, description: authMessages.signUpDescription },
};

const base = { tenantId: appConfig.tenantId };
/** The form each auth screen shows (SPEC §2.1, §2.5). The one-time-code pages sign in by code. */
const FLOWS: Partial<Record<RouteKey, FlowConfig>> = {
  signIn: { ...base, type: 'login' },
  signUp: { ...base, type: 'signup' },
  forgotPassword: { ...base, type: 'reset' },
  resetPassword: { ...base, type: 'reset' },
  otp: { ...base, type: 'login', strategies: [FactorStrategy.verificationCode] },
  otpVerification: { ...base, type: 'login', strategies: [FactorStrategy.verificationCode] },
};
const TOOLKIT_THEME = parseToolkitTheme(appConfig.authTheme);

function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

function AuthLinks({
  routeKey,
  search,
  signedIn,
}: {
  routeKey: RouteKey | undefined;
  search: string;
  signedIn: boolean;
}) {
  const intl = useIntl();
  // Where the visitor was going rides along between the auth screens.
  const carried = readRedirect(search, currentOrigin());
  const t = intl.formatMessage;
  switch (routeKey) {
    case 'signIn':
      return (
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <AuthLink to={withRedirect(PATHS.forgotPassword, carried)}>
            {t(authMessages.forgotPassword)}
          </AuthLink>
          <Typography variant="body2">
            {t(authMessages.noAccount)}{' '}
            <AuthLink to={withRedirect(PATHS.signUp, carried)}>{t(authMessages.signUp)}</AuthLink>
          </Typography>
        </Stack>
      );
    case 'signUp':
      return (
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t(authMessages.haveAccount)}{' '}
          <AuthLink to={withRedirect(PATHS.signIn, carried)}>{t(authMessages.signIn)}</AuthLink>
        </Typography>
      );
    case 'forgotPassword':
    case 'resetPassword':
    case 'otpVerification':
    case 'otp':
      return (
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {signedIn ? (
            // Sign-in would only send someone signed in on: the link says where they go.
            <AuthLink to={carried ?? PATHS.home}>{t(authMessages.backToApp)}</AuthLink>
          ) : (
            <AuthLink to={withRedirect(PATHS.signIn, carried)}>
              {t(authMessages.backToSignIn)}
            </AuthLink>
          )}
        </Typography>
      );
    default:
      return null;
  }
}

/**
 * The frame of the unauthenticated screens (inside the simple layout): product name, caption,
 * description, the slot where the hosted form goes, and the links between the screens.
 */
export default function AuthFramePage() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const route = findRoute(pathname);
  const { cookiesEnabled, signedIn } = useSession();
  const copy = route ? CAPTIONS[route.key] : undefined;
  const caption: MessageDescriptor = copy?.caption ?? route?.title ?? pageMessages.notFound;
  // The form on screen whose step the links no longer fit (the account exists, set-up goes on):
  // named by the form's key, so another screen's form starts with its links.
  const flowKey = `${route?.key}${search}`;
  const [linksHiddenFor, setLinksHiddenFor] = useState<string | null>(null);
  const onPageLinksChange = useCallback(
    (apply: boolean) => setLinksHiddenFor(apply ? null : flowKey),
    [flowKey],
  );

  return (
    <Stack spacing={4}>
      <Stack spacing={1} sx={{ textAlign: 'center' }}>
        <Typography component="p" variant="subtitle1" color="primary" sx={{ fontWeight: 700 }}>
          {appConfig.appName}
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {intl.formatMessage(caption)}
        </Typography>
        {copy && (
          <Typography color="text.secondary">{intl.formatMessage(copy.description)}</Typography>
        )}
      </Stack>
      {!cookiesEnabled && (
        // Tokens live in cookies (SPEC §9): without them nobody stays signed in.
        <Alert severity="warning" variant="outlined" role="alert">
          {intl.formatMessage(authMessages.cookiesBlocked)}
        </Alert>
      )}
      <Box data-testid="auth-form-slot">
        {route && FLOWS[route.key] && (
          <AuthFlow
            key={flowKey}
            config={
              route.key === 'signIn' && isSamlLoginRequest({ search })
                ? // Already signed in: straight on to the SAML service provider.
                  { ...FLOWS.signIn!, redirectOnLoad: true }
                : FLOWS[route.key]!
            }
            theme={TOOLKIT_THEME}
            onPageLinksChange={onPageLinksChange}
          />
        )}
      </Box>
      <Stack spacing={1}>
        <TestModeNotice />
        <DemoInboxSlot />
      </Stack>
      {linksHiddenFor !== flowKey && (
        <AuthLinks routeKey={route?.key} search={search} signedIn={signedIn} />
      )}
    </Stack>
  );
}
