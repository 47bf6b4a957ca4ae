/**
 * The demo tenant as a fresh install has it: one account per role, two MFA accounts, 240
 * product users for paging and about 200 professionals with their credentials. Deterministic: the same seed always gives the same data.
 */
import { Faker, en, es } from '@faker-js/faker';
import type { Factor } from '../generated/provider/model';
import type { DemoDb, EmailAccount, Role, Settings, TenantConfig, UserRecord } from './db';
import { now } from './clock';
import { civilToday } from './compliance/civil-date';
import { registryFrom, suspendedSinceLastCheck } from './compliance/registry';
import { seedAuditEvents } from './seed-demo-professional';
import { seedEmployers } from './seed-employers';
import { seedProfessionals } from './seed-professionals';
import { seedFiles, seedFolders } from './files/seed-files';
import { seedHelpArticles } from './help/seed-help';
import { seedAlerts } from './seed-alerts';
import { attachSeededDocuments } from './seed-documents';
import { seedSubscription } from './seed-subscription';

export const DEMO_TENANT_ID = 'demo1234';
export const DEMO_PASSWORD = 'Compliance-demo-1';
/** Base32 TOTP secret of mfa@demo.test: add it to any authenticator app (SHA-1, 6 digits, 30 s). */
export const DEMO_TOTP_SECRET = 'DEMOCOMPLIANCEHUBMFASECRETKEY234';
export const DEMO_BACKUP_CODES = [
  '1a2b3-c4d5e',
  '2b3c4-d5e6f',
  '3c4d5-e6f7a',
  '4d5e6-f7a8b',
  '5e6f7-a8b9c',
  '6f7a8-b9c0d',
  '7a8b9-c0d1e',
  '8b9c0-d1e2f',
  '9c0d1-e2f3a',
  '0d1e2-f3a4b',
];
export const DEMO_PROFESSIONAL_ID = 1001;
/**
 * The shape of the stored demo data: a stored state of another version is replaced by the seed
 * (store.ts). 3: professionals, their credentials and the audit events of their records (the
 * compliance core); 4: the primary sources' registry; 5: credentials' documents; 6: employers and
 * engagements; 7: requirement sets' revisions, and how many sets each employer has been given;
 * 8: work history and the registry's people not on the platform; 9: alerts and the demo calendar;
 * 10: the help center's articles; 11: the file manager's folders and files; 12: an empty folder
 * (Archive) in the seed; 13: the tenant's subscription.
 */
export const SCHEMA_VERSION = 13;

export const DEFAULT_FIRST_FACTORS: Factor[] = [
  { strategy: 'password', channel: 'email' },
  { strategy: 'link', channel: 'email' },
  { strategy: 'verificationCode', channel: 'email' },
  { strategy: 'verificationCode', channel: 'sms' },
  { strategy: 'totp', channel: 'authenticator' },
];
export const DEFAULT_SECOND_FACTORS: Factor[] = [
  { strategy: 'totp', channel: 'authenticator' },
  { strategy: 'verificationCode', channel: 'sms' },
];

export const DEFAULT_SETTINGS: Settings = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  codeTtlSeconds: 10 * 60,
  linkTtlSeconds: 60 * 60,
  firstFactorTokenTtlSeconds: 10 * 60,
};

export function seedTenant(): TenantConfig {
  return {
    tenantId: DEMO_TENANT_ID,
    name: 'Compliance Hub Demo',
    mode: 'test',
    firstFactors: DEFAULT_FIRST_FACTORS.map((f) => ({ ...f })),
    secondFactors: DEFAULT_SECOND_FACTORS.map((f) => ({ ...f })),
    loginRedirectPath: '/profile-select',
    logoutRedirectPath: '/sign-in',
    mfaRequiredForNewUsers: true,
  };
}

interface DemoAccountSeed {
  email: string;
  name: string;
  role: Role;
  phoneNumber?: string;
  mfa?: 'configured' | 'setup';
}

/** README lists these; every one has the password DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: DemoAccountSeed[] = [
  { email: 'admin@demo.test', name: 'Alex Admin', role: 'admin' },
  { email: 'user@demo.test', name: 'Uma User', role: 'user' },
  { email: 'recruiter@demo.test', name: 'Rita Recruiter', role: 'recruiter' },
  { email: 'agency@demo.test', name: 'Aaron Agency', role: 'agency' },
  { email: 'organization@demo.test', name: 'Olga Organization', role: 'organization' },
  {
    email: 'professional@demo.test',
    name: 'Pablo Professional',
    role: 'professional',
    phoneNumber: '+17025550101',
  },
  {
    email: 'mfa@demo.test',
    name: 'Maya Multifactor',
    role: 'user',
    phoneNumber: '+17025550102',
    mfa: 'configured',
  },
  { email: 'mfa-setup@demo.test', name: 'Sam Setup', role: 'user', mfa: 'setup' },
];

const CREATED = '2026-01-05T09:00:00Z';

function uuidFrom(faker: Faker): string {
  return faker.string.uuid();
}

function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = name, ...rest] = name.split(' ');
  return { firstName, lastName: rest.join(' ') || firstName };
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

const ROLE_WEIGHTS: Array<{ weight: number; value: Role }> = [
  { weight: 55, value: 'professional' },
  { weight: 10, value: 'user' },
  { weight: 10, value: 'recruiter' },
  { weight: 8, value: 'agency' },
  { weight: 8, value: 'organization' },
  { weight: 4, value: 'admin' },
];

export const SEEDED_PRODUCT_USERS = 240;

type Seed = Omit<DemoDb, 'signingKey'>;

let made: { today: string; seed: Seed } | undefined;

/**
 * The seed for today (UTC): made once a day and copied for each reset, since every demo-backend
 * test file resets the data after each test and making 200 professionals takes a while.
 */
