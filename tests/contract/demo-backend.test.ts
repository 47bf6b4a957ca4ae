/**
 * The demo backend over HTTP (`npm run mock:server`) behind Prism validation proxies with
 * --errors for both contracts: a whole tenant's life, every operation, success and failure
 * answers, and not one contract violation.
 */
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import * as code from '@generated/provider/endpoints/code/code';
import * as link from '@generated/provider/endpoints/link/link';
import * as password from '@generated/provider/endpoints/password/password';
import * as reset from '@generated/provider/endpoints/reset/reset';
import * as saml from '@generated/provider/endpoints/saml/saml';
import * as session from '@generated/provider/endpoints/session/session';
import * as tenant from '@generated/provider/endpoints/tenant/tenant';
import * as totp from '@generated/provider/endpoints/totp/totp';
import * as compliance from '@generated/product/endpoints/compliance/compliance';
import * as credentialTypes from '@generated/product/endpoints/credential-types/credential-types';
import * as credentials from '@generated/product/endpoints/credentials/credentials';
import * as professionals from '@generated/product/endpoints/professionals/professionals';
import * as reviews from '@generated/product/endpoints/reviews/reviews';
import * as alerts from '@generated/product/endpoints/alerts/alerts';
import * as audit from '@generated/product/endpoints/audit/audit';
import * as employers from '@generated/product/endpoints/employers/employers';
import * as verifications from '@generated/product/endpoints/verifications/verifications';
import * as onboarding from '@generated/product/endpoints/onboarding/onboarding';
import * as registration from '@generated/product/endpoints/registration/registration';
import * as users from '@generated/product/endpoints/users/users';
import type { SignOnResponse } from '@generated/provider/model';
import type { JobPreferencesInput } from '@generated/product/model';
import { HttpError } from '@/lib/http/errors';
import { configureProductClient } from '@/lib/http/product-client';
import { configureProviderClient } from '@/lib/http/provider-client';
import { EMPTY_TOKEN_SOURCE, setTokenSource } from '@/lib/http/token-source';
import { declaredErrorStatuses as productStatuses } from '@generated/product/constants';
import { declaredErrorStatuses as providerStatuses } from '@generated/provider/constants';
import { calls, firstRequestExample } from '@tests/utils/contract-calls';
import { loadContract } from '@tests/utils/openapi';
import { freePort, repoRoot, startListening, waitForPort } from '@tests/utils/processes';
import type { Background } from '@tests/utils/processes';

jest.setTimeout(120_000);

const T = 'demo1234';
const PASSWORD = 'Compliance-demo-1';
const called = new Set<string>();
const processes: Background[] = [];
let backendUrl = '';

const held = {
  access: undefined as string | undefined,
  refresh: undefined as string | undefined,
  fft: undefined as string | undefined,
};

beforeAll(async () => {
  const [backendPort, providerPort, productPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  backendUrl = `http://127.0.0.1:${backendPort}`;
  processes.push(
    await startListening(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['mocks/server.ts'],
      backendPort,
      60_000,
      {
        MOCK_PORT: String(backendPort),
      },
    ),
  );
  processes.push(
    await startListening(
      'node',
      [
        'scripts/contract-validate.mjs',
        '--target',
        backendUrl,
        '--provider-port',
        String(providerPort),
        '--product-port',
        String(productPort),
      ],
      productPort,
    ),
  );
  await waitForPort(providerPort);
  configureProviderClient({ baseUrl: `http://127.0.0.1:${providerPort}/` });
  configureProductClient({ baseUrl: `http://127.0.0.1:${productPort}` });
  setTokenSource({
    ...EMPTY_TOKEN_SOURCE,
    accessToken: () => held.access,
    refreshToken: () => held.refresh,
    firstFactorToken: () => held.fft,
  });
});

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
});

