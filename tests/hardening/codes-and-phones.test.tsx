/**
 * Bad-input suite, numbers and codes: phone numbers with letters, too many digits or a lone plus
 * (sign-in by text message and the onboarding phone step), authenticator codes typed with spaces,
 * dashes or full-width digits (sign-in and the authenticator set-up in the settings), and backup
 * codes used a second time. Each case types into the real form of the running app.
 */
import { screen, waitFor } from '@testing-library/react';
import { Secret, TOTP } from 'otpauth';
import { DEMO_BACKUP_CODES, DEMO_TOTP_SECRET } from '@mocks/seed';
import { getDb } from '@mocks/store';
import { session } from '@/features/auth/session';
import {
  address,
  alertTexts,
  field,
  findField,
  findStep,
  openApp,
  setupApp,
  signInByApi,
  signInWithForm,
  waitForAddress,
} from './app-harness';

const { sent } = setupApp();

type User = Awaited<ReturnType<typeof openApp>>['user'];

const totp = (secret = DEMO_TOTP_SECRET) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
const fullWidth = (text: string) =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const PHONE_REQUIRED = 'Please enter your mobile phone number';
const SIX_DIGITS = 'Please enter your six-digit code';

/** The phone numbers as typed, what the field keeps, and the number sent (none: refused). */
const PHONES: Array<[string, string, string, string | undefined]> = [
  ['letters and punctuation mixed in', '(702) 555-0101 ext', '7025550101', '+17025550101'],
  ['a letter O for a zero', '7O2-555-0101', '725550101', '+1725550101'],
  ['a vanity number (letters are not dialled)', '1-800-FLOWERS', '1800', '+11800'],
  ['16 digits', '7025550101123456', '70255501011234', '+170255501011234'],
  [
    '20 digits with a country code',
    '+44 7911 123456 78901234',
    '7911123456789',
    '+447911123456789',
  ],
  ['full-width digits', '７０２５５５０１０１', '7025550101', '+17025550101'],
  ['pluses in the middle', '702+555+0101', '7025550101', '+17025550101'],
  ['a lone plus', '+', '', undefined],
  ['only letters', 'CALL-ME', '', undefined],
];

/** Types the number, or pastes it when it starts with '+' (as autofill or a paste brings it). */
async function typePhone(user: User, typed: string) {
  const input = await findField('Mobile phone number');
  await user.clear(input);
  if (typed.startsWith('+') && typed.length > 1) {
    await user.click(input);
    await user.paste(typed);
  } else {
    await user.type(input, typed);
  }
  return input;
}

const sentPhones = (method = 'POST') => sent(/\/auth\/code$/, method).map((r) => r.url.toString());

describe('phone numbers: sign-in by text message', () => {
  it.each(PHONES)('%s', async (_case, typed, kept, number) => {
    const { user } = await openApp('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Text me a code' }));
    const input = await typePhone(user, typed);
    expect(input).toHaveValue(kept);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    if (number === undefined) {
      expect(await screen.findByText(PHONE_REQUIRED)).toBeVisible();
      expect(input).toHaveAccessibleDescription(PHONE_REQUIRED);
      expect(sentPhones()).toHaveLength(0);
      return;
    }
    // The number sent is '+', the dial code and the digits; it gets a code (a number the tenant
    // does not know signs up, decision 014).
    await waitFor(() => expect(sentPhones()).toHaveLength(1));
    await findStep('Enter your verification code');
    expect(getDb().outbox[0]?.to).toBe(number);
    expect(getDb().accounts.filter((a) => a.phoneNumber === number)).toHaveLength(1);
  });
});

describe('phone numbers: the onboarding phone step', () => {
  it.each(PHONES)('%s', async (_case, typed, kept, number) => {
    await signInByApi('professional@demo.test'); // whose number is +1 702 555 0101
    const { user } = await openApp('/onboarding/validate-phone');
    const input = await typePhone(user, typed);
    expect(input).toHaveValue(kept);
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    if (number === undefined) {
      expect(await screen.findByText(PHONE_REQUIRED)).toBeVisible();
      expect(sentPhones()).toHaveLength(0);
      return;
    }
    expect(await screen.findByText('We sent a code to your phone.')).toBeVisible();
    expect(getDb().outbox[0]?.to).toBe(number);
    await user.click(screen.getByRole('button', { name: 'Use a different number' }));
    expect(await findField('Mobile phone number')).toHaveValue(kept);
  });
});

