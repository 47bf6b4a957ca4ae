/**
 * The demo backend's whole state, JSON-serialisable so the browser can keep it in localStorage.
 * Request and response shapes come from generated/; these are the backend's own records.
 */
import type { Factor, Mode, Tokens } from '../generated/provider/model';
import type { PlanId, User } from '../generated/product/model';
import type { DemoMessage } from '../generated/demo/model';
import type { Registry } from './compliance/registry';
import type {
  Alert,
  AuditEvent,
  Credential,
  CredentialDocument,
  CredentialVerification,
  Discipline,
  EmployerKind,
  EngagementStage,
  Facility,
  JobPreferences,
  OnboardingStep,
  Professional,
  RequirementSet,
  WorkHistoryEntry,
} from '../generated/product/model';
import type { AlertMark } from './compliance/alerts';
import type { FileRecord, FolderRecord, HelpArticleRecord } from './db-content';
import type { HeldCredential, Waiver } from './compliance/types';

export type Role = User['defaultRole'];

/** A product user as the backend stores it (the contract's readOnly fields are the server's to write). */
export type UserRecord = { -readonly [K in keyof User]: User[K] };

export interface TotpConfig {
  secret: string;
  /** Single-use; a used code is removed. */
  backupCodes: string[];
  /** The last 30-second step whose code was accepted: a code works once. */
  lastUsedStep?: number;
}

export interface Account {
  userId: number;
  userUuid: string;
  /** Absent for an account signed up by phone only (an SMS code to a new number). */
  email?: string;
  username?: string;
  name?: string;
  image?: string;
  phoneNumber?: string;
  /** Undefined for passwordless accounts. */
  password?: string;
  roles: Role[];
  data: Record<string, unknown>;
  isEmailConfirmed: boolean;
  isPhoneNumberConfirmed: boolean;
  /**
   * SMS codes were set up as a second factor (a code to the phone passed the second-factor step).
   * A confirmed phone number alone does not make SMS a configured factor (SPEC §4).
   */
  smsSecondFactor?: boolean;
  /** A second factor is asked for at every sign-in (and set up first if none is configured). */
  isMfaRequired: boolean;
  totp?: TotpConfig;
  /** The TOTP secret offered by GET /auth/totp, until a code confirms it. */
  pendingTotp?: TotpConfig;
  createdAt: string;
  updatedAt: string;
}

/** An account with an email address: every seeded one, and any signed up by email. */
export type EmailAccount = Account & { email: string };

export interface TenantConfig {
  tenantId: string;
  name: string;
  mode: Mode;
  firstFactors: Factor[];
  secondFactors: Factor[];
  loginRedirectPath: string;
  logoutRedirectPath: string;
  /** Accounts created by sign-up must set up a second factor. */
  mfaRequiredForNewUsers: boolean;
  /**
   * PKCE required: sign-ons in a PKCE session (with a `code_challenge`) are answered with an
   * authorization code for `redirectTo` instead of tokens (provider/pkce.ts). Off unless set.
   */
  pkce?: { redirectTo: string };
}

export interface Settings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  codeTtlSeconds: number;
  linkTtlSeconds: number;
  firstFactorTokenTtlSeconds: number;
}

/** A one-time secret: email link, reset link, verification code, first-factor or SAML token. */
export interface OneTimeSecret {
  kind: 'login-link' | 'reset-link' | 'code' | 'first-factor' | 'saml';
  value: string;
  userId: number;
  expiresAt: number;
  /** For codes: the channel and the address or number it was sent to. */
  channel?: 'email' | 'sms';
  to?: string;
  /** For first-factor tokens: the factor already passed. */
  factor?: Factor;
}

export interface RefreshSession {
  sessionId: string;
  userId: number;
  /** The refresh token id (jti) of this session that is accepted: refresh rotates it. */
  currentJti: string;
  expiresAt: number;
  /**
   * The refresh token just rotated out, accepted until `until` (a few seconds), answering the
   * same new tokens (`tokens`): two tabs or two calls racing with one refresh token both succeed.
   */
  previous?: { jti: string; until: number; tokens: Tokens };
}

/** A message in the outbox: its shape is the demo controls' contract (openapi/demo-controls-v0.yaml). */
export type OutboxMessage = DemoMessage;

/**
 * A credential as the backend stores it: what the engine reads (compliance/types.ts) and what the
 * form asked for. The computed fields of the contract's `Credential` (status, reason…) are not
 * stored: the server computes them on every read.
 */
export type CredentialRecord = HeldCredential &
  Pick<Credential, 'number' | 'state' | 'issuer' | 'addedAt'> & {
    verification?: HeldCredential['verification'] & Omit<CredentialVerification, 'outcome'>;
    /** What is known of its documents; their bytes are kept apart (document-bytes.ts). */
    documents?: CredentialDocument[];
    /** The tightest expiry threshold already alerted for this expiry date (product/alerts.ts). */
    alerted?: AlertMark;
  };

