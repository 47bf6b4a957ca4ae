/**
 * The password reset form (SPEC §2.5, §5 "Password forms"): the request for a link, 'Check your
 * email' with Resend, the set-new-password form from a link (token, uuid, type) or for a
 * signed-in person (current password required), and 'Your new password has been set.'
 */
import { screen, waitFor } from '@testing-library/react';
import { sendResetLink } from '@generated/provider/endpoints/reset/reset';
import { getDb } from '@mocks/store';
import { session } from '@/features/auth/session';
import {
  alertTexts,
  currentLocation,
  field,
  findStep,
  lastMessage,
  NEW_PASSWORD,
  PASSWORD,
  renderFlow,
  setupAuthScreens,
  signInSession,
  statusTexts,
  stepHeading,
  submit,
  TENANT,
  visibleText,
} from './helpers';

setupAuthScreens();

const MISMATCH = "The passwords don't match. Please re-enter your password.";
const HINT = 'At least 16 characters OR at least 8 characters including a number and a letter';

async function resetLinkPath(email = 'user@demo.test'): Promise<string> {
  const sent = await sendResetLink(TENANT, { email });
  const link = new URL(sent.result.link!);
  expect(link.searchParams.get('type')).toBe('reset');
  return `/reset-password${link.search}`;
}

const account = (email: string) => getDb().accounts.find((a) => a.email === email)!;

describe('reset request', () => {
  it("asks for the email, says 'Check your email', resends and goes back", async () => {
    const { user } = renderFlow({ type: 'reset' }, { path: '/forgot-password' });
    expect(stepHeading()).toHaveTextContent(/^Reset your password$/);
    const email = field('Email address');
    await submit(user);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address');

    await user.type(email, 'user@demo.test');
    await submit(user);
    await findStep('Check your email');
    expect(stepHeading()).toHaveFocus();
    expect(visibleText(screen.getByText(/A link has been sent to/))).toBe(
      'A link has been sent to user@demo.test.',
    );
    expect(lastMessage()).toMatchObject({ to: 'user@demo.test', subject: 'Reset your password' });

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(statusTexts()).toEqual(['Email resent.']));
    expect(getDb().outbox.filter((m) => m.subject === 'Reset your password')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep('Reset your password');
    expect(field('Email address')).toHaveValue('user@demo.test');
  });

  it('speaks Spanish', async () => {
    const { user } = renderFlow({ type: 'reset' }, { path: '/forgot-password', locale: 'es' });
    expect(stepHeading()).toHaveTextContent(/^Restablece tu contraseña$/);
    await submit(user);
    expect(field('Correo electrónico')).toHaveAccessibleDescription(
      'Introduce tu correo electrónico',
    );
    await user.type(field('Correo electrónico'), 'user@demo.test');
    await submit(user);
    await findStep('Revisa tu correo');
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(statusTexts()).toEqual(['Correo reenviado.']));
  });
});

