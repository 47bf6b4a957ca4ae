import { screen, within } from '@testing-library/react';
import AuthFramePage from '@/app/pages/auth-frame-page';
import { authMessages } from '@/app/pages/messages';
import { appConfig } from '@/config/app-config';
import { session } from '@/features/auth/session';
import { renderAt } from '../layouts/harness';

function renderAuth(path: string, locale: 'en' | 'es' = 'en') {
  return renderAt(path, <AuthFramePage />, { locale });
}

/** The frame's own links (the toolkit inside the slot has its 'Secured by' link). */
const links = () =>
  screen
    .getAllByRole('link')
    .filter((link) => !screen.getByTestId('auth-form-slot').contains(link))
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the auth frame', () => {
  afterEach(() => jest.restoreAllMocks());

  it("quotes the sign-in caption and description exactly, with the product's name", () => {
    renderAuth('/sign-in');
    expect(screen.getByText('Compliance Hub')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome Back!$/);
    expect(screen.getByText('Please enter your credentials to sign in!')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('auth-form-slot')).getByRole('heading', { level: 2 }),
    ).toHaveTextContent('Log in');
    expect(links()).toEqual([
      ['Forgot password?', '/forgot-password'],
      ['Sign up', '/sign-up'],
    ]);
  });

  it('quotes the sign-up caption and description exactly', () => {
    renderAuth('/sign-up');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Sign Up$/);
    expect(screen.getByText('And lets get started with your free trial!')).toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(links()).toEqual([['Sign in', '/sign-in']]);
  });

  it('translates the captions into Spanish', () => {
    const { unmount } = renderAuth('/sign-in', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('¡Bienvenido de nuevo!');
    expect(
      screen.getByText('¡Introduce tus credenciales para iniciar sesión!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    unmount();
    renderAuth('/sign-up', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Registrarse');
    expect(screen.getByText('¡Y comencemos con tu prueba gratuita!')).toBeInTheDocument();
  });

  it.each([
    ['/forgot-password', 'Forgot password'],
    ['/reset-password', 'Reset password'],
    ['/otp-verification', 'OTP verification'],
    ['/otp', 'Enter your code'],
  ])('titles %s with its route title and leads back to sign-in', (path, title) => {
    renderAuth(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('auth-form-slot')).toBeInTheDocument();
    expect(links()).toEqual([['Back to sign in', '/sign-in']]);
  });

  it.each([
    ['/forgot-password', '/home'],
    ['/reset-password?redirectUrl=%2Fprofiles%2Fusers', '/profiles/users'],
  ])(
    'signed in, %s leads back to the app, not to sign-in (which would send them on)',
    (path, to) => {
      const anonymous = session.getState();
      jest
        .spyOn(session, 'getState')
        .mockReturnValue({ ...anonymous, status: 'signedIn', signedIn: true, roles: ['admin'] });
      renderAuth(path);
      expect(links()).toEqual([['Back to the app', to]]);
    },
  );

  it('titles profile selection without links to the other screens', () => {
    renderAuth('/profile-select');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a profile' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('keeps where the visitor was going when they switch screens', () => {
    renderAuth('/sign-in?redirectUrl=%2Fprofiles%2Fusers&other=1');
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('href', '/sign-up?redirectUrl=%2Fprofiles%2Fusers');
  });

  it('uses the message ids the app config names for the page defaults', () => {
    expect(appConfig.pageDefaults).toEqual({
      signIn: {
        caption: authMessages.signInCaption.id,
        description: authMessages.signInDescription.id,
      },
      signUp: {
        caption: authMessages.signUpCaption.id,
        description: authMessages.signUpDescription.id,
      },
    });
  });

  it('has one page heading, and the form titles its step one level below', () => {
    renderAuth('/sign-in');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome Back!');
    expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H1', 'H2']);
  });
});
