/**
 * The records the compliance engine reads and writes (engine.ts). JSON as they are, so that the
 * OpenAPI contract can carry them unchanged: plain string unions, civil dates as 'YYYY-MM-DD'.
 */
import type { CredentialTypeId } from './catalog';

export type ReviewState = 'pending' | 'approved' | 'rejected';

export type VerificationOutcome =
  | 'active'
  | 'expired'
  | 'probation'
  | 'suspended'
  | 'revoked'
  | 'not-found'
  | 'name-mismatch'
  | 'exclusion-match'
  | 'clear';

export interface Verification {
  outcome: VerificationOutcome;
  /** ISO 8601 instant; kept for the evidence trail, not judged here. */
  checkedAt: string;
}

/** A credential the professional holds. Dates are civil dates, 'YYYY-MM-DD'. */
export interface HeldCredential {
  id: string;
  typeId: CredentialTypeId;
  issuedOn?: string;
  expiresOn?: string;
  reviewState: ReviewState;
  rejectionReason?: string;
  /** The id of the credential that renews or replaces this one. */
  replacedBy?: string;
  verification?: Verification;
  /**
   * How many documents are on file for it. Undefined: not told, and the engine does not judge the
   * document (the table tests of other rules leave it out).
   */
  documentCount?: number;
}

/** `endsOn` is the last day the waiver holds. */
export interface Waiver {
  typeId: CredentialTypeId;
  reason: string;
  endsOn: string;
}

export interface Requirement {
  typeId: CredentialTypeId;
  /** Blocking requirements gate work; advisory ones are shown but never hold anyone back. */
  blocking: boolean;
  /**
   * Types accepted in its stead besides the catalog's alternatives (an employer's any-of group:
   * ACLS or PALS). One way and not transitive, as the catalog's are.
   */
  anyOf?: readonly CredentialTypeId[];
  /**
   * The credential must have been issued within this many months: its last valid day for this
   * requirement is the issue date plus these months, or its own, whichever comes first.
   */
  maxAgeMonths?: number;
  /**
   * The credential must have been issued at most this many days before the first day of work:
   * judged by the gap for a start day (product/gap.ts), not by the engine, which has no start.
   */
  withinDaysOfStart?: number;
}

export interface RequirementInput {
  requirement: Requirement;
  credentials: readonly HeldCredential[];
  waivers: readonly Waiver[];
  /** The professional's civil date (civilToday), not the server's. */
  today: string;
}

export type ComplianceStatus =
  | 'waived'
  | 'missing'
  | 'rejected'
  | 'pending-review'
  | 'needs-attention'
  | 'expired'
  | 'expiring'
  | 'compliant';

export type ReasonCode =
  | 'waiver-active'
  | 'waiver-ended'
  | 'none-on-file'
  | 'document-missing'
  | 'rejected-by-reviewer'
  | 'awaiting-review'
  | 'awaiting-verification'
  | 'license-suspended'
  | 'license-revoked'
  | 'license-probation'
  | 'license-not-found'
  | 'npi-not-found'
  | 'name-mismatch'
  | 'exclusion-match'
  | 'expiry-date-missing'
  | 'issue-date-missing'
  | 'expired-at-source'
  | 'expired-on'
  | 'issued-too-long-ago'
  | 'expires-in'
  | 'current';

export type NextActor = 'professional' | 'reviewer' | 'none';

export interface RequirementResult {
  status: ComplianceStatus;
  reason: ReasonCode;
  nextActor: NextActor;
  /** The last valid day: of the credential, of a waiver, or of a waiver that has ended. */
  dueOn?: string;
  /** Whole civil days from today to dueOn: 0 on the last valid day, negative once past. */
  daysLeft?: number;
  /** The credential the status speaks of, whatever the status. */
  credentialId?: string;
  /** The type of that credential when it meets the requirement today (it may be an alternative). */
  satisfiedBy?: CredentialTypeId;
  rejectionReason?: string;
  /** The waiver's reason, while it is in date or just ended. */
  waiverReason?: string;
}

export interface RollUp {
  /** The worst status of the blocking requirements; `compliant` when none blocks. */
  overall: ComplianceStatus;
  /** Every blocking requirement is compliant, expiring or waived. */
  cleared: boolean;
  /** Every requirement, advisory ones too, by status. */
  counts: Record<ComplianceStatus, number>;
}