describe('set a new password from a reset link', () => {
  it('asks for the new password twice (no current password), with its messages', async () => {
    const { user } = renderFlow({ type: 'reset' }, { path: await resetLinkPath() });
    await findStep('Set a new password');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    const password = field('New password');
    expect(password).toHaveAccessibleDescription(HINT);
    await submit(user);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Please enter a new password');
    const confirm = field('Confirm new password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Please confirm your new password');
    expect(password).toHaveFocus();

    await user.type(password, NEW_PASSWORD);
    await user.type(confirm, 'Something-else-1');
    await submit(user);
    expect(confirm).toHaveAccessibleDescription(MISMATCH);
    expect(password).toHaveValue(NEW_PASSWORD);
    expect(confirm).toHaveValue('Something-else-1');
  });

  it("sets it, says 'Your new password has been set.', and signs in when the person continues", async () => {
    const path = await resetLinkPath();
    const { user } = renderFlow({ type: 'reset' }, { path });
    await findStep('Set a new password');
    await user.type(field('New password'), NEW_PASSWORD);
    await user.type(field('Confirm new password'), NEW_PASSWORD);
    await submit(user);
    await findStep('Password reset');
    expect(stepHeading()).toHaveFocus();
    await waitFor(() => expect(statusTexts()).toEqual(['Your new password has been set.']));
    expect(screen.getByText('Your new password has been set.')).toBeVisible();
    expect(account('user@demo.test').password).toBe(NEW_PASSWORD);
    // Nothing moves on before the person has read it: no redirect, nor its promise.
    expect(
      screen.queryByText("If you aren't redirected, click the button below to continue."),
    ).not.toBeInTheDocument();
    expect(currentLocation()).toBe(path);
    expect(session.getState().signedIn).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile-select'));
    expect(session.getState().signedIn).toBe(true);
  });

  it("a link the provider refuses: its message, no form, and 'Send a new link'", async () => {
    const path = await resetLinkPath();
    const { user } = renderFlow({ type: 'reset' }, { path });
    await findStep('Set a new password');
    // Used up elsewhere (another browser) after this page opened: only the provider knows.
    getDb().secrets = getDb().secrets.filter((s) => s.kind !== 'reset-link');
    await user.type(field('New password'), NEW_PASSWORD);
    await user.type(field('Confirm new password'), NEW_PASSWORD);
    await submit(user);
    await findStep('Reset your password');
    expect(alertTexts()).toEqual([
      'This reset link can no longer be used.This reset link is invalid or has already been used',
    ]);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('names the account whose password it sets when this browser asked for the link', async () => {
    const asked = renderFlow({ type: 'reset' }, { path: '/forgot-password' });
    await asked.user.type(field('Email address'), 'user@demo.test');
    await submit(asked.user);
    await findStep('Check your email');
    asked.unmount();

    // The link this browser asked for (the newest: the flow's request replaced any earlier one).
    const link = new URL(lastMessage().link!);
    renderFlow({ type: 'reset' }, { path: `/reset-password${link.search}` });
    // A password manager reads the account from the form and updates that saved login.
    const email = await screen.findByLabelText('Email address');
    expect(email).toHaveValue('user@demo.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAttribute('name', 'username');
    const form = email.closest('form');
    expect(form).toContainElement(field('New password'));
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it.each([
    ['not JSON', '{'],
    ['not an email', JSON.stringify({ email: 'nobody', at: Date.now() })],
    ['asked more than a day ago', JSON.stringify({ email: 'user@demo.test', at: 0 })],
  ])('names no account when what was stored is %s', async (_, stored) => {
    localStorage.setItem('resetRequest', stored);
    renderFlow({ type: 'reset' }, { path: await resetLinkPath() });
    expect(await screen.findByLabelText('New password')).toBeVisible();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(localStorage.getItem('resetRequest')).toBeNull();
  });

  it('speaks Spanish', async () => {
    const { user } = renderFlow({ type: 'reset' }, { path: await resetLinkPath(), locale: 'es' });
    await findStep('Establece una nueva contraseña');
    await submit(user);
    expect(field('Nueva contraseña')).toHaveAccessibleDescription('Introduce una nueva contraseña');
    expect(field('Confirma la nueva contraseña')).toHaveAccessibleDescription(
      'Confirma tu nueva contraseña',
    );
    await user.type(field('Nueva contraseña'), NEW_PASSWORD);
    await user.type(field('Confirma la nueva contraseña'), NEW_PASSWORD);
    await submit(user);
    await findStep('Contraseña restablecida');
    await waitFor(() => expect(statusTexts()).toEqual(['Tu nueva contraseña se ha establecido.']));
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });
});

describe('set a new password while signed in', () => {
  it('also asks for the current password, with its message', async () => {
    await signInSession();
    const { user } = renderFlow({ type: 'reset' }, { path: '/reset-password' });
    expect(stepHeading()).toHaveTextContent('Set a new password');
    const current = field('Current password');
    expect(current).toHaveAttribute('type', 'password');
    await submit(user);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Please enter your current password');
    expect(field('New password')).toHaveAccessibleDescription('Please enter a new password');
    expect(field('Confirm new password')).toHaveAccessibleDescription(
      'Please confirm your new password',
    );
    expect(current).toHaveFocus();
  });

  it('refuses a wrong current password, then sets the new one and says so', async () => {
    await signInSession();
    const { user } = renderFlow({ type: 'reset' }, { path: '/reset-password' });
    await user.type(field('Current password'), 'not-my-password-1');
    await user.type(field('New password'), NEW_PASSWORD);
    await user.type(field('Confirm new password'), NEW_PASSWORD);
    await submit(user);
    expect(await screen.findByText('Your current password is incorrect')).toBeVisible();
    expect(field('New password')).toHaveValue(NEW_PASSWORD);
    const current = field('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Your current password is incorrect');
    await waitFor(() => expect(current).toHaveFocus());
    // The signed-in account, shown and offered to password managers as the username.
    expect(field('Email address')).toHaveValue('user@demo.test');
    expect(field('Email address')).toHaveAttribute('autocomplete', 'username');

    await user.clear(field('Current password'));
    await user.type(field('Current password'), PASSWORD);
    await submit(user);
    await findStep('Password reset');
    await waitFor(() => expect(statusTexts()).toEqual(['Your new password has been set.']));
    // Already signed in: Continue goes where a finished sign-in goes, when the person chooses.
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/profile-select',
    );
    expect(currentLocation()).toBe('/reset-password');
    expect(account('user@demo.test').password).toBe(NEW_PASSWORD);
  });

  it('asks for no current password when a signed-in person follows a reset link', async () => {
    await signInSession();
    renderFlow({ type: 'reset' }, { path: await resetLinkPath('agency@demo.test') });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    // The link may be another account's than the session's: the session's email is not offered.
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await signInSession();
    const { user } = renderFlow({ type: 'reset' }, { path: '/reset-password', locale: 'es' });
    await submit(user);
    expect(field('Contraseña actual')).toHaveAccessibleDescription(
      'Introduce tu contraseña actual',
    );
  });
});
