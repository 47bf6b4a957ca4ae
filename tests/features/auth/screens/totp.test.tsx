/**
 * The authenticator screens (SPEC §2.5, §5): the second-factor choice, code entry with the
 * backup-code toggles, set-up with the QR code, 'Save your backup codes', and the retrieval
 * failure with Retry and Back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { injectFault } from '@mocks/faults';
import { DEMO_BACKUP_CODES } from '@mocks/seed';
import { getDb } from '@mocks/store';
import AuthFramePage from '@/app/pages/auth-frame-page';
import { beginSecondFactor, canGoBack, initialFlowState } from '@/features/auth/flow/machine';
import { session } from '@/features/auth/session';
import { renderAt } from '@tests/app/layouts/harness';
import { configureSmsSecondFactor } from '@tests/utils/demo-accounts';
import { setupUser } from '@tests/utils/user';
import {
  alertTexts,
  field,
  findStep,
  lastMessage,
  NEW_PASSWORD,
  PASSWORD,
  renderFlow,
  setupAuthScreens,
  statusTexts,
  stepHeading,
  submit,
  TENANT,
  totpCode,
} from './helpers';
import { catchDownloads, keyGroups, today } from './keep-codes';

const { server } = setupAuthScreens();
const downloads = catchDownloads();

type User = ReturnType<typeof renderFlow>['user'];

async function passwordFirst(user: User, email: string, locale: 'en' | 'es' = 'en') {
  const [who, password] =
    locale === 'en'
      ? ['Email or username', 'Password']
      : ['Correo electrónico o usuario', 'Contraseña'];
  await user.type(await screen.findByLabelText(who), email);
  await user.type(field(password), PASSWORD);
  await submit(user);
}

const toFullWidth = (digits: string) =>
  [...digits].map((d) => String.fromCharCode(0xff10 + Number(d))).join('');

describe('second factor choice', () => {
  // Two configured factors make a choice (seeded, mfa@demo.test has only the authenticator).
  beforeEach(() => configureSmsSecondFactor());

  it('offers the configured factors, with a way back to the first factor', async () => {
    const { user } = renderFlow({ type: 'login' });
    await passwordFirst(user, 'mfa@demo.test');
    await findStep("Choose a second way to confirm it's you");
    expect(stepHeading()).toHaveFocus();
    expect(
      screen.getByText("Your account needs a second step. Choose how to confirm it's you."),
    ).toBeVisible();
    const group = screen.getByRole('group', { name: 'Ways to continue' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Use an authenticator app', 'Text me a code']);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep('Log in');
    expect(field('Email or username')).toHaveValue('mfa@demo.test');
  });

  it('sends the code at once to a configured phone, and resends it', async () => {
    const { user } = renderFlow({ type: 'login' });
    await passwordFirst(user, 'mfa@demo.test');
    await findStep("Choose a second way to confirm it's you");
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await findStep('Enter your verification code');
    expect(screen.getByText('We sent a code to your phone.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(statusTexts()).toEqual(['Text message resent.']));
    await user.type(field('Verification code'), lastMessage().verificationCode!);
    await submit(user);
    await findStep('Logged in');
  });

  it('returns to the choice with the reason when the code cannot be sent', async () => {
    injectFault({ operationId: 'sendVerificationCode', status: 429 });
    const { user } = renderFlow({ type: 'login' });
    await passwordFirst(user, 'mfa@demo.test');
    await findStep("Choose a second way to confirm it's you");
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    // The server's message, then when to try again from its Retry-After (30 s in the demo).
    const said =
      'Too many requests. Please wait a moment and try again. Please try again in 30 seconds.';
    expect(await screen.findByText(said)).toBeVisible();
    expect(alertTexts()).toEqual([said]);
    expect(stepHeading()).toHaveTextContent("Choose a second way to confirm it's you");
    expect(screen.getByRole('button', { name: 'Text me a code' })).toBeEnabled();
  });

  it('says when to try again in Spanish too (the server message stays as it came)', async () => {
    injectFault({ operationId: 'sendVerificationCode', status: 429 });
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    await passwordFirst(user, 'mfa@demo.test', 'es');
    // The second step's button, not the sign-in page's (disabled while the password is checked).
    await findStep('Elige una segunda forma de confirmar que eres tú');
    await user.click(screen.getByRole('button', { name: 'Envíame un código por SMS' }));
    expect(
      await screen.findByText(
        'Too many requests. Please wait a moment and try again. Inténtalo de nuevo dentro de 30 segundos.',
      ),
    ).toBeVisible();
  });
});

describe('authenticator entry (SPEC §2.5 "Authenticator entry")', () => {
  // The authenticator is mfa@demo.test's only configured second factor: it is asked for at once.
  async function toTotp(user: User) {
    await passwordFirst(user, 'mfa@demo.test');
    return screen.findByLabelText('Enter your six-digit code');
  }

  it('offers only the configured factor: no choice, no SMS, though the phone is confirmed', async () => {
    const { user } = renderFlow({ type: 'login' });
    await toTotp(user);
    expect(getDb().accounts.find((a) => a.email === 'mfa@demo.test')!.isPhoneNumberConfirmed).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Text me a code' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: "Choose a second way to confirm it's you" }),
    ).not.toBeInTheDocument();
    expect(getDb().outbox.filter((message) => message.channel === 'sms')).toEqual([]);
  });

  it('asks for the six-digit code only (no identifier in the second step) and validates it', async () => {
    const { user } = renderFlow({ type: 'login' });
    const code = await toTotp(user);
    expect(screen.queryByLabelText('Email or username')).not.toBeInTheDocument();
    await submit(user);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Please enter your six-digit code');
    await user.type(code, '12345');
    await submit(user);
    expect(code).toHaveAccessibleDescription('Please enter your six-digit code');
    expect(code).toHaveValue('12345');

    await user.clear(code);
    await user.type(code, '000000');
    await submit(user);
    expect(await screen.findByText('Invalid authenticator code')).toBeVisible();
    expect(alertTexts()).toEqual(['Invalid authenticator code']);
    // The refused code is the field the message is about: marked, described, focused.
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Invalid authenticator code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveValue('000000');
  });

  it('accepts a code typed with spaces', async () => {
    const { user } = renderFlow({ type: 'login' });
    const code = await toTotp(user);
    const digits = totpCode();
    await user.type(code, ` ${digits.slice(0, 3)} ${digits.slice(3)} `);
    await submit(user);
    await findStep('Logged in');
    expect(screen.getByRole('status')).toHaveTextContent("You're logged in!");
  });

  it('accepts a code typed in full-width digits', async () => {
    const { user } = renderFlow({ type: 'login' });
    const code = await toTotp(user);
    await user.type(code, toFullWidth(totpCode()));
    await submit(user);
    await findStep('Logged in');
  });

  it('toggles to a backup code and back, each with its own message', async () => {
    const { user } = renderFlow({ type: 'login' });
    const code = await toTotp(user);
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Use a backup code' }));
    const backup = await screen.findByLabelText('Enter a backup code');
    expect(backup).toHaveValue('');
    await submit(user);
    expect(backup).toHaveAccessibleDescription('Please enter your backup code');

    await user.click(
      screen.getByRole('button', { name: 'Use a code from your authenticator app or device' }),
    );
    expect(await screen.findByLabelText('Enter your six-digit code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a backup code' }));
    await user.type(await screen.findByLabelText('Enter a backup code'), DEMO_BACKUP_CODES[0]!);
    await submit(user);
    await findStep('Logged in');
    expect(
      getDb().accounts.find((a) => a.email === 'mfa@demo.test')!.totp!.backupCodes,
    ).not.toContain(DEMO_BACKUP_CODES[0]);
  });

  it('asks who is signing in when the authenticator is the first factor', async () => {
    configureSmsSecondFactor(); // so that a second factor other than the first is configured
    const { user } = renderFlow({
      type: 'login',
      flow: { firstFactors: [{ strategy: 'totp', channel: 'authenticator' }] },
    });
    const who = screen.getByLabelText('Email or username');
    const code = field('Enter your six-digit code');
    await submit(user);
    expect(who).toHaveAccessibleDescription('Please enter your email or username');
    expect(code).toHaveAccessibleDescription('Please enter your six-digit code');
    expect(who).toHaveFocus();

    await user.type(who, 'mfa@demo.test');
    await user.type(code, totpCode());
    await submit(user);
    // The account's other factor follows: a code sent straight to its phone.
    await findStep('Enter your verification code');
    await user.type(field('Verification code'), lastMessage().verificationCode!);
    await submit(user);
    await findStep('Logged in');
  });

  it('speaks Spanish', async () => {
    configureSmsSecondFactor(); // two configured factors: the choice first
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    await passwordFirst(user, 'mfa@demo.test', 'es');
    await findStep('Elige una segunda forma de confirmar que eres tú');
    expect(
      screen.getByText('Tu cuenta necesita un segundo paso. Elige cómo confirmar que eres tú.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Usar una app de autenticación' }));
    const code = await screen.findByLabelText('Introduce tu código de seis dígitos');
    await submit(user);
    expect(code).toHaveAccessibleDescription('Introduce tu código de seis dígitos');
    await user.click(screen.getByRole('button', { name: 'Usar un código de respaldo' }));
    await screen.findByLabelText('Introduce un código de respaldo');
    await submit(user);
    expect(screen.getByText('Introduce tu código de respaldo')).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: 'Usa un código de tu app de autenticación o dispositivo',
      }),
    ).toBeVisible();
  });
});

describe('authenticator set-up (SPEC §2.5 "Authenticator set-up")', () => {
  async function toSetup(user: User, locale: 'en' | 'es' = 'en') {
    await passwordFirst(user, 'mfa-setup@demo.test', locale);
    await findStep(
      locale === 'en'
        ? "Set up a second way to confirm it's you"
        : 'Configura una segunda forma de confirmar que eres tú',
    );
    await user.click(
      screen.getByRole('button', {
        name: locale === 'en' ? 'Use an authenticator app' : 'Usar una app de autenticación',
      }),
    );
  }

  it('shows the QR code and the two steps, then the backup codes, then logs in on Finish', async () => {
    const { user } = renderFlow({ type: 'login' });
    await passwordFirst(user, 'mfa-setup@demo.test');
    await findStep("Set up a second way to confirm it's you");
    expect(
      screen.getByText('Your account needs a second step. Choose one to set up.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use an authenticator app' }));

    await findStep('Set up your authenticator app');
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('1. Scan this QR code with your authenticator app.')).toBeVisible();
    expect(screen.getByText("Can't scan it? Enter this key in the app:")).toBeVisible();
    expect(screen.getByText('2. Enter the six-digit code the app shows.')).toBeVisible();
    const code = field('Enter your six-digit code');
    await submit(user);
    expect(code).toHaveAccessibleDescription('Please enter your six-digit code');

    const secret = screen.getByTestId('totp-secret').textContent!;
    const pending = getDb().accounts.find((a) => a.email === 'mfa-setup@demo.test')!.pendingTotp!;
    expect(secret).toBe(pending.secret);
    await user.type(code, totpCode(secret));
    await submit(user);

    await findStep('Save your backup codes');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Added authenticator to your account');
    expect(
      screen.getByText(
        'Keep these codes somewhere safe. Each one works once, if you cannot use your authenticator app.',
      ),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Backup codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(pending.backupCodes);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await findStep('Logged in');
    expect(screen.getByRole('status')).toHaveTextContent("You're logged in!");
  });

  it('says when the authenticator information cannot be retrieved, with Retry and Back', async () => {
    injectFault({ operationId: 'getTotpSetup', status: 500 });
    const { user } = renderFlow({ type: 'login' });
    await toSetup(user);
    const alert = await screen.findByText(
      'We could not retrieve your authenticator information. Please choose a different method or try again.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep("Set up a second way to confirm it's you");
  });

  it('speaks Spanish', async () => {
    injectFault({ operationId: 'getTotpSetup', status: 500 });
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    await toSetup(user, 'es');
    expect(
      await screen.findByText(
        'No pudimos obtener la información de tu autenticador. Elige otro método o inténtalo de nuevo.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await findStep('Configura tu app de autenticación');
    await screen.findByRole('img', { name: 'Código QR para tu app de autenticación' });
    expect(
      screen.getByText('1. Escanea este código QR con tu app de autenticación.'),
    ).toBeVisible();
    expect(
      screen.getByText('2. Introduce el código de seis dígitos que muestra la app.'),
    ).toBeVisible();
    await user.type(
      field('Introduce tu código de seis dígitos'),
      totpCode(screen.getByTestId('totp-secret').textContent!),
    );
    await submit(user);
    await findStep('Guarda tus códigos de respaldo');
    expect(screen.getByRole('status')).toHaveTextContent('Se añadió el autenticador a tu cuenta');
    expect(screen.getByRole('list', { name: 'Códigos de respaldo' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    await findStep('Sesión iniciada');
  });
});

describe('codes a person can keep (#20 item 7)', () => {
  const EN = {
    authenticator: 'Use an authenticator app',
    qr: 'QR code for your authenticator app',
    code: 'Enter your six-digit code',
    codesStep: 'Save your backup codes',
    setUpStep: "Set up a second way to confirm it's you",
  };
  const ES = {
    authenticator: 'Usar una app de autenticación',
    qr: 'Código QR para tu app de autenticación',
    code: 'Introduce tu código de seis dígitos',
    codesStep: 'Guarda tus códigos de respaldo',
    setUpStep: 'Configura una segunda forma de confirmar que eres tú',
  };

  /** What the polite live regions say now (where 'Copied' is announced). */
  const politeTexts = () =>
    Array.from(document.querySelectorAll('[aria-live="polite"]'), (el) => el.textContent?.trim());

  /** What the Copy buttons hand the clipboard (user-event's stand-in for it, watched). */
  const watchClipboard = () => jest.spyOn(navigator.clipboard, 'writeText');

  const longDate = (locale: 'en' | 'es') =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());

  /** mfa-setup@demo.test past its password, at the QR code and the key; its pending set-up. */
  async function toKey(user: User, locale: 'en' | 'es' = 'en') {
    const t = locale === 'en' ? EN : ES;
    await passwordFirst(user, 'mfa-setup@demo.test', locale);
    // The second step's own button: the sign-in page offers the authenticator as a first factor
    // too, disabled while the password is checked, and a press on it then is no press at all.
    await findStep(t.setUpStep);
    await user.click(screen.getByRole('button', { name: t.authenticator }));
    await screen.findByRole('img', { name: t.qr });
    return getDb().accounts.find((a) => a.email === 'mfa-setup@demo.test')!.pendingTotp!;
  }

  async function toBackupCodes(user: User, locale: 'en' | 'es' = 'en') {
    const t = locale === 'en' ? EN : ES;
    const pending = await toKey(user, locale);
    await user.type(field(t.code), totpCode(pending.secret));
    await submit(user);
    await findStep(t.codesStep);
    return pending;
  }

  it('shows the key in groups of four, left to right; Copy key copies it without spaces', async () => {
    // A password answer as slow as a busy CI machine's (CI's red run of 3b9313f): the press is on
    // the second step's button, not on the sign-in page's own, disabled meanwhile.
    server.use(
      http.post('*/auth/basic', async () => {
        await delay(400);
      }),
    );
    const { user } = renderFlow({ type: 'login' });
    const { secret } = await toKey(user);
    expect(secret).toHaveLength(32);
    expect(keyGroups()).toEqual(secret.match(/.{4}/g));
    expect(screen.getByTestId('totp-secret')).toHaveAttribute('dir', 'ltr');
    // Selected by hand, the key is the key the app takes: no spaces between the groups.
    expect(screen.getByTestId('totp-secret').textContent).toBe(secret);
    expect(politeTexts()).not.toContain('Copied');

    const clipboard = watchClipboard();
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(politeTexts()).toContain('Copied'));
    expect(clipboard.mock.calls).toEqual([[secret]]);
    // The button keeps saying what it does.
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeVisible();
  });

  it('tells the person to copy the key by hand when the browser refuses or has no clipboard', async () => {
    const { user } = renderFlow({ type: 'login' });
    await toKey(user);
    const byHand = 'This browser did not let us copy. Select the key and copy it yourself.';
    jest
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValueOnce(new DOMException('Refused', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(politeTexts()).toContain(byHand));
    expect(politeTexts()).not.toContain('Copied');

    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Copy key' }));
      await waitFor(() => expect(politeTexts()).toContain(byHand));
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }
  });

  it('copies the 10 backup codes one a line, and downloads them as a .txt with the product, the date and the account', async () => {
    const { user } = renderFlow({ type: 'login' });
    const { backupCodes } = await toBackupCodes(user);
    expect(backupCodes).toHaveLength(10);
    const copy = screen.getByRole('button', { name: 'Copy backup codes' });
    const download = screen.getByRole('button', { name: 'Download backup codes' });
    expect(copy).toHaveTextContent(/^Copy$/);
    expect(download).toHaveTextContent(/^Download$/);

    const clipboard = watchClipboard();
    await user.click(copy);
    await waitFor(() => expect(politeTexts()).toContain('Copied'));
    expect(clipboard.mock.calls).toEqual([[backupCodes.join('\n')]]);

    await user.click(download);
    const files = await downloads.saved();
    expect(files.map((f) => [f.name, f.type])).toEqual([
      [`compliance-hub-backup-codes-${today()}.txt`, 'text/plain;charset=utf-8'],
    ]);
    const lines = files[0]!.text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Compliance Hub backup codes',
      `Date: ${longDate('en')}`,
      'Account: mfa-setup@demo.test',
    ]);
    expect(lines.filter((line) => backupCodes.includes(line))).toEqual(backupCodes);

    // Keeping them takes nothing away: Finish still ends the set-up.
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await findStep('Logged in');
  });

  it('speaks Spanish: the buttons, Copiado, and the file', async () => {
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    const { secret, backupCodes } = await toKey(user, 'es');
    const clipboard = watchClipboard();
    await user.click(screen.getByRole('button', { name: 'Copiar la clave' }));
    await waitFor(() => expect(politeTexts()).toContain('Copiado'));
    expect(clipboard).toHaveBeenLastCalledWith(secret);

    await user.type(field(ES.code), totpCode(secret));
    await submit(user);
    await findStep(ES.codesStep);
    const copy = screen.getByRole('button', { name: 'Copiar los códigos de respaldo' });
    expect(copy).toHaveTextContent(/^Copiar$/);
    await user.click(copy);
    await waitFor(() => expect(politeTexts()).toContain('Copiado'));
    expect(clipboard).toHaveBeenLastCalledWith(backupCodes.join('\n'));
    const download = screen.getByRole('button', { name: 'Descargar los códigos de respaldo' });
    expect(download).toHaveTextContent(/^Descargar$/);
    await user.click(download);
    const [file] = await downloads.saved();
    expect(file!.text.split('\n').slice(0, 3)).toEqual([
      'Códigos de respaldo de Compliance Hub',
      `Fecha: ${longDate('es')}`,
      'Cuenta: mfa-setup@demo.test',
    ]);
    expect(file!.text).toContain(backupCodes.join('\n'));
  });
});

