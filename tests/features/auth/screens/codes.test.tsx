/**
 * Email link, email code and SMS code (SPEC §2.5, §5, §8): the one-field forms, 'Check your
 * email' with Resend, 'Enter your verification code', and the notices they announce.
 */
import { screen, waitFor } from '@testing-library/react';
import { sendLoginLink } from '@generated/provider/endpoints/link/link';
import {
  alertTexts,
  field,
  findStep,
  lastMessage,
  renderFlow,
  setupAuthScreens,
  statusTexts,
  stepHeading,
  submit,
  TENANT,
  visibleText,
} from './helpers';

setupAuthScreens();

async function choose(user: ReturnType<typeof renderFlow>['user'], method: string) {
  await user.click(await screen.findByRole('button', { name: method }));
}

describe('email link (SPEC §2.5 "Email link form")', () => {
  it('asks for the email address, on submit, at the field', async () => {
    const { user } = renderFlow({ type: 'login' });
    await choose(user, 'Email me a link');
    const email = field('Email address');
    await submit(user);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address');
    expect(email).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('Log in');

    await user.type(email, 'not-an-email');
    await submit(user);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveValue('not-an-email');
  });

  it("says 'Check your email' with the address, resends, and goes back with the address kept", async () => {
    const { user } = renderFlow({ type: 'login' });
    await choose(user, 'Email me a link');
    await user.type(field('Email address'), 'user@demo.test');
    await submit(user);

    await findStep('Check your email');
    expect(stepHeading()).toHaveFocus();
    expect(visibleText(screen.getByText(/A link has been sent to/))).toBe(
      'A link has been sent to user@demo.test.',
    );
    expect(lastMessage()).toMatchObject({ to: 'user@demo.test', subject: 'Your sign-in link' });
    expect(statusTexts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(statusTexts()).toEqual(['Email resent.']));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email address')).toHaveValue('user@demo.test');
    expect(statusTexts()).toEqual([]);
  });

  it('speaks Spanish', async () => {
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    await choose(user, 'Envíame un enlace por correo');
    await submit(user);
    expect(screen.getByText('Introduce tu correo electrónico')).toBeInTheDocument();
    await user.type(field('Correo electrónico'), 'user@demo.test');
    await submit(user);
    await findStep('Revisa tu correo');
    expect(visibleText(screen.getByText(/Se ha enviado un enlace a/))).toBe(
      'Se ha enviado un enlace a user@demo.test.',
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(statusTexts()).toEqual(['Correo reenviado.']));
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
  });

  it('signs in from the link in the URL (token, uuid, type) and says Verified', async () => {
    const sent = await sendLoginLink(TENANT, { email: 'user@demo.test' });
    const link = new URL(sent.result.link!);
    renderFlow({ type: 'login' }, { path: `/sign-in${link.search}` });
    expect(screen.getByRole('progressbar', { name: 'Loading sign-in options' })).toBeVisible();
    await findStep('Verified');
    expect(screen.getByRole('status')).toHaveTextContent("You're logged in!");
  });

  it('shows why a used link failed, on the form to start again', async () => {
    renderFlow(
      { type: 'login' },
      { path: '/sign-in?token=nope&uuid=7d3c1d9e-8a41-4f5e-9a2b-1c2d3e4f5a6b&type=login' },
    );
    expect(await screen.findByText('This link is invalid or has already been used')).toBeVisible();
    expect(alertTexts()).toEqual(['This link is invalid or has already been used']);
    expect(field('Email or username')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Log in');
  });
});

describe('email code (SPEC §2.5 "Email code form")', () => {
  it("sends a code, says 'Enter your verification code', validates, resends and signs in", async () => {
    const { user } = renderFlow({ type: 'login' });
    await choose(user, 'Email me a code');
    await submit(user);
    expect(field('Email address')).toHaveAccessibleDescription('Please enter your email address');
    await user.type(field('Email address'), 'user@demo.test');
    await submit(user);

    await findStep('Enter your verification code');
    expect(screen.getByText('We sent a code to your email address.')).toBeInTheDocument();
    const code = field('Verification code');
    await submit(user);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Please enter your verification code');

    await user.type(code, '000000');
    await submit(user);
    expect(await screen.findByText('Invalid verification code')).toBeVisible();
    expect(code).toHaveValue('000000');

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(statusTexts()).toEqual(['Email resent.']));
    expect(alertTexts()).toEqual([]);

    const sent = lastMessage().verificationCode!;
    await user.clear(code);
    // Typed with spaces, as it may be read out of the email.
    await user.type(code, `${sent.slice(0, 3)} ${sent.slice(3)}`);
    await submit(user);
    await findStep('Verified');
  });

  it('speaks Spanish', async () => {
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    await choose(user, 'Envíame un código por correo');
    await user.type(field('Correo electrónico'), 'user@demo.test');
    await submit(user);
    await findStep('Introduce tu código de verificación');
    expect(screen.getByText('Te enviamos un código a tu correo electrónico.')).toBeVisible();
    await submit(user);
    expect(field('Código de verificación')).toHaveAccessibleDescription(
      'Introduce tu código de verificación',
    );
    await user.type(field('Código de verificación'), lastMessage().verificationCode!);
    await submit(user);
    await findStep('Verificado');
    expect(screen.getByRole('status')).toHaveTextContent('¡Has iniciado sesión!');
  });
});

describe('SMS code (SPEC §2.5 "SMS code form")', () => {
  it('asks for a mobile number (US by default), sends to + and digits, resends and signs in', async () => {
    const { user } = renderFlow({ type: 'login' });
    await choose(user, 'Text me a code');
    const phone = await screen.findByRole('textbox', { name: 'Mobile phone number' });
    expect(screen.getByRole('button', { name: 'Country: United States, US +1' })).toBeVisible();
    await submit(user);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Please enter your mobile phone number');

    await user.type(phone, '(702) 555-0101');
    await submit(user);
    await findStep('Enter your verification code');
    expect(screen.getByText('We sent a code to your phone.')).toBeVisible();
    expect(lastMessage()).toMatchObject({ channel: 'sms', to: '+17025550101' });

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(statusTexts()).toEqual(['Text message resent.']));

    // Full-width digits (an IME) are read as the same code.
    const fullWidth = lastMessage()
      .verificationCode!.split('')
      .map((d) => String.fromCharCode(0xff10 + Number(d)))
      .join('');
    await user.type(field('Verification code'), fullWidth);
    await submit(user);
    await findStep('Verified');
  });

  it('goes back from the code to the number, and speaks Spanish', async () => {
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    await choose(user, 'Envíame un código por SMS');
    const phone = await screen.findByRole('textbox', { name: 'Número de teléfono móvil' });
    await submit(user);
    expect(phone).toHaveAccessibleDescription('Introduce tu número de teléfono móvil');
    await user.type(phone, '7025550101');
    await submit(user);
    await findStep('Introduce tu código de verificación');
    expect(screen.getByText('Te enviamos un código a tu teléfono.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(statusTexts()).toEqual(['Mensaje de texto reenviado.']));
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    const again = await screen.findByRole('textbox', { name: 'Número de teléfono móvil' });
    expect((again as HTMLInputElement).value.replace(/\D/g, '')).toBe('7025550101');
  });
});

describe('focus after a code was sent', () => {
  it('puts the cursor in the code field, ready to type', async () => {
    const { user } = renderFlow({ type: 'login' });
    await choose(user, 'Email me a code');
    await user.type(field('Email address'), 'user@demo.test');
    await submit(user);
    await findStep('Enter your verification code');
    expect(field('Verification code')).toHaveFocus();
  });
});
