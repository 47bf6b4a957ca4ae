/**
 * Every form that saves, as a person meets it (#20): one place for the form's outcome (a server
 * error in the form only, never also as a toast; a new outcome replaces the earlier one; a success
 * clears any error), and edits that are not lost (leaving with changes asks first), in English and
 * in Spanish.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { injectFault } from '@mocks/faults';
import { spoken } from '@mocks/product/language';
import { getDb } from '@mocks/store';
import { ProductErrorNotifier } from '@/components/product-error-notifier';
import AccountSettingsPage from '@/features/account-settings/account-settings-page';
import { session } from '@/features/auth/session';
import ValidatePhonePage from '@/features/onboarding/validate-phone-page';
import UserPage from '@/features/users/user-page';
import type { Locale } from '@/lib/i18n/locale';
import en from '@/lib/i18n/locales/en.json';
import es from '@/lib/i18n/locales/es.json';
import { setupUser } from '@tests/utils/user';
import { RouterAt } from '../app/layouts/harness';
import { renderInShell, resetShell } from '../app/shell';
import {
  PASSWORD,
  lastMessage,
  setupAuthScreens,
  signInSession,
  totpCode,
} from './auth/screens/helpers';

const { server } = setupAuthScreens();
beforeEach(() => resetShell());
afterEach(() => server.events.removeAllListeners());

type Key = keyof typeof en;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** What the session does when the tokens are gone: a move to /sign-in. */
function ToSignIn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/sign-in', { replace: true })}>
      to sign-in
    </button>
  );
}
const where = () => screen.getByTestId('where').textContent;

/** The page at `path` in the shell, signed in as `email`, with the app's toast beside it. */
async function open(locale: Locale, path: string, email = 'admin@demo.test'): Promise<UserEvent> {
  await signInSession(email);
  await session.validateUser();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInShell(
    <QueryClientProvider client={client}>
      <RouterAt
        path={path}
        ui={
          <>
            <Routes>
              <Route path="/profiles/user/:id" element={<UserPage />} />
              <Route path="/profiles/account/settings/:step?" element={<AccountSettingsPage />} />
              <Route path="/onboarding/validate-phone" element={<ValidatePhonePage />} />
              <Route path="*" element={null} />
            </Routes>
            <Where />
            <ToSignIn />
            <ProductErrorNotifier />
          </>
        }
      />
    </QueryClientProvider>,
    { locale },
  );
  return setupUser({ delay: null });
}

/** How often `text` is on the screen (in the form once, never again in a toast). */
const times = (text: string) => screen.queryAllByText(text, { exact: false }).length;