/** Runs one operation; a Prism violation (500 VIOLATIONS) fails the test whatever was expected. */
async function call<R>(operationId: string, run: () => Promise<R>): Promise<R> {
  called.add(operationId);
  try {
    return await run();
  } catch (error) {
    const body = (error as HttpError).body as { type?: string; validation?: unknown } | undefined;
    if (String(body?.type ?? '').includes('VIOLATIONS')) {
      throw new Error(`${operationId} broke the contract: ${JSON.stringify(body?.validation)}`, {
        cause: error,
      });
    }
    throw error;
  }
}

async function expectStatus(operationId: string, run: () => Promise<unknown>, status: number) {
  const error = await call(operationId, run).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(status);
  expect((error as HttpError).hasServerMessage).toBe(true);
}

function signedIn(response: SignOnResponse) {
  if (!('tokens' in response)) throw new Error(`expected tokens, got ${JSON.stringify(response)}`);
  held.access = response.tokens.access.value;
  held.refresh = response.tokens.refresh?.value;
  held.fft = undefined;
  return response;
}

const linkParams = (url: string | undefined) => {
  const params = new URL(url ?? 'http://x').searchParams;
  return { token: params.get('token') ?? '', uuid: params.get('uuid') ?? '' };
};

describe('demo backend behind contract:validate', () => {
  it('serves the tenant mode', async () => {
    const mode = await call('getTenantMode', () => tenant.getTenantMode(T));
    expect(mode.mode).toBe('test');
    await expectStatus('getTenantMode', () => tenant.getTenantMode('nosuchtenant'), 404);
  });

  it('signs up a new person, who sets up an authenticator as second factor', async () => {
    const email = 'new.hire@example.com';
    const mfa = await call('signupWithPassword', () =>
      password.signupWithPassword(T, {
        email,
        password: 'a-long-enough-password',
        name: 'New Hire',
      }),
    );
    expect(mfa).toMatchObject({ message: 'MFA required' });
    held.fft = 'firstFactorToken' in mfa ? mfa.firstFactorToken : undefined;
    const setup = await call('getTotpSetup', () => totp.getTotpSetup());
    expect(setup.backupCodes).toHaveLength(10);
    await expectStatus('loginWithTotp', () => totp.loginWithTotp(T, { totpCode: '000000' }), 400);
    const totpCode = new TOTP({ secret: Secret.fromBase32(setup.totpSecret) }).generate();
    signedIn(await call('loginWithTotp', () => totp.loginWithTotp(T, { totpCode })));
    await expectStatus(
      'signupWithPassword',
      () => password.signupWithPassword(T, { email, password: 'another-long-password' }),
      409,
    );

    // Of role `user` until it says what it is (docs/decisions/026).
    const nurse = { type: 'professional', discipline: 'rn', state: 'NV' } as const;
    await expectStatus(
      'registerAccount',
      () => registration.registerAccount({ ...nurse, name: 'Not asked' }),
      422,
    );
    const registered = await call('registerAccount', () => registration.registerAccount(nurse));
    expect(registered).toMatchObject({ role: 'professional', professionalId: expect.any(Number) });
    // The token still says `user`; the account no longer does.
    await expectStatus('registerAccount', () => registration.registerAccount(nurse), 409);
    const refreshed = await call('refreshTokens', () => session.refreshTokens());
    held.access = refreshed.tokens.access.value;
    held.refresh = refreshed.tokens.refresh?.value;
    const own = await call('getProfessional', () => professionals.getProfessional('me'));
    expect(own).toMatchObject({ id: registered.professionalId, discipline: 'rn', homeState: 'NV' });
    await expectStatus('registerAccount', () => registration.registerAccount(nurse), 403);

    // Onboarding starts at the license (decision 027); optional steps skip, required ones do not.
    const start = await call('getOnboarding', () => onboarding.getOnboarding('me'));
    expect(start).toMatchObject({ current: 'license', complete: false });
    const skipped = await call('updateOnboarding', () =>
      onboarding.updateOnboarding('me', { skipped: ['employer'] }),
    );
    expect(skipped.steps.find((s) => s.step === 'employer')?.state).toBe('skipped');
    await expectStatus(
      'updateOnboarding',
      () => onboarding.updateOnboarding('me', { skipped: ['license'] }),
      422,
    );
    // The license step asks the board at once (decision 028).
    const license = {
      firstName: 'Priya',
      lastName: 'Vanterpool',
      state: 'AZ',
      typeId: 'rn-license',
      number: 'RN-840553',
      expiresOn: '2027-09-30',
    };
    const checked = await call('checkOnboardingLicense', () =>
      onboarding.checkOnboardingLicense('me', license),
    );
    expect(checked.license.verification).toMatchObject({ outcome: 'probation' });
    await expectStatus(
      'checkOnboardingLicense',
      () => onboarding.checkOnboardingLicense('me', license),
      409,
    );
    await expectStatus(
      'checkOnboardingLicense',
      () => onboarding.checkOnboardingLicense('me', { ...license, npi: '1234567890' }),
      422,
    );
    // Where the professional works (decision 030): found in the directory, or typed.
    const found = await call('searchEmployerDirectory', () =>
      employers.searchEmployerDirectory({ search: 'sagu' }),
    );
    const saguaro = found.items[0]!;
    const current = await call('setCurrentEmployer', () =>
      onboarding.setCurrentEmployer('me', {
        employerId: saguaro.id,
        title: 'ICU staff nurse',
        startedOn: '2024-03-01',
      }),
    );
    expect(current).toMatchObject({ employerName: saguaro.name, title: 'ICU staff nurse' });
    await expectStatus(
      'setCurrentEmployer',
      () => onboarding.setCurrentEmployer('me', { title: 'Nurse', startedOn: '2024-03-01' }),
      422,
    );
    const history = await call('listWorkHistory', () => onboarding.listWorkHistory('me'));
    expect(history.items).toHaveLength(1);
    const never = await call('getJobPreferences', () => onboarding.getJobPreferences('me'));
    expect(never).toEqual({ shiftTypes: [], shiftLengths: [], employmentTypes: [], states: [] });
    const wanted: JobPreferencesInput = {
      shiftTypes: ['night'],
      shiftLengths: [12],
      employmentTypes: ['travel'],
      states: ['NV', 'AZ'],
      minimumHourlyPay: 58,
    };
    const saved = await call('updateJobPreferences', () =>
      onboarding.updateJobPreferences('me', wanted),
    );
    expect(saved).toMatchObject({ states: ['NV', 'AZ'], updatedAt: expect.any(String) });
    await expectStatus(
      'updateJobPreferences',
      () => onboarding.updateJobPreferences('me', { ...wanted, states: [] }),
      422,
    );
  });

  it('signs the admin in with a password, and refuses a wrong one', async () => {
    await expectStatus(
      'loginWithPassword',
      () => password.loginWithPassword(T, { emailOrUsername: 'admin@demo.test', password: 'nope' }),
      400,
    );
    signedIn(
      await call('loginWithPassword', () =>
        password.loginWithPassword(T, { emailOrUsername: 'admin@demo.test', password: PASSWORD }),
      ),
    );
    signedIn(
      await call('migratePassword', () =>
        password.migratePassword(T, { emailOrUsername: 'admin@demo.test', password: PASSWORD }),
      ),
    );
  });

  it('serves the signed-in account: self, update, password change, SAML token, refresh', async () => {
    const self = await call('getSelf', () => session.getSelf());
    expect(self.tenant.loginRedirectPath).toBe('/profile-select');
    const updated = await call('updateSelf', () => session.updateSelf({ name: 'Alex Q. Admin' }));
    expect(updated.name).toBe('Alex Q. Admin');
    await expectStatus(
      'updatePassword',
      () => password.updatePassword(T, { password: 'new-password-123', existingPassword: 'wrong' }),
      400,
    );
    await call('updatePassword', () =>
      password.updatePassword(T, { password: 'new-password-123', existingPassword: PASSWORD }),
    );
    await call('updatePassword', () =>
      password.updatePassword(T, { password: PASSWORD, existingPassword: 'new-password-123' }),
    );
    expect((await call('getSamlToken', () => saml.getSamlToken())).token).toEqual(
      expect.any(String),
    );
    const oldRefresh = held.refresh;
    const refreshed = await call('refreshTokens', () => session.refreshTokens());
    held.access = refreshed.tokens.access.value;
    held.refresh = refreshed.tokens.refresh?.value;
    const newRefresh = held.refresh;
    // Just rotated out, the old token still answers the same new pair (a racing tab or call)…
    held.refresh = oldRefresh;
    expect(await call('refreshTokens', () => session.refreshTokens())).toEqual(refreshed);
    // …until the new one rotates too: two rotations back, it is refused.
    held.refresh = newRefresh;
    const next = await call('refreshTokens', () => session.refreshTokens());
    held.refresh = oldRefresh;
    await expectStatus('refreshTokens', () => session.refreshTokens(), 401);
    held.access = next.tokens.access.value;
    held.refresh = next.tokens.refresh?.value;
  });

  it('administers users through the product API', async () => {
    const page = await call('listUsers', () =>
      users.listUsers({ page: 2, pageSize: 10, sort: 'lastName', order: 'asc', search: 'a' }),
    );
    expect(page.items.length).toBeLessThanOrEqual(10);
    const target = page.items.find((u) => u.email.endsWith('@example.com'))!;
    const one = await call('getUser', () => users.getUser(String(target.id)));
    const changed = await call('updateUser', () =>
      users.updateUser(String(one.id), {
        firstName: 'María José',
        lastName: one.lastName,
        email: one.email,
        defaultRole: one.defaultRole,
        isActive: !one.isActive,
      }),
    );
    expect(changed.firstName).toBe('María José');
    // SPEC §7: the body is the user object. What GET returned, sent back with one change: 200.
    const whole = await call('updateUser', () =>
      users.updateUser(String(one.id), { ...changed, lastName: 'Whole' }),
    );
    expect(whole).toMatchObject({ id: one.id, createdAt: one.createdAt, lastName: 'Whole' });
    // A server-owned field changed: 422 naming it.
    const refused = await call('updateUser', () =>
      users.updateUser(String(one.id), { ...whole, createdAt: '2020-01-01T00:00:00Z' }),
    ).catch((error: unknown) => error as HttpError);
    expect(refused).toMatchObject({ status: 422 });
    expect((refused as HttpError).body).toMatchObject({
      errors: [{ field: 'createdAt', message: 'This field cannot be changed' }],
    });
    await expectStatus(
      'updateUser',
      () =>
        users.updateUser(String(one.id), {
          firstName: 'A',
          lastName: 'B',
          email: 'user@demo.test',
          defaultRole: 'user',
          isActive: true,
        }),
      409,
    );
    await call('deleteUser', () => users.deleteUser(String(one.id)));
    await expectStatus('getUser', () => users.getUser(String(one.id)), 404);
    await expectStatus('deleteUser', () => users.deleteUser(String(one.id)), 404);
  });

  it('reads the credential catalog through the product API', async () => {
    const page = await call('listCredentialTypes', () =>
      credentialTypes.listCredentialTypes({ search: 'vacuna', sort: 'name', lang: 'es' }),
    );
    expect(page.items.map((t) => t.id)).toEqual(['tdap', 'hepatitis-b', 'influenza']);
    const all = await call('listCredentialTypes', () =>
      credentialTypes.listCredentialTypes({ category: 'health', page: 2, pageSize: 5 }),
    );
    expect(all).toMatchObject({ total: 8, page: 2, pageSize: 5 });
    expect(all.items).toHaveLength(3);
    const tb = await call('getCredentialType', () => credentialTypes.getCredentialType('tb-test'));
    expect(tb).toMatchObject({ validity: { kind: 'monthsFromIssue', months: 12 } });
    await expectStatus(
      'getCredentialType',
      () => credentialTypes.getCredentialType('no-such-type'),
      404,
    );
    const access = held.access;
    held.access = 'not-a-jwt';
    await expectStatus('listCredentialTypes', () => credentialTypes.listCredentialTypes(), 401);
    held.access = access;
  });

  it('reads professionals and their compliance; a professional is refused anyone else', async () => {
    const expired = await call('listProfessionals', () =>
      professionals.listProfessionals({ status: 'expired', sort: 'nextExpiry', pageSize: 25 }),
    );
    expect(expired.total).toBeGreaterThan(0);
    expect(expired.items.every((p) => p.overallStatus === 'expired')).toBe(true);
    const other = expired.items[0]!.id;
    await call('getProfessional', () => professionals.getProfessional(String(other)));
    await expectStatus('getProfessional', () => professionals.getProfessional('999999'), 404);
    const approved = await call('reviewCredential', () =>
      reviews.reviewCredential('1001', 'c-1001-06', { decision: 'approve' }),
    );
    expect(approved).toMatchObject({ reviewState: 'approved', status: 'compliant' });
    await expectStatus(
      'reviewCredential',
      () => reviews.reviewCredential('1001', 'c-1001-06', { decision: 'approve' }),
      409,
    );
    await expectStatus(
      'reviewCredential',
      () => reviews.reviewCredential('1001', 'c-1001-06', { decision: 'reject' }),
      422,
    );
    await expectStatus(
      'reviewCredential',
      () => reviews.reviewCredential('1001', 'no-such', { decision: 'approve' }),
      404,
    );
    const checked = await call('verifyCredential', () =>
      verifications.verifyCredential('1001', 'c-1001-01'),
    );
    expect(checked).toMatchObject({ status: 'compliant', verification: { outcome: 'active' } });
    await expectStatus(
      'verifyCredential',
      () => verifications.verifyCredential('1001', 'c-1001-03'),
      409,
    );
    const overview = await call('getComplianceOverview', () => compliance.getComplianceOverview());
    expect(overview.reviewQueue.total).toBeGreaterThan(0);
    const trail = await call('listProfessionalEvents', () => audit.listProfessionalEvents('1001'));
    expect(trail.items.slice(0, 2)).toMatchObject([
      { action: 'credential.verified', credentialId: 'c-1001-01', after: 'active' },
      { action: 'credential.approved', credentialId: 'c-1001-06' },
    ]);
    signedIn(
      await call('loginWithPassword', () =>
        password.loginWithPassword(T, {
          emailOrUsername: 'professional@demo.test',
          password: PASSWORD,
        }),
      ),
    );
    const own = await call('getProfessionalCompliance', () =>
      compliance.getProfessionalCompliance('me'),
    );
    expect(own).toMatchObject({ professionalId: 1001, overall: 'needs-attention' });
    const wallet = await call('listProfessionalCredentials', () =>
      credentials.listProfessionalCredentials('me'),
    );
    expect(wallet.items.length).toBeGreaterThan(10);
    const bell = await call('listAlerts', () => alerts.listAlerts({ filter: 'unread' }));
    expect(bell.unread).toBeGreaterThan(0);
    const read = await call('markAlertRead', () => alerts.markAlertRead(bell.items[0]!.id));
    expect(read.readAt).toBeDefined();
    await expectStatus('markAlertRead', () => alerts.markAlertRead('al-999999'), 404);
    expect(await call('markAllAlertsRead', () => alerts.markAllAlertsRead())).toEqual({
      unread: 0,
    });
    await expectStatus('listProfessionals', () => professionals.listProfessionals(), 403);
    await expectStatus('getComplianceOverview', () => compliance.getComplianceOverview(), 403);
    await expectStatus(
      'reviewCredential',
      () => reviews.reviewCredential('me', 'c-1001-09', { decision: 'approve' }),
      403,
    );
    await expectStatus(
      'verifyCredential',
      () => verifications.verifyCredential('me', 'c-1001-01'),
      403,
    );
    await expectStatus('getProfessional', () => professionals.getProfessional(String(other)), 403);
    await expectStatus(
      'listProfessionalCredentials',
      () => credentials.listProfessionalCredentials(String(other)),
      403,
    );
    await expectStatus(
      'getProfessionalCompliance',
      () => compliance.getProfessionalCompliance(String(other)),
      403,
    );
    signedIn(
      await call('loginWithPassword', () =>
        password.loginWithPassword(T, { emailOrUsername: 'admin@demo.test', password: PASSWORD }),
      ),
    );
  });

  it('reads employers: the workforce for an administrator, the profile alone for a recruiter', async () => {
    const page = await call('listEmployers', () =>
      employers.listEmployers({ sort: 'clearedShare' }),
    );
    expect(page.total).toBeGreaterThan(10);
    const saguaro = await call('getEmployer', () => employers.getEmployer('3'));
    expect(saguaro.workforce?.engaged).toBeGreaterThan(0);
    const roster = await call('listEmployerRoster', () =>
      employers.listEmployerRoster('3', { sort: 'nextExpiry', facilityId: 'f-3-1' }),
    );
    expect(roster.items.every((r) => r.facilityId === 'f-3-1')).toBe(true);
    const login = (email: string) =>
      call('loginWithPassword', () =>
        password.loginWithPassword(T, { emailOrUsername: email, password: PASSWORD }),
      );
    signedIn(await login('recruiter@demo.test'));
    const profile = await call('getEmployer', () => employers.getEmployer('3'));
    expect(profile).not.toHaveProperty('workforce');
    await expectStatus('listEmployers', () => employers.listEmployers(), 403);
    await expectStatus('getEmployer', () => employers.getEmployer('mine'), 404);
    signedIn(await login('admin@demo.test'));
  });

  it('changes an employer’s requirement sets: its own people and administrators, by revision', async () => {
    const login = (email: string) =>
      call('loginWithPassword', () =>
        password.loginWithPassword(T, { emailOrUsername: email, password: PASSWORD }),
      );
    const acls = {
      name: 'ACLS for everyone',
      scope: {},
      requirements: [{ typeId: 'acls', anyOf: [], blocking: true }],
    };
    signedIn(await login('organization@demo.test'));
    const before = await call('getEmployer', () => employers.getEmployer('mine'));
    expect(before.mayEditRequirements).toBe(true);
    const created = await call('createRequirementSet', () =>
      employers.createRequirementSet('mine', acls),
    );
    expect(created).toMatchObject({ id: 'rs-3-5', revision: 1 });
    const after = await call('getEmployer', () => employers.getEmployer('mine'));
    expect(after.workforce!.cleared).toBeLessThan(before.workforce!.cleared);
    const renamed = await call('updateRequirementSet', () =>
      employers.updateRequirementSet('3', created.id, { ...acls, name: 'Codes', revision: 1 }),
    );
    expect(renamed).toMatchObject({ name: 'Codes', revision: 2 });
    await expectStatus(
      'updateRequirementSet',
      () => employers.updateRequirementSet('3', created.id, { ...acls, revision: 1 }),
      409,
    );
    await expectStatus(
      'createRequirementSet',
      () => employers.createRequirementSet('3', { ...acls, scope: { facilityId: 'f-4-1' } }),
      422,
    );
    await call('deleteRequirementSet', () => employers.deleteRequirementSet('mine', created.id));
    await expectStatus(
      'deleteRequirementSet',
      () => employers.deleteRequirementSet('mine', created.id),
      404,
    );
    await expectStatus(
      'createRequirementSet',
      () => employers.createRequirementSet('12', acls),
      403,
    );
    signedIn(await login('recruiter@demo.test'));
    const browsed = await call('getEmployer', () => employers.getEmployer('3'));
    expect(browsed.mayEditRequirements).toBe(false);
    await expectStatus(
      'updateRequirementSet',
      () => employers.updateRequirementSet('3', 'rs-3-1', { ...acls, revision: 1 }),
      403,
    );
    signedIn(await login('admin@demo.test'));
  });

  it('compares a professional with an employer, and lets them apply once', async () => {
    const login = (email: string) =>
      call('loginWithPassword', () =>
        password.loginWithPassword(T, { emailOrUsername: email, password: PASSWORD }),
      );
    signedIn(await login('professional@demo.test'));
    const gap = await call('getEmployerGap', () =>
      employers.getEmployerGap('10', { facilityId: 'f-10-1', startOn: '2027-01-04' }),
    );
    expect(gap.met).toBeLessThan(gap.total);
    const applied = await call('applyToEmployer', () =>
      employers.applyToEmployer('10', { facilityId: 'f-10-1', startOn: '2027-01-04' }),
    );
    expect(applied.stage).toBe('applied');
    await expectStatus('applyToEmployer', () => employers.applyToEmployer('10', {}), 422);
    const mine = await call('listProfessionalEngagements', () =>
      employers.listProfessionalEngagements('me'),
    );
    expect(mine.items.map((item) => item.gap.engagement?.stage)).toContain('applied');
    signedIn(await login('admin@demo.test'));
    await expectStatus('getEmployerGap', () => employers.getEmployerGap('10'), 400);
    await expectStatus(
      'applyToEmployer',
      () => employers.applyToEmployer('10', { facilityId: 'f-10-1' }),
      403,
    );
    const onboarding = await call('moveEngagement', () =>
      employers.moveEngagement('10', applied.id, { from: 'applied', stage: 'onboarding' }),
    );
    expect(onboarding.stage).toBe('onboarding');
    await expectStatus(
      'moveEngagement',
      () => employers.moveEngagement('10', applied.id, { from: 'onboarding', stage: 'cleared' }),
      409,
    );
    await expectStatus(
      'moveEngagement',
      () => employers.moveEngagement('10', 'e-10-999999', { from: 'applied', stage: 'ended' }),
      404,
    );
  });

  it('signs in by email link and by email code, each usable once', async () => {
    held.access = undefined;
    held.refresh = undefined;
    const sent = await call('sendLoginLink', () =>
      link.sendLoginLink(T, { email: 'recruiter@demo.test' }),
    );
    const params = linkParams(sent.result.link);
    signedIn(
      await call('loginWithLink', () => link.loginWithLink(T, { ...params, linkType: 'login' })),
    );
    await expectStatus('loginWithLink', () => link.loginWithLink(T, params), 400);

    const codeSent = await call('sendVerificationCode', () =>
      code.sendVerificationCode(T, { channel: 'email', email: 'agency@demo.test' }),
    );
    const verificationCode = codeSent.result.verificationCode ?? '';
    signedIn(
      await call('loginWithVerificationCode', () =>
        code.loginWithVerificationCode(T, {
          channel: 'email',
          email: 'agency@demo.test',
          verificationCode,
        }),
      ),
    );
    await expectStatus(
      'loginWithVerificationCode',
      () =>
        code.loginWithVerificationCode(T, {
          channel: 'email',
          email: 'agency@demo.test',
          verificationCode,
        }),
      400,
    );
  });

  it('resets a forgotten password by link', async () => {
    const sent = await call('sendResetLink', () =>
      reset.sendResetLink(T, { email: 'organization@demo.test' }),
    );
    const params = linkParams(sent.result.link);
    await expectStatus(
      'resetPassword',
      () => reset.resetPassword(T, { ...params, password: 'short' }),
      400,
    );
    signedIn(
      await call('resetPassword', () =>
        reset.resetPassword(T, { ...params, password: 'brand-new-password-1' }),
      ),
    );
  });

  it('refuses the users list to a professional and ends sessions at logout', async () => {
    signedIn(
      await call('loginWithPassword', () =>
        password.loginWithPassword(T, {
          emailOrUsername: 'professional@demo.test',
          password: PASSWORD,
        }),
      ),
    );
    await expectStatus('listUsers', () => users.listUsers(), 403);
    await call('logout', () => session.logout());
    await expectStatus('getSelf', () => session.getSelf(), 401);
    await expectStatus('refreshTokens', () => session.refreshTokens(), 401);
    await expectStatus('logout', () => session.logout(), 401);
  });

  it('answers injected faults with the contract error body', async () => {
    const inject = (operationId: string, status: number) =>
      fetch(`${backendUrl}/__demo/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationId, status }),
      });
    expect((await inject('getTenantMode', 500)).status).toBe(201);
    await expectStatus('getTenantMode', () => tenant.getTenantMode(T), 500);
    expect((await inject('getTenantMode', 429)).status).toBe(201);
    await expectStatus('getTenantMode', () => tenant.getTenantMode(T), 429);
    await call('getTenantMode', () => tenant.getTenantMode(T));
  });

  it('answers every fault it can inject, on every operation, within the contract (the sweep)', async () => {
    const ops = [
      ...loadContract('openapi/provider-v0.yaml').operations,
      ...loadContract('openapi/product-v1.yaml').operations,
    ];
    const statuses = { ...providerStatuses, ...productStatuses };
    // A session to send, so that only the injected status can answer.
    signedIn(
      await call('loginWithPassword', () =>
        password.loginWithPassword(T, { emailOrUsername: 'admin@demo.test', password: PASSWORD }),
      ),
    );
    const wrong: string[] = [];
    let count = 0;
    for (const op of ops) {
      for (const status of statuses[op.operationId] ?? []) {
        const injected = await fetch(`${backendUrl}/__demo/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ operationId: op.operationId, status }),
        });
        expect(injected.status).toBe(201);
        count += 1;
        const answer = await call(op.operationId, () =>
          calls[op.operationId]!(firstRequestExample(op), {}),
        ).then(
          () => 'answered 2xx',
          (error: unknown) =>
            error instanceof HttpError ? error.status : `threw ${String(error)}`,
        );
        if (answer !== status) wrong.push(`${op.operationId} ${status}: ${answer}`);
      }
    }
    await fetch(`${backendUrl}/__demo/faults`, { method: 'DELETE' });
    expect(wrong).toEqual([]);
    // Every operation × every status its contract declares; reported in the closing note.
    expect(count).toBe(Object.values(statuses).reduce((sum, list) => sum + list.length, 0));
    console.info(`fault sweep: ${count} operation × status pairs, 0 violations`);
  });

  it('reads a body over 2 MB to its end and answers 413; the connection serves the next call', async () => {
    const huge = JSON.stringify({ emailOrUsername: 'x'.repeat(3 * 1024 * 1024), password: 'p' });
    const provider = await fetch(`${backendUrl}/v0/tenants/${T}/auth/basic`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(provider.status).toBe(413);
    await expect(provider.json()).resolves.toEqual({
      statusCode: 413,
      message: 'Request body too large',
      error: { type: 'bad_request_error' },
    });
    const product = await fetch(`${backendUrl}/api/v1/users/1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: huge,
    });
    expect(product.status).toBe(413);
    await expect(product.json()).resolves.toMatchObject({ status: 413, code: 'payload_too_large' });
    const next = await fetch(`${backendUrl}/v0/tenants/${T}/mode`);
    expect(next.status).toBe(200);
  });

  it('exercised every operation of both contracts', () => {
    const all = [
      ...loadContract('openapi/provider-v0.yaml').operations,
      ...loadContract('openapi/product-v1.yaml').operations,
    ].map((o) => o.operationId);
    expect(all.filter((id) => !called.has(id))).toEqual([]);
  });
});