describe("the page's links once the account exists (#20 item 7)", () => {
  const LINKS = ['Forgot password?', 'Sign up', 'Sign in', 'Back to sign in'];
  /** The page's links between the sign-in screens, as shown. */
  const pageLinks = () =>
    screen
      .queryAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => LINKS.includes(text ?? ''));

  function renderPage(path: string) {
    const user = setupUser({ delay: null });
    renderAt(path, <AuthFramePage />);
    return user;
  }

  it("leaves 'Already have an account? Sign in' with the sign-up form: not under the set-up steps", async () => {
    const user = renderPage('/sign-up');
    await screen.findByLabelText('Email address');
    expect(screen.getByText(/Already have an account\?/)).toBeVisible();
    expect(pageLinks()).toEqual(['Sign in']);

    await user.type(field('Email address'), 'keeper@demo.test');
    await user.type(field('Choose a password'), NEW_PASSWORD);
    await user.type(field('Confirm your password'), NEW_PASSWORD);
    await submit(user);
    // The account exists: the second step to set up, without a way off to sign in.
    await findStep("Set up a second way to confirm it's you");
    expect(screen.queryByText(/Already have an account\?/)).not.toBeInTheDocument();
    expect(pageLinks()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Use an authenticator app' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(pageLinks()).toEqual([]);
    const { secret } = getDb().accounts.find((a) => a.email === 'keeper@demo.test')!.pendingTotp!;
    await user.type(field('Enter your six-digit code'), totpCode(secret));
    await submit(user);
    await findStep('Save your backup codes');
    expect(screen.queryByText(/Already have an account\?/)).not.toBeInTheDocument();
    expect(pageLinks()).toEqual([]);
  });

  it("leaves 'Forgot password?' and 'Sign up' with the sign-in form, and brings them back with it", async () => {
    const user = renderPage('/sign-in');
    await screen.findByLabelText('Email or username');
    expect(pageLinks()).toEqual(['Forgot password?', 'Sign up']);
    await passwordFirst(user, 'mfa-setup@demo.test');
    await findStep("Set up a second way to confirm it's you");
    expect(pageLinks()).toEqual([]);
    // Back to the first step: the links between the screens apply again.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep('Log in');
    expect(pageLinks()).toEqual(['Forgot password?', 'Sign up']);
  });
});

