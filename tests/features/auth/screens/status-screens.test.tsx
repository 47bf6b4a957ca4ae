/**
 * The toolkit's status screens (SPEC §2.5, §8): disabled, the generic error, the missing-flow
 * errors, Welcome and Redirecting for someone already signed in, and the unknown state.
 *
 * @styles-in-document: the placeholder pulses or not (reduced motion) by its styles.
 */
import { screen, waitFor } from '@testing-library/react';
import { reducedMotionDeclarations } from '@tests/utils/reduced-motion';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/store';
import { LoadingScreen, UnknownStateScreen } from '@/features/auth/screens/status-screens';
import { renderWithProviders } from '@tests/utils/render';
import {
  alertTexts,
  currentLocation,
  field,
  findStep,
  lastMessage,
  renderFlow,
  setupAuthScreens,
  signInSession,
  stepHeading,
  submit,
} from './helpers';
import { expectOffContractAnswers } from '@tests/utils/off-contract';

const { server } = setupAuthScreens();

const MODE_URL = '*/tenants/:tenantId/mode';

describe('loading (SPEC §2.5 "placeholder while the flow loads")', () => {
  it('announces itself as busy, in either language', () => {
    const { unmount } = renderWithProviders(<LoadingScreen />);
    expect(screen.getByRole('progressbar', { name: 'Loading sign-in options' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    unmount();
    renderWithProviders(<LoadingScreen />, { locale: 'es' });
    expect(
      screen.getByRole('progressbar', { name: 'Cargando las opciones de acceso' }),
    ).toBeInTheDocument();
  });

  it('stands in for the picker with blocks of its controls’ heights, so nothing jumps', () => {
    renderWithProviders(<LoadingScreen />);
    const blocks = [...screen.getByRole('progressbar').children] as HTMLElement[];
    expect(blocks.map((block) => block.style.height)).toEqual([
      '36px',
      '36px',
      '12px',
      '40px',
      '40px',
      '36px',
    ]);
  });

  it('does not pulse for someone who asked for reduced motion', () => {
    renderWithProviders(<LoadingScreen />);
    const block = screen.getByRole('progressbar').firstElementChild!;
    expect(reducedMotionDeclarations(block)).toEqual(
      expect.arrayContaining([
        'animation-duration: 0.01ms !important',
        'animation-iteration-count: 1 !important',
      ]),
    );
  });
});

describe('disabled (SPEC §2.5 "Disabled")', () => {
  it('says to contact an administrator when a local flow offers no method', () => {
    renderFlow({ type: 'login', flow: { firstFactors: [] } });
    expect(stepHeading()).toHaveTextContent(/^Authentication is disabled$/);
    expect(alertTexts()).toEqual(['Please contact an administrator for assistance']);
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it("says so when the tenant's flow offers no method, in Spanish too", async () => {
    getDb().tenant.firstFactors = [];
    renderFlow({ type: 'login' }, { locale: 'es' });
    await findStep('La autenticación está desactivada');
    expect(alertTexts()).toEqual(['Ponte en contacto con un administrador para obtener ayuda']);
  });
});

describe('generic error (SPEC §2.5 "Generic error")', () => {
  it('shows the unhandled error for a factor the toolkit cannot handle', () => {
    renderFlow({ type: 'login', flow: { firstFactors: [{ strategy: 'link', channel: 'sms' }] } });
    expect(stepHeading()).toHaveTextContent(/^Oops something went wrong$/);
    expect(alertTexts()).toEqual(['An unhandled error occurred. Please try again later.']);
  });

  it('speaks Spanish', () => {
    renderFlow(
      { type: 'login', flow: { firstFactors: [{ strategy: 'link', channel: 'sms' }] } },
      { locale: 'es' },
    );
    expect(stepHeading()).toHaveTextContent(/^Vaya, algo salió mal$/);
    expect(alertTexts()).toEqual([
      'Se produjo un error no controlado. Inténtalo de nuevo más tarde.',
    ]);
  });

  it("offers 'Username and password' as a second factor, which the toolkit cannot complete", async () => {
    getDb().tenant.secondFactors.push({ strategy: 'password', channel: 'email' });
    const { user } = renderFlow({ type: 'login' });
    await user.click(await screen.findByRole('button', { name: 'Email me a code' }));
    await user.type(field('Email address'), 'mfa@demo.test');
    await submit(user);
    await findStep('Enter your verification code');
    await user.type(field('Verification code'), lastMessage().verificationCode!);
    await submit(user);
    await findStep("Choose a second way to confirm it's you");
    await user.click(screen.getByRole('button', { name: 'Username and password' }));
    await findStep('Oops something went wrong');
    expect(alertTexts()).toEqual(['An unhandled error occurred. Please try again later.']);
  });

  it("names the 'Username and password' button in Spanish", async () => {
    getDb().tenant.secondFactors.push({ strategy: 'password', channel: 'email' });
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Envíame un código por correo' }));
    await user.type(field('Correo electrónico'), 'mfa@demo.test');
    await submit(user);
    await findStep('Introduce tu código de verificación');
    await user.type(field('Código de verificación'), lastMessage().verificationCode!);
    await submit(user);
    await findStep('Elige una segunda forma de confirmar que eres tú');
    expect(screen.getByRole('button', { name: 'Usuario y contraseña' })).toBeVisible();
  });

  it("shows 'Oops, something went wrong' for a state without a screen", () => {
    const { unmount } = renderWithProviders(<UnknownStateScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Oops, something went wrong$/);
    unmount();
    renderWithProviders(<UnknownStateScreen />, { locale: 'es' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Vaya, algo salió mal$/);
  });
});

describe('missing flow (SPEC §8)', () => {
  it.each([
    ['the tenant mode call fails', () => HttpResponse.json({}, { status: 500 })],
    ['the tenant mode answer has no flow', () => HttpResponse.json({ mode: 'test' })],
  ])("says 'Missing flow from server' when %s", async (_case, answer) => {
    expectOffContractAnswers(); // a mode answer without its flow, on purpose
    server.use(http.get(MODE_URL, answer));
    renderFlow({ type: 'login' });
    await findStep('Oops something went wrong');
    expect(alertTexts()).toEqual(['Missing flow from server']);
  });

  it("says 'Missing flow from server' without a tenant id, in Spanish too", () => {
    const { unmount } = renderFlow({ type: 'login', tenantId: '' });
    expect(alertTexts()).toEqual(['Missing flow from server']);
    unmount();
    renderFlow({ type: 'login', tenantId: ' ' }, { locale: 'es' });
    expect(alertTexts()).toEqual(['Falta el flujo del servidor']);
  });

  it("says 'Missing flow in local mode' when the flow must not be fetched and none is given", () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const { unmount } = renderFlow({ type: 'login', shouldFetchFlow: false });
    expect(stepHeading()).toHaveTextContent('Oops something went wrong');
    expect(alertTexts()).toEqual(['Missing flow in local mode']);
    unmount();
    renderFlow({ type: 'login', shouldFetchFlow: false, tenantId: '' }, { locale: 'es' });
    expect(alertTexts()).toEqual(['Falta el flujo en modo local']);
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('already signed in (SPEC §2.5 "Login and reset forms can redirect an already logged-in user")', () => {
  it("says Welcome and you're logged in, with the continue button", async () => {
    await signInSession();
    renderFlow({ type: 'login' }, { path: '/sign-in?redirectUrl=%2Fhome' });
    expect(stepHeading()).toHaveTextContent(/^Welcome$/);
    expect(screen.getByRole('status')).toHaveTextContent("You're logged in!");
    expect(
      screen.getByText("If you aren't redirected, click the button below to continue."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/profile-select?redirectUrl=%2Fhome',
    );
    expect(currentLocation()).toBe('/sign-in?redirectUrl=%2Fhome');
  });

  it('speaks Spanish', async () => {
    await signInSession();
    renderFlow({ type: 'login' }, { locale: 'es' });
    expect(stepHeading()).toHaveTextContent(/^Bienvenido$/);
    expect(screen.getByRole('status')).toHaveTextContent('¡Has iniciado sesión!');
    expect(
      screen.getByText('Si no se te redirige, haz clic en el botón de abajo para continuar.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continuar' })).toBeVisible();
  });

  it('says Redirecting... while it refreshes, then sends the person on', async () => {
    await signInSession();
    renderFlow({ type: 'login', redirectOnLoad: true });
    expect(stepHeading()).toHaveTextContent(/^Redirecting\.\.\.$/);
    expect(screen.getByRole('progressbar', { name: 'Loading sign-in options' })).toBeVisible();
    await waitFor(() => expect(currentLocation()).toBe('/profile-select'));
    await findStep('Welcome');
  });

  it('says Redirecting... in Spanish', async () => {
    await signInSession();
    renderFlow({ type: 'login', redirectOnLoad: true }, { locale: 'es' });
    expect(stepHeading()).toHaveTextContent(/^Redirigiendo\.\.\.$/);
    await findStep('Bienvenido');
  });
});
