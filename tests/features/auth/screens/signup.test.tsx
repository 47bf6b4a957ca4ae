/**
 * The sign-up form (SPEC §2.5 "Sign-up form", §5 "Sign-up"): optional username, email, a chosen
 * password with its hint, the optional confirmation, its messages, and 'Signed up'.
 */
import { screen } from '@testing-library/react';
import { signupWithPasswordBodyUsernameMax } from '@generated/provider/zod/password/password.zod';
import { getDb } from '@mocks/store';
import {
  alertTexts,
  field,
  findStep,
  NEW_PASSWORD,
  renderFlow,
  setupAuthScreens,
  stepHeading,
  submit,
} from './helpers';

setupAuthScreens();

const HINT = 'At least 16 characters OR at least 8 characters including a number and a letter';
const MISMATCH = "The passwords don't match. Please re-enter your password.";

/** New accounts skip the second factor here, so sign-up ends on 'Signed up'. */
function withoutMfaForNewUsers() {
  getDb().tenant.mfaRequiredForNewUsers = false;
}

const account = (email: string) => getDb().accounts.find((a) => a.email === email);

describe('sign-up form', () => {
  it('asks for email, a password with its hint and the confirmation; no username by default', async () => {
    renderFlow({ type: 'signup' }, { path: '/sign-up' });
    expect(stepHeading()).toHaveTextContent(/^Sign up$/);
    const email = await screen.findByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    const password = field('Choose a password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription(HINT);
    expect(field('Confirm your password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Username (optional)')).not.toBeInTheDocument();
    // Each toggle says which password it shows.
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toBeVisible();
  });

  it('shows each missing field at the field on submit, and sends nothing', async () => {
    const { user } = renderFlow({ type: 'signup' }, { path: '/sign-up' });
    const email = await screen.findByLabelText('Email address');
    await submit(user);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(field('Choose a password')).toHaveAccessibleDescription('Please enter your password');
    expect(field('Choose a password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Confirm your password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Confirm your password')).toHaveAccessibleDescription(
      'Please confirm your password',
    );
    expect(email).toHaveFocus();
    expect(getDb().accounts).toHaveLength(8);
  });

  it("says the passwords don't match at the confirmation, keeping everything typed", async () => {
    const { user } = renderFlow({ type: 'signup' }, { path: '/sign-up' });
    await user.type(await screen.findByLabelText('Email address'), 'new@demo.test');
    await user.type(field('Choose a password'), NEW_PASSWORD);
    await user.type(field('Confirm your password'), `${NEW_PASSWORD}x`);
    await submit(user);
    const confirm = field('Confirm your password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(MISMATCH);
    expect(field('Email address')).toHaveValue('new@demo.test');
    expect(field('Choose a password')).toHaveValue(NEW_PASSWORD);
    expect(confirm).toHaveValue(`${NEW_PASSWORD}x`);
    expect(account('new@demo.test')).toBeUndefined();
  });

  it('holds a password that breaks the rule at the field with the rule', async () => {
    const { user } = renderFlow({ type: 'signup' }, { path: '/sign-up' });
    await user.type(await screen.findByLabelText('Email address'), 'new@demo.test');
    await user.type(field('Choose a password'), 'short');
    await user.type(field('Confirm your password'), 'short');
    await submit(user);
    expect(field('Choose a password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Choose a password')).toHaveAccessibleDescription(HINT);
  });

  it('signs up with an optional username and says Signed up', async () => {
    withoutMfaForNewUsers();
    const { user } = renderFlow({ type: 'signup' }, { path: '/sign-up', collectUsername: true });
    const username = await screen.findByLabelText('Username (optional)');
    await user.type(username, 'newbie');
    await user.type(field('Email address'), 'new@demo.test');
    await user.type(field('Choose a password'), NEW_PASSWORD);
    await user.type(field('Confirm your password'), NEW_PASSWORD);
    await submit(user);
    await findStep('Signed up');
    expect(screen.getByRole('status')).toHaveTextContent("You're logged in!");
    expect(account('new@demo.test')).toMatchObject({ username: 'newbie', password: NEW_PASSWORD });
  });

  it('leaves the username out when it is left empty, and sends the password itself without a confirmation field', async () => {
    withoutMfaForNewUsers();
    const { user } = renderFlow(
      { type: 'signup' },
      { path: '/sign-up', collectUsername: true, confirmPassword: false },
    );
    await user.type(await screen.findByLabelText('Email address'), 'solo@demo.test');
    expect(screen.queryByLabelText('Confirm your password')).not.toBeInTheDocument();
    await user.type(field('Choose a password'), NEW_PASSWORD);
    await submit(user);
    await findStep('Signed up');
    expect(account('solo@demo.test')).toMatchObject({ password: NEW_PASSWORD });
    expect(account('solo@demo.test')!.username).toBeUndefined();
  });

  it('says at the username when it is longer than the provider takes, and sends nothing', async () => {
    const { user } = renderFlow({ type: 'signup' }, { path: '/sign-up', collectUsername: true });
    const username = await screen.findByLabelText('Username (optional)');
    await user.click(username);
    await user.paste('n'.repeat(signupWithPasswordBodyUsernameMax + 1));
    await user.type(field('Email address'), 'new@demo.test');
    await user.type(field('Choose a password'), NEW_PASSWORD);
    await user.type(field('Confirm your password'), NEW_PASSWORD);
    await submit(user);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(
      `This is too long: at most ${signupWithPasswordBodyUsernameMax} characters`,
    );
    expect(username).toHaveFocus();
    expect(account('new@demo.test')).toBeUndefined();
  });

  it("shows the server's refusal below the fields and keeps what was typed", async () => {
    const { user } = renderFlow({ type: 'signup' }, { path: '/sign-up' });
    await user.type(await screen.findByLabelText('Email address'), 'user@demo.test');
    await user.type(field('Choose a password'), NEW_PASSWORD);
    await user.type(field('Confirm your password'), NEW_PASSWORD);
    await submit(user);
    expect(await screen.findByText('An account with this email already exists')).toBeVisible();
    expect(alertTexts()).toEqual(['An account with this email already exists']);
    expect(field('Email address')).toHaveValue('user@demo.test');
    expect(field('Choose a password')).toHaveValue(NEW_PASSWORD);
    expect(stepHeading()).toHaveTextContent('Sign up');
  });

  it('goes on to set up a second factor when new accounts need one', async () => {
    const { user } = renderFlow({ type: 'signup' }, { path: '/sign-up' });
    await user.type(await screen.findByLabelText('Email address'), 'new@demo.test');
    await user.type(field('Choose a password'), NEW_PASSWORD);
    await user.type(field('Confirm your password'), NEW_PASSWORD);
    await submit(user);
    await findStep("Set up a second way to confirm it's you");
  });

  it('speaks Spanish', async () => {
    withoutMfaForNewUsers();
    const { user } = renderFlow(
      { type: 'signup' },
      { path: '/sign-up', locale: 'es', collectUsername: true },
    );
    expect(stepHeading()).toHaveTextContent(/^Regístrate$/);
    await screen.findByLabelText('Nombre de usuario (opcional)');
    expect(field('Elige una contraseña')).toHaveAccessibleDescription(
      'Al menos 16 caracteres O al menos 8 caracteres con un número y una letra',
    );
    await submit(user);
    expect(field('Correo electrónico')).toHaveAccessibleDescription(
      'Introduce tu correo electrónico',
    );
    expect(field('Elige una contraseña')).toHaveAccessibleDescription('Introduce tu contraseña');
    expect(field('Confirma tu contraseña')).toHaveAccessibleDescription('Confirma tu contraseña');
    await user.type(field('Correo electrónico'), 'nuevo@demo.test');
    await user.type(field('Elige una contraseña'), NEW_PASSWORD);
    await user.type(field('Confirma tu contraseña'), 'otra-cosa-1');
    await submit(user);
    expect(field('Confirma tu contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden. Vuelve a escribir tu contraseña.',
    );
    await user.clear(field('Confirma tu contraseña'));
    await user.type(field('Confirma tu contraseña'), NEW_PASSWORD);
    await submit(user);
    await findStep('Registro completado');
    expect(screen.getByRole('status')).toHaveTextContent('¡Has iniciado sesión!');
  });
});
