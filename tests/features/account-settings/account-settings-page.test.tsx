import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { loginWithPassword } from '@generated/provider/endpoints/password/password';
import { loginWithTotp } from '@generated/provider/endpoints/totp/totp';
import { injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import type { Locale } from '@/lib/i18n/locale';
import AccountSettingsPage from '@/features/account-settings/account-settings-page';
import { session } from '@/features/auth/session';
import { contractMaxLength } from '@tests/utils/openapi';
import { renderInShell, resetShell } from '../../app/shell';
import { RouterAt } from '../../app/layouts/harness';
import {
  field,
  NEW_PASSWORD,
  PASSWORD,
  setupAuthScreens,
  signInSession,
  TENANT,
  totpCode,
} from '../auth/screens/helpers';
import { catchDownloads, keyGroups, today } from '../auth/screens/keep-codes';

const { server } = setupAuthScreens();
const downloads = catchDownloads();

/** Password, then the authenticator code as the second factor. */
async function signInWithTotp(email: string) {
  const first = await loginWithPassword(TENANT, { emailOrUsername: email, password: PASSWORD });
  expect(session.handleLoginResponse(first, { redirect: false }).kind).toBe('secondFactor');
  const second = await loginWithTotp(TENANT, { totpCode: totpCode() });
  session.handleLoginResponse(second, { redirect: false });
  expect(session.getState().signedIn).toBe(true);
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderSettings(
  path = '/profiles/account/settings',
  { email = 'user@demo.test', locale }: { email?: string; locale?: Locale } = {},
) {
  if (email === 'mfa@demo.test') await signInWithTotp(email);
  else await signInSession(email);
  await session.validateUser();
  const user = setupUser({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInShell(
    <QueryClientProvider client={client}>
      <RouterAt
        path={path}
        pattern="/profiles/account/settings/:step?"
        ui={
          <>
            <AccountSettingsPage />
            <Where />
          </>
        }
        elsewhere={<Where />}
      />
    </QueryClientProvider>,
    locale ? { locale } : {},
  );
  return user;
}

/** Counts the calls of one method to a path, letting them through. */
function countCalls(method: string, path: RegExp) {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname))
      calls.push(request.url);
  });
  return calls;
}

/** The contract's limit of PUT /self's `name`, read from the YAML. */
const NAME_MAX = contractMaxLength('openapi/provider-v0.yaml', 'UpdateSelfBody', 'name');
const account = (email: string) => getDb().accounts.find((a) => a.email === email)!;
const productUser = (email: string) => getDb().users.find((u) => u.email === email)!;

beforeEach(() => resetShell());
afterEach(() => server.events.removeAllListeners());

describe('account settings: the steps', () => {
  it('opens on the profile step, links each step, and sends an unknown step back to the profile', async () => {
    const user = await renderSettings('/profiles/account/settings/nonsense');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/settings$/));
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Home',
      'Account',
      'Account settings',
    ]);
    const steps = within(screen.getByRole('navigation', { name: 'Settings sections' }));
    expect(steps.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await user.click(steps.getByRole('tab', { name: 'Security' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/profiles/account/settings/security');
    expect(screen.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible();
    await user.click(steps.getByRole('tab', { name: 'Preferences' }));
    expect(screen.getByRole('radiogroup', { name: 'Mode' })).toBeVisible();
  });

  it('shows every step in Spanish', async () => {
    await renderSettings('/profiles/account/settings/security', { locale: 'es' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Cambiar la contraseña' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Configurar una app de autenticación' }),
    ).toBeVisible();
  });
});

