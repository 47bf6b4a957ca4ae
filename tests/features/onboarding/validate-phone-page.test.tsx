import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { setupUser } from '@tests/utils/user';
import { getDb } from '@mocks/store';
import type { Locale } from '@/lib/i18n/locale';
import ValidatePhonePage from '@/features/onboarding/validate-phone-page';
import { session } from '@/features/auth/session';
import { renderInShell, resetShell } from '../../app/shell';
import { RouterAt } from '../../app/layouts/harness';
import { field, lastMessage, setupAuthScreens, signInSession } from '../auth/screens/helpers';

const { server } = setupAuthScreens();
const PATH = '/onboarding/validate-phone';
/** Text without the direction isolates around numbers. */
const plain = (el: Element) => (el.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

async function renderPage({
  email = 'professional@demo.test',
  locale,
}: { email?: string; locale?: Locale } = {}) {
  await signInSession(email);
  const user = setupUser({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInShell(
    <QueryClientProvider client={client}>
      <RouterAt path={PATH} pattern={PATH} ui={<ValidatePhonePage />} />
    </QueryClientProvider>,
    locale ? { locale } : {},
  );
  return user;
}

/** Counts provider code calls, letting them through. */
function codeCalls() {
  const calls: Array<{ method: string; auth: string | null }> = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/auth/code'))
      calls.push({ method: request.method, auth: request.headers.get('authorization') });
  });
  return calls;
}

const phone = () => screen.findByRole('textbox', { name: 'Mobile phone number' });
/** Replaces what the field holds (it starts with the account's current number, if any). */
async function typePhone(user: UserEvent, value: string) {
  await user.clear(await phone());
  if (value) await user.type(await phone(), value);
}
const account = (email: string) => getDb().accounts.find((a) => a.email === email)!;

beforeEach(() => resetShell());
afterEach(() => server.events.removeAllListeners());

describe('onboarding: validate your phone', () => {
  it('texts a code to the number and confirms it on the signed-in account', async () => {
    const calls = codeCalls();
    const user = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Validate your phone' })).toBeVisible();
    await typePhone(user, '(702) 555-0188');
    const send = screen.getByRole('button', { name: 'Text me a code' });
    await Promise.all([user.click(send), user.click(send)]);
    expect(await screen.findByText('We sent a code to your phone.')).toBeVisible();
    expect(lastMessage()).toMatchObject({ channel: 'sms', to: '+17025550188' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // The access token goes along: the code is for this person, not a new sign-in.
    expect(calls[0]!.auth).toMatch(/^Bearer \S+\.\S+\.\S+$/);

    await user.type(field('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(await screen.findByText('Invalid verification code')).toBeVisible();
    expect(field('Verification code')).toHaveValue('000000');

    await user.clear(field('Verification code'));
    await user.type(field('Verification code'), lastMessage().verificationCode!);
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(plain(await screen.findByText(/is confirmed\.$/))).toBe(
      'Your phone number +17025550188 is confirmed.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(/is confirmed\.$/);
    expect(account('professional@demo.test')).toMatchObject({
      phoneNumber: '+17025550188',
      isPhoneNumberConfirmed: true,
    });
    // The fresh tokens say so, and the person is still the same person.
    expect(session.getState().identity).toMatchObject({
      email: 'professional@demo.test',
      phoneNumber: '+17025550188',
      isPhoneNumberConfirmed: true,
    });
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href');
  });

  it('checks the number at the field and sends nothing for a bad one', async () => {
    const calls = codeCalls();
    const user = await renderPage();
    await typePhone(user, '');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await phone()).toHaveAccessibleDescription('Please enter your mobile phone number');
    await typePhone(user, '12');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await phone()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message when the number belongs to someone else, keeping it", async () => {
    const other = account('user@demo.test');
    other.phoneNumber = '+17025550199';
    const user = await renderPage();
    await typePhone(user, '(702) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('This phone number is used by another account')).toBeVisible();
    expect(await phone()).toHaveValue('7025550199');
  });

  it('resends a code (the earlier one stops working) and lets the person change the number', async () => {
    const user = await renderPage();
    await typePhone(user, '(702) 555-0177');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByText('We sent a code to your phone.');
    const first = lastMessage().verificationCode!;
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Text message resent.')).toBeVisible();
    const second = lastMessage().verificationCode!;
    if (first !== second) {
      await user.type(field('Verification code'), first);
      await user.click(screen.getByRole('button', { name: 'Confirm number' }));
      expect(await screen.findByText('Invalid verification code')).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Use a different number' }));
    expect(await phone()).toHaveValue('7025550177');
  });

  it('shows the number already confirmed on the account', async () => {
    const me = account('professional@demo.test');
    await renderPage();
    expect(me.isPhoneNumberConfirmed).toBe(true);
    expect(plain(screen.getByText(/^Your confirmed number is/))).toBe(
      `Your confirmed number is ${me.phoneNumber}. You can confirm a different one below.`,
    );
    // US +1 is the country; the field holds the rest of the number.
    expect(me.phoneNumber).toBe('+17025550101');
    expect(await phone()).toHaveValue('7025550101');
  });

  it('reads in Spanish', async () => {
    await renderPage({ locale: 'es' });
    expect(await screen.findByRole('textbox', { name: 'Número de teléfono móvil' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Envíame un código por SMS' })).toBeVisible();
  });
});
