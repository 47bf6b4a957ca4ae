/**
 * When a credential's expiry is worth an alert (docs/decisions/031): at 90, 60, 30 and 7 days
 * before its last valid day, and once it has passed. Each threshold is alerted once per expiry
 * date; a jump past several (the calendar moved a month, a card added late) raises only the
 * tightest, and a renewal, with its new date, starts again.
 */
import type { Credential } from '../../generated/product/model';
import type { ProfessionalRecord } from '../db';
import { credentialType, isCredentialTypeId } from './catalog';
import { standingOf } from './standing';

export const ALERT_DAYS = [90, 60, 30, 7] as const;

/** The tightest threshold already alerted for the expiry date `dueOn`; 0 is the expiry itself. */
export interface AlertMark {
  dueOn: string;
  threshold: number;
}

/** The tightest threshold `daysLeft` has reached: 0 once expired, none further than 90 days. */
export function thresholdReached(daysLeft: number): number | undefined {
  if (daysLeft < 0) return 0;
  return ALERT_DAYS.filter((days) => daysLeft <= days).at(-1);
}

/** The threshold to alert now, unless one as tight was already alerted for this expiry date. */
export function dueThreshold(
  dueOn: string,
  daysLeft: number,
  mark?: AlertMark,
): number | undefined {
  const reached = thresholdReached(daysLeft);
  if (reached === undefined) return undefined;
  if (mark && mark.dueOn === dueOn && mark.threshold <= reached) return undefined;
  return reached;
}

/** An expiry alert the job raised: what the contract's `Alert` says of it. */
export interface RaisedExpiry {
  kind: 'expiring' | 'expired';
  credentialId: string;
  typeId: string;
  expiresOn: string;
  daysLeft: number;
  threshold?: (typeof ALERT_DAYS)[number];
}

/**
 * The alerts' daily job for one professional on the day `instant` falls on where they are: what
 * they must renew (a last valid day, a document they send, not rejected, not renewed by a card
 * that still stands) and have not been alerted about at this threshold. Marks each raised one on
 * its stored credential.
 */
export function raiseExpiries(record: ProfessionalRecord, instant: Date): RaisedExpiry[] {
  const raised: RaisedExpiry[] = [];
  const { credentials } = standingOf(record, instant);
  for (const c of credentials) {
    if (c.reviewState === 'rejected' || c.dueOn === undefined || c.daysLeft === undefined) continue;
    // Renewed: unless the renewal was rejected, the old card is history (and one waiting for a
    // reviewer has been sent already: "send the renewed copy" would be noise).
    const renewal = c.replacedBy && credentials.find((other) => other.id === c.replacedBy);
    if (renewal && renewal.reviewState !== 'rejected') continue;
    if (!isCredentialTypeId(c.typeId) || !credentialType(c.typeId).needsDocument) continue;
    const stored = record.credentials.find((held) => held.id === c.id);
    if (!stored) continue;
    const threshold = dueThreshold(c.dueOn, c.daysLeft, stored.alerted);
    if (threshold === undefined) continue;
    stored.alerted = { dueOn: c.dueOn, threshold };
    raised.push(expiryOf(c, c.dueOn, c.daysLeft, threshold));
  }
  return raised;
}

function expiryOf(c: Credential, dueOn: string, daysLeft: number, threshold: number): RaisedExpiry {
  return {
    kind: threshold === 0 ? 'expired' : 'expiring',
    credentialId: c.id,
    typeId: c.typeId,
    expiresOn: dueOn,
    daysLeft,
    ...(threshold === 0 ? {} : { threshold: threshold as RaisedExpiry['threshold'] }),
  };
}