describe.each([
  ['en', en],
  ['es', es],
] as const)('editing forms in %s', (locale, m) => {
  const t = (key: Key) => m[key];
  const input = (key: Key) => screen.getByLabelText(t(key), { selector: 'input' });
  const button = (key: Key) => screen.getByRole('button', { name: t(key) });

  /** Leaving with changes asks; Stay keeps them; Leave goes. */
  async function leaveAsks(user: UserEvent, link: () => HTMLElement, kept: () => void) {
    const from = where();
    await user.click(link());
    const dialog = await screen.findByRole('dialog', {
      name: t('components.unsavedChanges.title'),
    });
    expect(dialog).toHaveAccessibleDescription(t('components.unsavedChanges.text'));
    const stay = within(dialog).getByRole('button', { name: t('components.unsavedChanges.stay') });
    expect(stay).toHaveFocus();
    await user.click(stay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe(from);
    kept();
    await user.click(link());
    const again = await screen.findByRole('dialog');
    await user.click(
      within(again).getByRole('button', { name: t('components.unsavedChanges.leave') }),
    );
    await waitFor(() => expect(where()).not.toBe(from));
  }

  it(`a user's page: 409 in the form only, fixed, saved; leaving an edit asks (no toast)`, async () => {
    const someone = getDb().users.find((u) => u.defaultRole === 'professional')!;
    const user = await open(locale, `/profiles/user/${someone.id}`);
    await screen.findByDisplayValue(someone.email);
    const email = input('user.field.email');
    await user.clear(email);
    await user.type(email, 'admin@demo.test');
    await user.click(button('user.save'));
    const conflict = spoken('Another user already has this email address', locale);
    await screen.findAllByText(conflict, { exact: false });
    await new Promise((resolve) => setTimeout(resolve, 50)); // room for a toast to show
    expect(times(conflict)).toBe(1);
    expect(email).toHaveValue('admin@demo.test');

    await user.clear(email);
    await user.type(email, 'fixed.address@example.com');
    await user.click(button('user.save'));
    expect(await screen.findByText(t('user.saved'))).toBeVisible();
    expect(times(conflict)).toBe(0);

    await user.type(input('user.field.lastName'), ' Edited');
    await leaveAsks(
      user,
      () => screen.getByRole('link', { name: t('users.table.label') }),
      () => expect(input('user.field.lastName')).toHaveValue(`${someone.lastName} Edited`),
    );
    expect(where()).toBe('/profiles/users');
  });

  it('deleting a user: a refusal in the dialog only, gone when it opens again', async () => {
    const someone = getDb().users.find((u) => u.defaultRole === 'recruiter')!;
    const user = await open(locale, `/profiles/user/${someone.id}`);
    await screen.findByDisplayValue(someone.email);
    injectFault({ operationId: 'deleteUser', status: 503 });
    await user.click(button('user.delete'));
    let dialog = screen.getByRole('dialog', { name: t('user.delete.confirmTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('user.delete.confirm') }));
    const refusal = spoken(
      'The service is temporarily unavailable. Please try again shortly.',
      locale,
    );
    await within(dialog).findByText(refusal, { exact: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(times(refusal)).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: t('user.delete.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(button('user.delete'));
    dialog = screen.getByRole('dialog', { name: t('user.delete.confirmTitle') });
    expect(times(refusal)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: t('user.delete.confirm') }));
    await waitFor(() => expect(where()).toBe('/profiles/users'));
  });

  it('the profile: a server error, then saved (the error gone); leaving an edit asks', async () => {
    const user = await open(locale, '/profiles/account/settings', 'user@demo.test');
    const first = await screen.findByLabelText(t('settings.profile.firstName'), {
      selector: 'input',
    });
    injectFault({ operationId: 'updateSelf', status: 500 });
    await user.clear(first);
    await user.type(first, 'Kept');
    await user.click(button('settings.profile.save'));
    const failure = 'An internal server error occurred';
    expect(await screen.findByText(failure)).toBeVisible();
    expect(first).toHaveValue('Kept');
    await user.click(button('settings.profile.save'));
    expect(await screen.findByText(t('settings.profile.saved'))).toBeVisible();
    expect(times(failure)).toBe(0);

    await user.type(first, 'a');
    await leaveAsks(
      user,
      () => screen.getByRole('tab', { name: t('settings.step.security') }),
      () => expect(input('settings.profile.firstName')).toHaveValue('Kepta'),
    );
    expect(where()).toBe('/profiles/account/settings/security');
  });

  it('the password: refused, then changed (the refusal gone); leaving typed passwords asks', async () => {
    const user = await open(locale, '/profiles/account/settings/security', 'user@demo.test');
    const current = await screen.findByLabelText(t('auth.form.currentPassword'), {
      selector: 'input',
    });
    await user.type(current, 'not-my-password-1');
    await user.type(input('auth.form.newPassword'), 'A-new-pass-2');
    await user.type(input('auth.form.confirmNewPassword'), 'A-new-pass-2');
    await user.click(button('settings.security.changePassword'));
    const refusal = 'Your current password is incorrect';
    await screen.findAllByText(refusal);
    await user.clear(current);
    await user.type(current, PASSWORD);
    await user.click(button('settings.security.changePassword'));
    expect(await screen.findByText(t('auth.form.newPasswordSet'))).toBeVisible();
    expect(times(refusal)).toBe(0);

    await user.type(input('auth.form.newPassword'), 'half-typed');
    await leaveAsks(
      user,
      () => screen.getByRole('tab', { name: t('settings.step.profile') }),
      () => expect(input('auth.form.newPassword')).toHaveValue('half-typed'),
    );
  });

  it('the authenticator: a set-up under way asks before leaving, and so do its backup codes until Done', async () => {
    const user = await open(locale, '/profiles/account/settings/security', 'user@demo.test');
    const profileTab = () => screen.getByRole('tab', { name: t('settings.step.profile') });
    await user.click(
      await screen.findByRole('button', { name: t('settings.security.setUpAuthenticator') }),
    );
    const qr = () => screen.getByRole('img', { name: t('auth.form.qrAlt') });
    await waitFor(() => expect(qr()).toBeVisible());
    const secret = screen.getByTestId('totp-secret').textContent!;
    await leaveAsks(user, profileTab, () => expect(qr()).toBeVisible());

    // Back on the step: set up again, confirmed, the backup codes shown once.
    await user.click(await screen.findByRole('tab', { name: t('settings.step.security') }));
    await user.click(
      await screen.findByRole('button', { name: t('settings.security.setUpAuthenticator') }),
    );
    await waitFor(() => expect(qr()).toBeVisible());
    const again = screen.getByTestId('totp-secret').textContent!;
    expect(again).not.toBe(secret);
    await user.type(input('auth.form.sixDigitCode'), totpCode(again));
    await user.click(button('settings.security.confirmCode'));
    const codes = await screen.findByRole('list', { name: t('auth.form.backupCodesList') });
    await leaveAsks(user, profileTab, () => expect(codes).toBeVisible());

    // Cancelled (as Done puts the codes away): nothing is held back any more.
    await user.click(await screen.findByRole('tab', { name: t('settings.step.security') }));
    await user.click(
      await screen.findByRole('button', { name: t('settings.security.setUpAuthenticator') }),
    );
    await user.click(await screen.findByRole('button', { name: t('settings.security.cancel') }));
    await user.click(profileTab());
    await waitFor(() => expect(where()).toBe('/profiles/account/settings/profile'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the phone: a wrong code, replaced by the resent notice, then confirmed; leaving a typed number asks', async () => {
    const user = await open(locale, '/onboarding/validate-phone', 'user@demo.test');
    const phone = await screen.findByRole('textbox', { name: t('auth.form.mobilePhone') });
    await user.type(phone, '7025550166');
    await user.click(button('onboarding.phone.sendCode'));
    await screen.findByText(t('auth.form.codeSentSms'));
    await user.type(input('auth.form.verificationCode'), '000000');
    await user.click(button('onboarding.phone.verify'));
    const refusal = 'Invalid verification code';
    expect(await screen.findByText(refusal)).toBeVisible();
    // One outcome at a time: the refusal replaced 'We sent a code…'.
    expect(screen.queryByText(t('auth.form.codeSentSms'))).toBeNull();
    await user.click(button('auth.form.resend'));
    expect(await screen.findByText(t('auth.form.codeResent'))).toBeVisible();
    expect(times(refusal)).toBe(0);
    await user.clear(input('auth.form.verificationCode'));
    await user.type(input('auth.form.verificationCode'), lastMessage().verificationCode!);
    await user.click(button('onboarding.phone.verify'));
    await screen.findByRole('link', { name: t('onboarding.phone.continue') });
    // Confirmed: nothing left unsaved, so leaving does not ask.
    await user.click(screen.getByRole('link', { name: t('page.breadcrumb.home') }));
    await waitFor(() => expect(where()).not.toBe('/onboarding/validate-phone'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the phone: a number typed and not confirmed asks before leaving', async () => {
    const user = await open(locale, '/onboarding/validate-phone', 'user@demo.test');
    const phone = await screen.findByRole('textbox', { name: t('auth.form.mobilePhone') });
    await user.type(phone, '7025550166');
    await leaveAsks(
      user,
      () => screen.getByRole('link', { name: t('page.breadcrumb.home') }),
      () =>
        expect(screen.getByRole('textbox', { name: t('auth.form.mobilePhone') })).toHaveValue(
          '7025550166',
        ),
    );
  });
});

describe('leaving with unsaved changes', () => {
  it('asks the browser before the tab closes or reloads, only while there are changes', async () => {
    const someone = getDb().users.find((u) => u.defaultRole === 'agency')!;
    const user = await open('en', `/profiles/user/${someone.id}`);
    await screen.findByDisplayValue(someone.email);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Last name', { selector: 'input' }), 'x');
    await waitFor(() => expect(unload()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes saved.');
    await waitFor(() => expect(unload()).toBe(false));
  });

  it('lets a move to sign in go without asking (the session has ended)', async () => {
    const someone = getDb().users.find((u) => u.defaultRole === 'agency')!;
    const user = await open('en', `/profiles/user/${someone.id}`);
    await screen.findByDisplayValue(someone.email);
    await user.type(screen.getByLabelText('Last name', { selector: 'input' }), 'x');
    await user.click(screen.getByRole('button', { name: 'to sign-in' }));
    await waitFor(() => expect(where()).toBe('/sign-in'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