describe('account settings: profile', () => {
  it("shows the person's names, saves them once through PUT /self and refreshes the tokens", async () => {
    const puts = countCalls('PUT', /\/self$/);
    const refreshes = countCalls('GET', /\/auth\/refresh$/);
    const me = productUser('user@demo.test');
    const user = await renderSettings();
    expect(field('First name')).toHaveValue(me.firstName);
    expect(field('Last name')).toHaveValue(me.lastName);
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Zoë');
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Núñez');
    await user.type(field('Picture address (optional)'), 'https://images.example/zoe.png');
    const save = screen.getByRole('button', { name: 'Save profile' });
    await Promise.all([user.click(save), user.click(save), user.click(save)]);
    expect(await screen.findByText('Your profile has been saved.')).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(account('user@demo.test').name).toBe('Zoë Núñez');
    expect(account('user@demo.test').image).toBe('https://images.example/zoe.png');
    // The new name is in the refreshed identity and in the reloaded product user.
    expect(session.getState().identity?.name).toBe('Zoë Núñez');
    expect(session.getState().user?.firstName).toBe('Zoë');
    expect(screen.getByRole('img', { name: 'Your picture' })).toHaveAttribute(
      'src',
      'https://images.example/zoe.png',
    );
  });

  it('checks the fields at the fields, sends nothing, and keeps what was typed', async () => {
    const puts = countCalls('PUT', /\/self$/);
    const user = await renderSettings();
    await user.clear(field('First name'));
    await user.clear(field('Last name'));
    await user.click(field('Last name'));
    await user.paste('x'.repeat(NAME_MAX + 1));
    await user.type(field('Picture address (optional)'), 'http://plain.example/a.png');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter your first name')).toBeVisible();
    expect(screen.getByText(`This is too long: at most ${NAME_MAX} characters`)).toBeVisible();
    expect(
      screen.getByText('Please enter an image address that starts with https://'),
    ).toBeVisible();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Last name')).toHaveValue('x'.repeat(NAME_MAX + 1));
    expect(field('Picture address (optional)')).toHaveValue('http://plain.example/a.png');
    expect(puts).toHaveLength(0);
  });

  it("shows the server's message as text and keeps the typed values", async () => {
    server.use(
      http.put('*/self', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            message: '<b>This username is taken</b>',
            error: { type: 'conflict_error' },
          },
          { status: 409 },
        ),
      ),
    );
    const user = await renderSettings();
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const alert = await screen.findByText('<b>This username is taken</b>');
    expect(alert.querySelector('b')).toBeNull();
    expect(field('First name')).toHaveValue('Kept');
  });
});

