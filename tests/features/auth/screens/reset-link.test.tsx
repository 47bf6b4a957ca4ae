/**
 * The reset link, start to end (docs/decisions/011), as a person meets it on the reset pages: a
 * used, refused or malformed link says so when the page opens, with 'Send a new link' to the
 * request form (the email filled in when this browser asked the link), and a new password is
 * said to be set before the person continues.
 */
import { screen, waitFor } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { useLocation } from 'react-router-dom';
import { sendResetLink } from '@generated/provider/endpoints/reset/reset';
import { getDb } from '@mocks/store';
import type { Locale } from '@/lib/i18n/locale';
import { AuthFlow } from '@/features/auth/auth-flow';
import { session } from '@/features/auth/session';
import { renderAt } from '@tests/app/layouts/harness';
import {
  alertTexts,
  field,
  findStep,
  lastMessage,
  NEW_PASSWORD,
  setupAuthScreens,
  statusTexts,
  stepHeading,
  submit,
  TENANT,
} from './helpers';

setupAuthScreens();

/** The two reset pages as the app has them: a new form for each address. */
function ResetPages() {
  const { pathname, search } = useLocation();
  const onResetPage = pathname === '/reset-password' || pathname === '/forgot-password';
  return (
    <>
      {onResetPage && (
        <AuthFlow key={`${pathname}${search}`} config={{ tenantId: TENANT, type: 'reset' }} />
      )}
      <div data-testid="here" hidden>{`${pathname}${search}`}</div>
    </>
  );
}

const here = () => screen.getByTestId('here').textContent;

function openPage(path: string, locale: Locale = 'en') {
  const user = setupUser({ delay: null });
  return { user, ...renderAt(path, <ResetPages />, { locale }) };
}

/** Asks for a link through the form, as a person does (this browser then knows the email). */
async function askForLink(email = 'user@demo.test'): Promise<string> {
  const { user, unmount } = openPage('/forgot-password');
  await user.type(field('Email address'), email);
  await submit(user);
  await findStep('Check your email');
  unmount();
  return `/reset-password${new URL(lastMessage().link!).search}`;
}

async function setNewPassword(path: string) {
  const page = openPage(path);
  await findStep('Set a new password');
  await page.user.type(field('New password'), NEW_PASSWORD);
  await page.user.type(field('Confirm new password'), NEW_PASSWORD);
  await submit(page.user);
  return page;
}

const noPasswordAsked = () => {
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Confirm new password')).not.toBeInTheDocument();
};

describe('the reset link, start to end', () => {
  it("sets the password, says so, continues by the person's own action; the link then is dead at once", async () => {
    const link = await askForLink();
    const { user, unmount } = await setNewPassword(link);
    await findStep('Password reset');
    await waitFor(() => expect(statusTexts()).toEqual(['Your new password has been set.']));
    expect(here()).toBe(link);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(here()).toBe('/profile-select'));
    expect(session.getState().signedIn).toBe(true);
    unmount();
    session.endSession();

    // The same link again: said at once, no password typed for nothing.
    const again = openPage(link);
    await waitFor(() => expect(alertTexts()).toEqual(['This reset link has already been used.']));
    expect(stepHeading()).toHaveTextContent(/^Reset your password$/);
    noPasswordAsked();
    await again.user.click(screen.getByRole('link', { name: 'Send a new link' }));
    await waitFor(() => expect(here()).toBe('/forgot-password'));
    await findStep('Reset your password');
    expect(field('Email address')).toHaveValue('user@demo.test');
    expect(alertTexts()).toEqual([]);
  });

  it('signed in: a used link says so, and the way on is the account settings (the request form would send home)', async () => {
    const link = await askForLink();
    const done = await setNewPassword(link);
    await findStep('Password reset');
    await done.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(session.getState().signedIn).toBe(true));
    done.unmount();

    const again = openPage(link);
    await waitFor(() => expect(alertTexts()).toEqual(['This reset link has already been used.']));
    noPasswordAsked();
    expect(screen.queryByRole('link', { name: 'Send a new link' })).not.toBeInTheDocument();
    const action = screen.getByRole('link', {
      name: 'Change your password in your account settings',
    });
    expect(action).toHaveAttribute('href', '/profiles/account/settings/security');
    await again.user.click(action);
    await waitFor(() => expect(here()).toBe('/profiles/account/settings/security'));
    session.endSession();
  });

  it.each([
    [
      'a uuid cut short',
      (u: URL) => u.searchParams.set('uuid', u.searchParams.get('uuid')!.slice(0, 8)),
    ],
    ['no token', (u: URL) => u.searchParams.delete('token')],
    ['an empty uuid', (u: URL) => u.searchParams.set('uuid', '')],
    ['the token twice', (u: URL) => u.searchParams.append('token', 'abc')],
  ])('a link with %s is malformed, said at once, and nothing is sent', async (_desc, damage) => {
    const link = new URL(await askForLink(), 'http://app.test');
    damage(link);
    const secrets = getDb().secrets.length;
    const { user } = openPage(`${link.pathname}${link.search}`);
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'This reset link is incomplete or damaged. Open the whole link from the email, or ask for a new one.',
      ]),
    );
    noPasswordAsked();
    expect(getDb().secrets).toHaveLength(secrets);
    await user.click(screen.getByRole('link', { name: 'Send a new link' }));
    await findStep('Reset your password');
    expect(field('Email address')).toHaveValue('user@demo.test');
  });

  it('an expired link: refused when tried, then said at once when opened again', async () => {
    const link = await askForLink();
    for (const s of getDb().secrets) if (s.kind === 'reset-link') s.expiresAt = Date.now() - 1;
    const { unmount } = await setNewPassword(link);
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'This reset link can no longer be used.This reset link has expired. Please request a new one.',
      ]),
    );
    expect(stepHeading()).toHaveTextContent(/^Reset your password$/);
    noPasswordAsked();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toBeVisible();
    unmount();

    openPage(link);
    await waitFor(() => expect(alertTexts()).toEqual(['This reset link can no longer be used.']));
    noPasswordAsked();
  });

  it('knows no email when this browser did not ask for the link, and keeps where the person was going', async () => {
    const sent = await sendResetLink(TENANT, { email: 'user@demo.test' });
    const link = new URL(sent.result.link!);
    link.searchParams.delete('token');
    link.searchParams.set('redirectUrl', '/home');
    const { user } = openPage(`/reset-password${link.search}`);
    const action = await screen.findByRole('link', { name: 'Send a new link' });
    expect(action).toHaveAttribute('href', '/forgot-password?redirectUrl=%2Fhome');
    await user.click(action);
    await waitFor(() => expect(here()).toBe('/forgot-password?redirectUrl=%2Fhome'));
    expect(await screen.findByLabelText('Email address')).toHaveValue('');
  });

  it('speaks Spanish', async () => {
    const link = await askForLink();
    const done = await setNewPassword(link);
    await findStep('Password reset');
    done.unmount();
    session.endSession();

    const { user } = openPage(link, 'es');
    await waitFor(() =>
      expect(alertTexts()).toEqual(['Este enlace de restablecimiento ya se ha usado.']),
    );
    expect(stepHeading()).toHaveTextContent(/^Restablece tu contraseña$/);
    await user.click(screen.getByRole('link', { name: 'Enviar un enlace nuevo' }));
    await waitFor(() => expect(here()).toBe('/forgot-password'));
    expect(await screen.findByLabelText('Correo electrónico')).toHaveValue('user@demo.test');
  });
});