/** A professional as the backend stores them; compliance is computed on read (compliance/standing.ts). */
export interface ProfessionalRecord extends Pick<
  Professional,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'specialties'
  | 'npi'
  | 'homeState'
  | 'states'
  | 'timeZone'
  | 'userId'
  | 'createdAt'
> {
  discipline: Discipline;
  credentials: CredentialRecord[];
  waivers: Waiver[];
  /**
   * The product users (recruiters, agencies, organizations) this professional is linked to: who
   * besides them and the administrators may read their record (docs/decisions/018).
   */
  links: number[];
  /** Raised by every change, so that a computed standing is recomputed (compliance/standing.ts). */
  revision: number;
  /** What work they look for; absent until first saved (product/onboarding.ts). */
  preferences?: JobPreferences;
  /** The optional onboarding steps they chose to skip. */
  onboardingSkipped?: OnboardingStep[];
  /** Where they have worked, as they said it (product/work-history.ts); absent: nothing said. */
  workHistory?: WorkHistoryEntry[];
  /** The language they last used the product in: their messages are written in it (en if unknown). */
  language?: 'en' | 'es';
}

/**
 * An organization that runs facilities, or a staffing agency (docs/decisions/024). Its requirement
 * sets add to the platform's requirements (compliance/employer-requirements.ts).
 */
export interface EmployerRecord {
  id: number;
  kind: EmployerKind;
  /** The name it is known by; `legalName` is the one on its papers. */
  name: string;
  legalName: string;
  npi?: string;
  city: string;
  state: string;
  email?: string;
  phone?: string;
  /** An agency has none: it places people at its clients' facilities. */
  facilities: Facility[];
  /** Each with its own `revision`, raised by every change to it (a change names the one it read). */
  requirementSets: RequirementSet[];
  /**
   * How many requirement sets it has ever been given: a new one is `rs-<id>-<setsMade + 1>`, so
   * the id of a removed set is never given again (a stale change to it must not land on another).
   */
  setsMade: number;
  /** The organization or agency product users who act for it (`mine`, its roster, its workforce). */
  memberUserIds: number[];
  createdAt: string;
  /** Raised by every change, so that the roster's standings are recomputed (compliance/employer-standing.ts). */
  revision: number;
}

// The help center's and the file manager's records (db-content.ts), named here with the rest.
export type { FileRecord, FolderRecord, HelpArticleRecord } from './db-content';

/** An alert as stored: the contract's, and the product user it is for. */
export type AlertRecord = { -readonly [K in keyof Alert]: Alert[K] } & { userId: number };

/** A professional engaged at an employer; one per pair, id 'e-<employerId>-<professionalId>'. */
export interface EngagementRecord {
  id: string;
  professionalId: number;
  employerId: number;
  /** The facility the engagement is at (none at an agency). */
  facilityId?: string;
  stage: EngagementStage;
  startOn?: string;
  createdAt: string;
}

/** The tenant's plan (product/plans.ts): its trial, and the verifications counted this month. */
export interface SubscriptionRecord {
  planId: PlanId;
  /** The free trial's last day (UTC). */
  trialEndsOn: string;
  /** A plan paid for (the demo never takes payment: false). */
  paid: boolean;
  /** The verifications run in `month` ('YYYY-MM', UTC). */
  usage: { month: string; verifications: number };
}

export interface DemoDb {
  version: number;
  tenant: TenantConfig;
  settings: Settings;
  accounts: Account[];
  secrets: OneTimeSecret[];
  sessions: RefreshSession[];
  outbox: OutboxMessage[];
  users: UserRecord[];
  professionals: ProfessionalRecord[];
  employers: EmployerRecord[];
  engagements: EngagementRecord[];
  /** Every change to a professional's record, oldest first; written with the change, never edited. */
  auditEvents: AuditEvent[];
  /** The primary sources a verification asks (compliance/registry.ts), made from the seed. */
  registry: Registry;
  /** Every alert raised for a person with an account, newest first (product/alerts.ts). */
  alerts: AlertRecord[];
  /** How many alerts have ever been raised: the next is `al-<alertsMade + 1>`. */
  alertsMade: number;
  /** The hour of the demo calendar the alerts' daily job last ran in (product/alerts.ts). */
  alertsSweptHour?: number;
  /** The help center's articles, each language's version its own record (product/help.ts). */
  helpArticles: HelpArticleRecord[];
  /** The file manager's folders and files (decision 036), and the last numbers given. */
  folders: FolderRecord[];
  files: FileRecord[];
  foldersMade: number;
  filesMade: number;
  /** The tenant's plan and this month's verifications (product/plans.ts). */
  subscription: SubscriptionRecord;
  /** Days the demo calendar is ahead of real time (calendar.ts); absent: real time. */
  clockOffsetDays?: number;
  /** Private and public JWK of the RS256 signing key, made on first start. */
  signingKey?: { privateJwk: JsonWebKey; publicJwk: JsonWebKey; kid: string };
}