describe('account settings: security', () => {
  it('changes the password with the current one; the old one stops working', async () => {
    const user = await renderSettings('/profiles/account/settings/security');
    await user.type(field('Current password'), 'not-my-password-1');
    await user.type(field('New password'), NEW_PASSWORD);
    await user.type(field('Confirm new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // Refused: the server's message, and nothing typed is lost.
    expect(await screen.findByText('Your current password is incorrect')).toBeVisible();
    expect(screen.queryByText('Your new password has been set.')).toBeNull();
    expect(field('Current password')).toHaveValue('not-my-password-1');
    expect(field('New password')).toHaveValue(NEW_PASSWORD);
    // The refusal is about the current password: marked, described by it, focused to retype.
    const current = field('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('Your current password is incorrect');
    await waitFor(() => expect(current).toHaveFocus());
    expect(field('New password')).not.toHaveAttribute('aria-invalid');
    // Whose password it is, for a password manager: the account's email in the same form.
    const form = current.closest('form');
    const username = form?.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue('user@demo.test');
    expect(username).toHaveAttribute('name', 'username');
    expect(username).not.toBeVisible();

    await user.clear(field('Current password'));
    await user.type(field('Current password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your new password has been set.')).toBeVisible();
    expect(field('Current password')).toHaveValue('');
    expect(field('Current password')).not.toHaveAttribute('aria-invalid');
    expect(field('New password')).toHaveValue('');
    // Emptied, the fields look empty: their labels back inside them.
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(screen.getByText(label, { selector: 'label' })).toHaveAttribute(
        'data-shrink',
        'false',
      );
    }
    await expect(
      loginWithPassword(TENANT, { emailOrUsername: 'user@demo.test', password: PASSWORD }),
    ).rejects.toThrow();
    await expect(
      loginWithPassword(TENANT, { emailOrUsername: 'user@demo.test', password: NEW_PASSWORD }),
    ).resolves.toHaveProperty('tokens');
  });

  it('names each show-password toggle after its field, pressed state alone changing', async () => {
    const user = await renderSettings('/profiles/account/settings/security');
    const names = ['Show current password', 'Show new password', 'Show password confirmation'];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Show new password' });
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show new password');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field('New password')).toHaveAttribute('type', 'text');
    expect(field('Current password')).toHaveAttribute('type', 'password');
  });

  it('asks for every field and matching passwords before sending', async () => {
    const puts = countCalls('PUT', /\/auth\/basic$/);
    const user = await renderSettings('/profiles/account/settings/security');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password')).toBeVisible();
    expect(screen.getByText('Please enter a new password')).toBeVisible();
    expect(screen.getByText('Please confirm your new password')).toBeVisible();
    await user.type(field('Current password'), PASSWORD);
    await user.type(field('New password'), NEW_PASSWORD);
    await user.type(field('Confirm new password'), `${NEW_PASSWORD}x`);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText("The passwords don't match. Please re-enter your password."),
    ).toBeVisible();
    expect(puts).toHaveLength(0);
  });

  it('says whether a second factor is required', async () => {
    await renderSettings('/profiles/account/settings/security', { email: 'mfa@demo.test' });
    expect(screen.getByText('A second factor is required when you sign in.')).toBeVisible();
  });

  it('sets up a new authenticator: QR code, a wrong code refused, the right one confirms, then the backup codes', async () => {
    const user = await renderSettings('/profiles/account/settings/security');
    const start = screen.getByRole('button', { name: 'Set up an authenticator app' });
    await user.click(start);
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = screen.getByTestId('totp-secret').textContent!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    await user.type(field('Enter your six-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Invalid authenticator code')).toBeVisible();
    expect(field('Enter your six-digit code')).toHaveValue('000000');

    await user.clear(field('Enter your six-digit code'));
    await user.type(field('Enter your six-digit code'), totpCode(secret));
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Added authenticator to your account')).toBeVisible();
    const codes = within(screen.getByRole('list', { name: 'Backup codes' })).getAllByRole(
      'listitem',
    );
    expect(codes).toHaveLength(10);
    expect(account('user@demo.test').totp?.secret).toBe(secret);
    // Still the same person, still signed in.
    expect(session.getState().signedIn).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    const again = screen.getByRole('button', { name: 'Set up an authenticator app' });
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('shows the key in groups of four with Copy key, and the backup codes with Copy and Download', async () => {
    const user = await renderSettings('/profiles/account/settings/security');
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    const secret = screen.getByTestId('totp-secret').textContent!;
    expect(keyGroups()).toEqual(secret.match(/.{1,4}/g));
    const clipboard = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Copied', { selector: '[aria-live="polite"]' })).toBeVisible();
    expect(clipboard).toHaveBeenLastCalledWith(secret);

    await user.type(field('Enter your six-digit code'), totpCode(secret));
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Added authenticator to your account')).toBeVisible();
    const codes = account('user@demo.test').totp!.backupCodes;
    expect(codes).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Copy backup codes' }));
    await waitFor(() => expect(clipboard).toHaveBeenLastCalledWith(codes.join('\n')));
    await user.click(screen.getByRole('button', { name: 'Download backup codes' }));
    const [file, ...more] = await downloads.saved();
    expect(more).toEqual([]);
    expect(file!.name).toBe(`compliance-hub-backup-codes-${today()}.txt`);
    // The signed-in account is named in the file, with the product, the date and every code.
    const lines = file!.text.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Compliance Hub backup codes',
      `Date: ${new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date())}`,
      'Account: user@demo.test',
    ]);
    expect(lines.filter((line) => codes.includes(line))).toEqual(codes);
  });

  it('replaces an existing authenticator: the old one stops being the configured one', async () => {
    const before = account('mfa@demo.test').totp!.secret;
    const user = await renderSettings('/profiles/account/settings/security', {
      email: 'mfa@demo.test',
    });
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    const secret = screen.getByTestId('totp-secret').textContent!;
    await user.type(field('Enter your six-digit code'), totpCode(secret));
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Added authenticator to your account')).toBeVisible();
    expect(account('mfa@demo.test').totp!.secret).toBe(secret);
    expect(secret).not.toBe(before);
  });

  it('says when the authenticator cannot be retrieved, and Retry works', async () => {
    injectFault({ operationId: 'getTotpSetup', status: 503 });
    const user = await renderSettings('/profiles/account/settings/security');
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(
      await screen.findByText(
        'We could not retrieve your authenticator information. Please choose a different method or try again.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
  });
});

describe('account settings: preferences', () => {
  it('changes theme, language and direction at once and saves them', async () => {
    const user = await renderSettings('/profiles/account/settings/preferences');
    const mode = within(screen.getByRole('radiogroup', { name: 'Mode' }));
    await user.click(mode.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    await user.click(screen.getByRole('radio', { name: 'Right to left' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuración de la cuenta' }),
    ).toBeVisible();
    const theme = JSON.parse(localStorage.getItem('theme')!) as { mode: string; direction: string };
    expect(theme).toMatchObject({ mode: 'dark', direction: 'rtl' });
    expect(JSON.parse(localStorage.getItem('locale')!)).toMatchObject({ currentLang: 'es' });
  });
});
