/** @jest-environment node */
/**
 * Registration (decision 026): a new account is of role `user`; it chooses once, the provider's
 * roles follow (the next refreshed token carries the new one), and the record the role works on
 * is made: a professional record with every platform requirement still missing, or an employer
 * whose one member is the account. Only `user` registers; a stale token gets 409; a body that
 * does not fit its type is refused at its fields, in the caller's language.
 */
import { getProfessionalCompliance } from '@generated/product/endpoints/compliance/compliance';
import { getEmployer, listEmployerRoster } from '@generated/product/endpoints/employers/employers';
import { getProfessional } from '@generated/product/endpoints/professionals/professionals';
import { registerAccount } from '@generated/product/endpoints/registration/registration';
import { signupWithPassword } from '@generated/provider/endpoints/password/password';
import { refreshTokens } from '@generated/provider/endpoints/session/session';
import { registerAccountResponse } from '@generated/product/zod/registration/registration.zod';
import { createAccount } from '@mocks/provider/accounts';
import { DEMO_PASSWORD } from '@mocks/seed';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import type { SignOnSuccess } from '@generated/provider/model';
import {
  accessClaims,
  configureClients,
  failure,
  fixClock,
  signIn,
  T0,
  TENANT,
  useTokens,
} from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const account = (email: string) => getDb().accounts.find((a) => a.email === email)!;
const user = (email: string) => getDb().users.find((u) => u.email === email)!;

/** The session's tokens refreshed, held from now on; the roles the new access token carries. */
async function refreshed(session: SignOnSuccess): Promise<string[]> {
  useTokens({ refresh: session.tokens.refresh?.value });
  const { tokens } = await refreshTokens();
  useTokens({ access: tokens.access.value, refresh: tokens.refresh?.value });
  return accessClaims(tokens.access.value).authorization[TENANT]?.roles ?? [];
}

it('makes a new account by email a `user`, and one by phone alone a professional', async () => {
  await signupWithPassword(TENANT, { email: 'new.person@example.com', password: DEMO_PASSWORD });
  expect(account('new.person@example.com').roles).toEqual(['user']);
  expect(user('new.person@example.com').defaultRole).toBe('user');
  expect(createAccount({ phoneNumber: '+17025550199' }).roles).toEqual(['professional']);
});

it('turns a `user` into a professional with a record of their own, everything still missing', async () => {
  const session = await signIn('user@demo.test');
  const registered = await registerAccount({ type: 'professional', discipline: 'rn', state: 'NV' });
  expect(registerAccountResponse.safeParse(registered).error?.issues ?? []).toEqual([]);
  expect(registered).toMatchObject({ role: 'professional', userId: user('user@demo.test').id });
  expect(account('user@demo.test').roles).toEqual(['professional']);
  expect(user('user@demo.test')).toMatchObject({
    defaultRole: 'professional',
    professional: { id: registered.professionalId },
  });

  expect(await refreshed(session)).toEqual(['professional']);
  const own = await getProfessional('me');
  expect(own).toMatchObject({
    id: registered.professionalId,
    firstName: 'Uma',
    discipline: 'rn',
    homeState: 'NV',
    timeZone: 'America/Los_Angeles',
  });
  const compliance = await getProfessionalCompliance('me');
  expect(compliance.requirements.length).toBeGreaterThan(5);
  expect(compliance.requirements.filter((r) => r.status !== 'missing')).toEqual([]);
  expect(compliance.cleared).toBe(false);
});

it('turns a `user` into an organization that acts for the employer it names', async () => {
  const session = await signIn('user@demo.test');
  const registered = await registerAccount({
    type: 'organization',
    name: '  Mesa Verde Clinics ',
    city: 'Tucson',
    state: 'AZ',
  });
  expect(registered).toMatchObject({ role: 'organization', employerId: expect.any(Number) });
  expect(await refreshed(session)).toEqual(['organization']);
  const mine = await getEmployer('mine');
  expect(mine).toMatchObject({
    id: registered.employerId,
    kind: 'organization',
    name: 'Mesa Verde Clinics',
    state: 'AZ',
    mayEditRequirements: true,
  });
  expect((await listEmployerRoster('mine')).total).toBe(0);
});

it('lets only a `user` register, once, with what its type is asked', async () => {
  await signIn('admin@demo.test');
  const admin = await failure(
    registerAccount({ type: 'agency', name: 'X Y', city: 'Reno', state: 'NV' }),
  );
  expect([admin.status, admin.message]).toEqual([403, 'Only a new account can choose what it is']);

  await signIn('user@demo.test');
  const mixed = await failure(
    registerAccount({ type: 'professional', state: 'NV', name: 'Not asked' }),
  );
  expect(mixed.status).toBe(422);
  expect(mixed.body).toMatchObject({
    errors: [
      { field: 'discipline', message: 'Choose your discipline' },
      { field: 'name', message: 'This field is not asked of this type' },
    ],
  });
  const nameless = await failure(
    registerAccount({ type: 'agency', state: 'NV' }, { headers: { 'accept-language': 'es' } }),
  );
  expect(nameless.body).toMatchObject({
    errors: [
      { field: 'name', message: 'Escribe el nombre por el que se la conoce' },
      { field: 'city', message: 'Escribe la ciudad' },
    ],
  });
  const zone = await failure(
    registerAccount({ type: 'professional', discipline: 'pt', state: 'TX', timeZone: 'Mars/Base' }),
  );
  expect(zone.body).toMatchObject({ errors: [{ field: 'timeZone' }] });
  expect(account('user@demo.test').roles).toEqual(['user']);

  await registerAccount({ type: 'agency', name: 'Desert Staffing', city: 'Reno', state: 'NV' });
  // The token still says `user` (another tab chose): nothing more is made.
  const employers = getDb().employers.length;
  const again = await failure(
    registerAccount({ type: 'professional', discipline: 'rn', state: 'NV' }),
  );
  expect(again.status).toBe(409);
  expect(getDb().employers.length).toBe(employers);
  expect(account('user@demo.test').roles).toEqual(['agency']);
});