export function seedDb(): Seed {
  const today = civilToday(new Date(now()), 'UTC');
  if (made?.today !== today) made = { today, seed: makeSeed(today) };
  return structuredClone(made.seed);
}

function makeSeed(today: string): Seed {
  const faker = new Faker({ locale: [en] });
  const fakerEs = new Faker({ locale: [es, en] });
  faker.seed(1234);
  fakerEs.seed(5678);

  const accounts: EmailAccount[] = DEMO_ACCOUNTS.map((seed, i) => ({
    userId: i + 1,
    userUuid: uuidFrom(faker),
    email: seed.email,
    username: seed.email.split('@')[0],
    name: seed.name,
    phoneNumber: seed.phoneNumber,
    password: DEMO_PASSWORD,
    roles: [seed.role],
    data: seed.role === 'professional' ? { professionalId: DEMO_PROFESSIONAL_ID } : {},
    isEmailConfirmed: true,
    isPhoneNumberConfirmed: seed.phoneNumber !== undefined,
    isMfaRequired: seed.mfa !== undefined,
    totp:
      seed.mfa === 'configured'
        ? { secret: DEMO_TOTP_SECRET, backupCodes: [...DEMO_BACKUP_CODES] }
        : undefined,
    createdAt: CREATED,
    updatedAt: CREATED,
  }));

  const users: UserRecord[] = accounts.map((account) => ({
    id: account.userId,
    authUuid: account.userUuid,
    authId: account.userId,
    authSource: 'userfront',
    ...splitName(account.name ?? account.email),
    email: account.email,
    emailVerified: true,
    phoneVerified: account.isPhoneNumberConfirmed,
    defaultRole: account.roles[0] ?? 'professional',
    isActive: true,
    keyVersion: 1,
    ...(account.roles[0] === 'professional' ? { professional: { id: DEMO_PROFESSIONAL_ID } } : {}),
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  }));

  const start = Date.parse('2024-06-01T00:00:00Z');
  const end = Date.parse('2026-11-01T00:00:00Z');
  for (let n = 0; n < SEEDED_PRODUCT_USERS; n += 1) {
    const f = n % 3 === 0 ? fakerEs : faker;
    const firstName = f.person.firstName();
    const lastName = f.person.lastName();
    const id = users.length + 1;
    const role = f.helpers.weightedArrayElement(ROLE_WEIGHTS);
    const created = new Date(
      start + Math.floor(f.number.float({ min: 0, max: 1 }) * (end - start)),
    );
    const createdAt = `${created.toISOString().slice(0, 19)}Z`;
    users.push({
      id,
      authUuid: uuidFrom(f),
      authId: 5000 + id,
      authSource: 'userfront',
      firstName,
      lastName,
      email: `${ascii(firstName)}.${ascii(lastName)}${id}@example.com`,
      ...(f.datatype.boolean({ probability: 0.3 })
        ? { avatar: `https://avatars.example.com/u/${id}.png` }
        : {}),
      emailVerified: f.datatype.boolean({ probability: 0.9 }),
      phoneVerified: f.datatype.boolean({ probability: 0.6 }),
      defaultRole: role,
      isActive: f.datatype.boolean({ probability: 0.85 }),
      keyVersion: f.number.int({ min: 1, max: 3 }),
      ...(role === 'professional' ? { professional: { id: 2000 + id } } : {}),
      createdAt,
      updatedAt: createdAt,
    });
  }

  const idOf = (role: Role) => accounts.find((a) => a.roles[0] === role)!.userId;
  const proFaker = new Faker({ locale: [en] });
  const proFakerEs = new Faker({ locale: [es, en] });
  proFaker.seed(4321);
  proFakerEs.seed(8765);
  const professionals = seedProfessionals(
    { en: proFaker, es: proFakerEs },
    users,
    { recruiter: idOf('recruiter'), agency: idOf('agency'), organization: idOf('organization') },
    today,
  );

  const { employers, engagements } = seedEmployers(
    users,
    professionals,
    {
      agency: idOf('agency'),
      organization: idOf('organization'),
      demoProfessionalId: DEMO_PROFESSIONAL_ID,
    },
    today,
  );

  attachSeededDocuments(professionals, DEMO_PROFESSIONAL_ID);
  const registry = registryFrom(professionals);
  suspendedSinceLastCheck(registry, professionals, idOf('recruiter'), DEMO_PROFESSIONAL_ID);

  const alerts = seedAlerts(professionals, DEMO_PROFESSIONAL_ID, today);

  return {
    version: SCHEMA_VERSION,
    tenant: seedTenant(),
    settings: { ...DEFAULT_SETTINGS },
    accounts,
    secrets: [],
    sessions: [],
    outbox: [],
    users,
    professionals,
    employers,
    engagements,
    auditEvents: seedAuditEvents(users, today),
    registry,
    alerts,
    alertsMade: alerts.length,
    helpArticles: seedHelpArticles(today),
    folders: seedFolders(today),
    files: seedFiles(today),
    foldersMade: 5,
    filesMade: 6,
    subscription: seedSubscription(professionals, today),
  };
}
