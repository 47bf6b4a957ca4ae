/**
 * Test set-ups of the demo tenant's accounts that no seeded account has. Call after the demo
 * data is reset (in the test or its `beforeEach`).
 */
import { getDb } from '@mocks/store';

/**
 * Gives `email` SMS codes as a configured second factor besides the authenticator, as if it had
 * passed an SMS code at a second-factor step: the second-factor choice then offers both ('use').
 * Seeded, mfa@demo.test has only the authenticator configured.
 */
export function configureSmsSecondFactor(email = 'mfa@demo.test'): void {
  const account = getDb().accounts.find((a) => a.email === email);
  if (!account?.phoneNumber) throw new Error(`${email} has no phone number to send codes to`);
  account.isPhoneNumberConfirmed = true;
  account.smsSecondFactor = true;
}