describe('an abandoned second factor', () => {
  it('leaves no first-factor token behind for the next sign-in', async () => {
    const { user, unmount } = renderFlow({ type: 'login' });
    await passwordFirst(user, 'mfa@demo.test');
    await screen.findByLabelText('Enter your six-digit code');
    expect(session.getState().secondFactor).not.toBeNull();
    unmount(); // the person follows a link away from the form
    expect(session.getState().secondFactor).toBeNull();

    const next = renderFlow({ type: 'login' });
    await passwordFirst(next.user, 'user@demo.test');
    await waitFor(() => expect(session.getState().signedIn).toBe(true));
    expect(alertTexts()).toEqual([]);
  });

  it('keeps who is signing in when switching to a backup code', async () => {
    const { user } = renderFlow({
      type: 'login',
      flow: { firstFactors: [{ strategy: 'totp', channel: 'authenticator' }] },
    });
    await user.type(await screen.findByLabelText('Email or username'), 'mfa@demo.test');
    await user.click(screen.getByRole('button', { name: 'Use a backup code' }));
    expect(await screen.findByLabelText('Email or username')).toHaveValue('mfa@demo.test');
    expect(field('Enter a backup code')).toHaveValue('');
  });
});

describe('password reset with a second factor', () => {
  it('offers no Back to a first factor the reset never had', () => {
    const state = beginSecondFactor(
      initialFlowState(
        { type: 'reset', tenantId: TENANT },
        { loggedIn: false, query: { token: 't', uuid: 'u', isValid: true } },
      ),
      [
        { strategy: 'totp', channel: 'authenticator', isConfiguredByUser: true },
        { strategy: 'verificationCode', channel: 'sms', isConfiguredByUser: true },
      ],
    );
    expect(state.step.name).toBe('selectFactor');
    expect(canGoBack(state)).toBe(false);
  });
});
