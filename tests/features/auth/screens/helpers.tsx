/**
 * Shared set-up for the toolkit screen tests: the AuthFlow inside a router with the app's
 * providers, the embedded demo backend (msw/node), the app's global session, and small queries
 * for what a person sees (step heading, fields, live regions).
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupUser } from '@tests/utils/user';
import { Secret, TOTP } from 'otpauth';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { loginWithPassword } from '@generated/provider/endpoints/password/password';
import { getDb } from '@mocks/store';
import { DEMO_PASSWORD, DEMO_TENANT_ID, DEMO_TOTP_SECRET } from '@mocks/seed';
import type { Locale } from '@/lib/i18n/locale';
import { AuthFlow } from '@/features/auth/auth-flow';
import type { AuthFlowProps } from '@/features/auth/auth-flow';
import type { FlowConfig } from '@/features/auth/flow/types';
import { session, setSessionNavigate } from '@/features/auth/session';
import type { ToolkitTheme } from '@/features/auth/toolkit-theme';
import { renderAt } from '@tests/app/layouts/harness';
import { setupMockServer } from '@tests/utils/msw';

export const TENANT = DEMO_TENANT_ID;
export const PASSWORD = DEMO_PASSWORD;
/** Meets the provider's rule (SPEC §5 password hint). */
export const NEW_PASSWORD = 'Brand-new-passw0rd';

/** The router's current address, for the flow's redirects (not a live region: a plain div). */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location" hidden>{`${pathname}${search}`}</div>;
}

export const currentLocation = () => screen.getByTestId('location').textContent;

export interface RenderFlowOptions {
  locale?: Locale;
  path?: string;
  theme?: ToolkitTheme;
  collectUsername?: boolean;
  confirmPassword?: boolean;
  /** Rendered after the toolkit, as the page around it would be. */
  around?: ReactNode;
}

/** The toolkit as a page would place it: demo tenant unless the config says otherwise. */
export function renderFlow(
  config: Partial<FlowConfig> & Pick<FlowConfig, 'type'>,
  { locale = 'en', path = '/sign-in', theme, around, ...props }: RenderFlowOptions = {},
) {
  const user = setupUser({ delay: null });
  const flowProps: AuthFlowProps = {
    config: { tenantId: TENANT, ...config },
    ...(theme ? { theme } : {}),
    ...props,
  };
  const result = renderAt(
    path,
    <>
      <AuthFlow {...flowProps} />
      <LocationProbe />
      {around}
    </>,
    { locale },
  );
  return { user, ...result };
}

/**
 * The demo backend and a clean global session for every test. Session redirects (logout,
 * session end) go to a spy instead of jsdom's unimplemented navigation.
 */
export function setupAuthScreens() {
  const server = setupMockServer();
  const sessionNavigate = jest.fn<void, [string]>();
  beforeEach(() => {
    sessionNavigate.mockClear();
    setSessionNavigate(sessionNavigate);
  });
  afterEach(() => {
    session.resetSecondFactor();
    if (session.getState().signedIn) session.endSession();
    clearCookies();
    localStorage.clear();
    sessionStorage.clear();
  });
  return { server, sessionNavigate };
}

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Signs the global session in through the demo backend (no navigation). */
export async function signInSession(email = 'user@demo.test') {
  const response = await loginWithPassword(TENANT, { emailOrUsername: email, password: PASSWORD });
  session.handleLoginResponse(response, { redirect: false });
  expect(session.getState().signedIn).toBe(true);
}

/**
 * The step's heading (h2), which receives focus when the step changes. (`hidden: true` only skips
 * the slow visibility check: there is one h2 and nothing on these screens is hidden.)
 */
export const stepHeading = () => screen.getByRole('heading', { level: 2, hidden: true });

/** Waits for the step titled `name`. */
export const findStep = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 2, name, hidden: true });

/** A field by its visible label (password inputs have no textbox role). */
export const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** What the live regions (role=alert / role=status) hold, trimmed, empty ones left out. */
export const alertTexts = () =>
  Array.from(document.querySelectorAll('[role="alert"]'))
    .map((el) => el.textContent?.trim() ?? '')
    .filter(Boolean);

export const statusTexts = () =>
  Array.from(document.querySelectorAll('[role="status"]'))
    .map((el) => el.textContent?.trim() ?? '')
    .filter(Boolean);

/** Text with the bidi isolation marks (U+2068/U+2069) some messages wrap values in removed. */
export const visibleText = (el: Element) => (el.textContent ?? '').replace(/[\u2068\u2069]/g, '');

/** The latest message the demo backend "sent" (its outbox). */
export function lastMessage() {
  const message = getDb().outbox[0];
  if (!message) throw new Error('The demo backend sent nothing');
  return message;
}

export function totpCode(secret = DEMO_TOTP_SECRET): string {
  return new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();
}

/** Clicks Continue of the form on screen (the one submit button). */
export async function submit(user: UserEvent, name = /^(Continue|Continuar)$/) {
  await user.click(screen.getByRole('button', { name }));
}

export const methodsGroup = () => screen.getAllByRole('group');

export { within };