/**
 * Sign-in with the password, then the authenticator as the second factor: the account's only
 * configured one, so the code is asked for at once.
 */
async function toAuthenticator(user: User) {
  await signInWithForm(user, 'mfa@demo.test');
  return findField('Enter your six-digit code');
}

const FORMATS: Array<[string, (code: string) => string]> = [
  ['a space in the middle', (c) => `${c.slice(0, 3)} ${c.slice(3)}`],
  ['spaces around it', (c) => `  ${c}  `],
  ['a space between every digit', (c) => c.split('').join(' ')],
  ['a dash in the middle', (c) => `${c.slice(0, 3)}-${c.slice(3)}`],
  ['a no-break space', (c) => `${c.slice(0, 3)}\u00A0${c.slice(3)}`],
  ['a zero-width space', (c) => `${c.slice(0, 3)}\u200B${c.slice(3)}`],
  ['full-width digits', (c) => fullWidth(c)],
  [
    'full-width digits and an ideographic space',
    (c) => fullWidth(`${c.slice(0, 3)}\u3000${c.slice(3)}`),
  ],
];

describe('authenticator codes typed loosely', () => {
  it.each(FORMATS)('%s: accepted at sign-in', async (_case, format) => {
    const { user } = await openApp('/sign-in');
    const input = await toAuthenticator(user);
    await user.click(input);
    await user.paste(format(totp().generate()));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitForAddress('/profile-select');
    expect(session.getState().signedIn).toBe(true);
    expect(sent(/\/auth\/totp$/, 'POST')).toHaveLength(1);
  });

  it.each([
    ['a letter l for a one', 'l23456'],
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['seven full-width digits', fullWidth('1234567')],
    ['Arabic-Indic digits', '١٢٣٤٥٦'],
  ])('%s: "Enter your six-digit code" at the field, kept, nothing sent', async (_case, typed) => {
    const { user } = await openApp('/sign-in');
    const input = await toAuthenticator(user);
    await user.click(input);
    await user.paste(typed);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(SIX_DIGITS));
    expect(input).toHaveValue(typed);
    expect(sent(/\/auth\/totp$/, 'POST')).toHaveLength(0);
  });

  it.each(FORMATS)('%s: accepted when setting up an authenticator', async (_case, format) => {
    await signInByApi('user@demo.test');
    const { user } = await openApp('/profiles/account/settings/security');
    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const secret = (await screen.findByTestId('totp-secret')).textContent!;
    await user.click(field('Enter your six-digit code'));
    await user.paste(format(totp(secret).generate()));
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByText('Added authenticator to your account')).toBeVisible();
    expect(getDb().accounts.find((a) => a.email === 'user@demo.test')!.totp?.secret).toBe(secret);
  });
});

describe('backup codes used twice', () => {
  async function signInWithBackupCode(user: User, code: string) {
    await toAuthenticator(user);
    await user.click(screen.getByRole('button', { name: 'Use a backup code' }));
    const input = await findField('Enter a backup code');
    await user.click(input);
    await user.paste(code);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    return input;
  }

  it.each([
    ['as written', (c: string) => c],
    ['in capitals', (c: string) => c.toUpperCase()],
    ['with spaces around it', (c: string) => ` ${c} `],
    [
      'in full-width characters',
      (c: string) =>
        c
          .normalize('NFKC')
          .replace(/[!-~]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)),
    ],
  ])('%s: refused the second time, with the reason, the code kept', async (_case, spell) => {
    const code = DEMO_BACKUP_CODES[0]!;
    const first = await openApp('/sign-in');
    await signInWithBackupCode(first.user, code);
    await waitForAddress('/profile-select');
    await session.logout({ redirect: false });
    first.unmount();

    const { user } = await openApp('/sign-in');
    const input = await signInWithBackupCode(user, spell(code));
    expect(await screen.findByText('Invalid backup code')).toBeVisible();
    expect(alertTexts()).toEqual(['Invalid backup code']);
    expect(input).toHaveValue(spell(code));
    expect(address()).toBe('/sign-in');
    expect(session.getState().signedIn).toBe(false);
    // Another unused code still works.
    await user.clear(input);
    await user.click(input);
    await user.paste(DEMO_BACKUP_CODES[1]!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitForAddress('/profile-select');
  });
});
