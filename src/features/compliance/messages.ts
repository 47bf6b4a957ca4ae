/**
 * The words of compliance, for every page that shows it: the eight statuses, the reason codes as
 * sentences (the server sends codes, never text: decision 018), who acts next, the disciplines and
 * the specialties. One place, so the wallet and the staff's pages say the same thing.
 */
import { defineMessage, defineMessages } from 'react-intl';
import type {
  ComplianceReason,
  ComplianceStatus,
  Discipline,
  NextActor,
  Specialty,
} from '@generated/product/model';

export const statusMessages = defineMessages<ComplianceStatus>({
  'needs-attention': { id: 'compliance.status.needsAttention', defaultMessage: 'Needs attention' },
  expired: { id: 'compliance.status.expired', defaultMessage: 'Expired' },
  missing: { id: 'compliance.status.missing', defaultMessage: 'Missing' },
  rejected: { id: 'compliance.status.rejected', defaultMessage: 'Rejected' },
  'pending-review': { id: 'compliance.status.pendingReview', defaultMessage: 'Pending review' },
  expiring: { id: 'compliance.status.expiring', defaultMessage: 'Expiring' },
  waived: { id: 'compliance.status.waived', defaultMessage: 'Waived' },
  compliant: { id: 'compliance.status.compliant', defaultMessage: 'Compliant' },
});

/**
 * What each reason code means, with the next step where there is one. Placeholders: `type` (the
 * credential's name), `date` (its last valid day, formatted), `days` (whole days to it).
 */
export const reasonMessages = defineMessages<ComplianceReason>({
  'waiver-active': {
    id: 'compliance.reason.waiverActive',
    defaultMessage: 'Waived until {date}. Nothing to do until then.',
  },
  'waiver-ended': {
    id: 'compliance.reason.waiverEnded',
    defaultMessage: 'The waiver ended on {date}: add your {type}.',
  },
  'none-on-file': {
    id: 'compliance.reason.noneOnFile',
    defaultMessage: 'Nothing on file yet: add your {type}.',
  },
  'document-missing': {
    id: 'compliance.reason.documentMissing',
    defaultMessage: 'On file without its document: send a copy, so a reviewer can check it.',
  },
  'rejected-by-reviewer': {
    id: 'compliance.reason.rejected',
    defaultMessage: 'Rejected by the reviewer: upload a new copy.',
  },
  'awaiting-review': {
    id: 'compliance.reason.awaitingReview',
    defaultMessage: 'Sent and waiting for a reviewer. Nothing to do for now.',
  },
  'awaiting-verification': {
    id: 'compliance.reason.awaitingVerification',
    defaultMessage: 'Waiting for the check at its primary source.',
  },
  'license-suspended': {
    id: 'compliance.reason.licenseSuspended',
    defaultMessage: 'The board reports this license as suspended. A reviewer will contact you.',
  },
  'license-revoked': {
    id: 'compliance.reason.licenseRevoked',
    defaultMessage: 'The board reports this license as revoked. A reviewer will contact you.',
  },
  'license-probation': {
    id: 'compliance.reason.licenseProbation',
    defaultMessage: 'The board reports this license on probation. A reviewer will look at it.',
  },
  'license-not-found': {
    id: 'compliance.reason.licenseNotFound',
    defaultMessage: 'The board has no license with this number. Check the number and the state.',
  },
  'npi-not-found': {
    id: 'compliance.reason.npiNotFound',
    defaultMessage: 'The NPI registry has no record of this number. Check it.',
  },
  'name-mismatch': {
    id: 'compliance.reason.nameMismatch',
    defaultMessage: 'The name at the source differs from the name on file. A reviewer will check.',
  },
  'exclusion-match': {
    id: 'compliance.reason.exclusionMatch',
    defaultMessage: 'A possible match on the exclusion list. A reviewer will check it.',
  },
  'expiry-date-missing': {
    id: 'compliance.reason.expiryDateMissing',
    defaultMessage: 'The expiry date is missing: add it from the document.',
  },
  'issue-date-missing': {
    id: 'compliance.reason.issueDateMissing',
    defaultMessage: 'The date of issue is missing: add it from the document.',
  },
  'expired-at-source': {
    id: 'compliance.reason.expiredAtSource',
    defaultMessage: 'The board reports this license as expired: renew it and upload the new one.',
  },
  'expired-on': {
    id: 'compliance.reason.expiredOn',
    defaultMessage: 'Expired on {date}: upload your renewed {type}.',
  },
  'issued-too-long-ago': {
    id: 'compliance.reason.issuedTooLongAgo',
    defaultMessage:
      'Too old for this requirement since {date}: it asks for a recent one. Upload a newer {type}.',
  },
  'expires-in': {
    id: 'compliance.reason.expiresIn',
    defaultMessage:
      '{days, plural, =0 {Expires today} one {Expires tomorrow} other {Expires in # days}} ({date}): renew it before then.',
  },
  current: { id: 'compliance.reason.current', defaultMessage: 'Current.' },
});

export const currentUntilMessage = defineMessage<{ date: string }>({
  id: 'compliance.reason.currentUntil',
  defaultMessage: 'Current until {date}.',
});

export const nextActorMessages = defineMessages<NextActor>({
  professional: { id: 'compliance.nextActor.professional', defaultMessage: 'Your move' },
  reviewer: { id: 'compliance.nextActor.reviewer', defaultMessage: 'With the reviewer' },
  none: { id: 'compliance.nextActor.none', defaultMessage: 'Nothing to do' },
});

export const disciplineMessages = defineMessages<Discipline>({
  rn: { id: 'compliance.discipline.rn', defaultMessage: 'Registered nurse (RN)' },
  'lpn-lvn': { id: 'compliance.discipline.lpnLvn', defaultMessage: 'Practical nurse (LPN/LVN)' },
  aprn: { id: 'compliance.discipline.aprn', defaultMessage: 'Advanced practice nurse (APRN)' },
  pt: { id: 'compliance.discipline.pt', defaultMessage: 'Physical therapist (PT)' },
  ot: { id: 'compliance.discipline.ot', defaultMessage: 'Occupational therapist (OT)' },
  rt: { id: 'compliance.discipline.rt', defaultMessage: 'Respiratory therapist (RT)' },
});

export const specialtyMessages = defineMessages<Specialty>({
  icu: { id: 'compliance.specialty.icu', defaultMessage: 'Intensive care' },
  emergency: { id: 'compliance.specialty.emergency', defaultMessage: 'Emergency' },
  'med-surg': { id: 'compliance.specialty.medSurg', defaultMessage: 'Medical-surgical' },
  telemetry: { id: 'compliance.specialty.telemetry', defaultMessage: 'Telemetry' },
  'labor-delivery': {
    id: 'compliance.specialty.laborDelivery',
    defaultMessage: 'Labor and delivery',
  },
  pediatrics: { id: 'compliance.specialty.pediatrics', defaultMessage: 'Pediatrics' },
  'operating-room': { id: 'compliance.specialty.operatingRoom', defaultMessage: 'Operating room' },
  oncology: { id: 'compliance.specialty.oncology', defaultMessage: 'Oncology' },
  'home-health': { id: 'compliance.specialty.homeHealth', defaultMessage: 'Home health' },
  'long-term-care': { id: 'compliance.specialty.longTermCare', defaultMessage: 'Long-term care' },
  rehabilitation: { id: 'compliance.specialty.rehabilitation', defaultMessage: 'Rehabilitation' },
  pulmonary: { id: 'compliance.specialty.pulmonary', defaultMessage: 'Pulmonary' },
});

/** The reasons as staff read them: what is the case, without the professional's next step. */
export const staffReasonMessages = defineMessages<ComplianceReason>({
  'waiver-active': {
    id: 'compliance.staffReason.waiverActive',
    defaultMessage: 'Waived until {date}.',
  },
  'waiver-ended': {
    id: 'compliance.staffReason.waiverEnded',
    defaultMessage: 'The waiver ended on {date}; nothing on file since.',
  },
  'none-on-file': { id: 'compliance.staffReason.noneOnFile', defaultMessage: 'Nothing on file.' },
  'document-missing': {
    id: 'compliance.staffReason.documentMissing',
    defaultMessage: 'On file without its document; nothing to review yet.',
  },
  'rejected-by-reviewer': {
    id: 'compliance.staffReason.rejected',
    defaultMessage: 'Rejected; waiting for a new copy.',
  },
  'awaiting-review': {
    id: 'compliance.staffReason.awaitingReview',
    defaultMessage: 'Waiting for review.',
  },
  'awaiting-verification': {
    id: 'compliance.staffReason.awaitingVerification',
    defaultMessage: 'Waiting for the primary-source check.',
  },
  'license-suspended': {
    id: 'compliance.staffReason.licenseSuspended',
    defaultMessage: 'The board reports this license as suspended.',
  },
  'license-revoked': {
    id: 'compliance.staffReason.licenseRevoked',
    defaultMessage: 'The board reports this license as revoked.',
  },
  'license-probation': {
    id: 'compliance.staffReason.licenseProbation',
    defaultMessage: 'The board reports this license on probation.',
  },
  'license-not-found': {
    id: 'compliance.staffReason.licenseNotFound',
    defaultMessage: 'The board has no license with this number.',
  },
  'npi-not-found': {
    id: 'compliance.staffReason.npiNotFound',
    defaultMessage: 'The NPI registry has no record of this number.',
  },
  'name-mismatch': {
    id: 'compliance.staffReason.nameMismatch',
    defaultMessage: 'The name at the source differs from the name on file.',
  },
  'exclusion-match': {
    id: 'compliance.staffReason.exclusionMatch',
    defaultMessage: 'A possible match on the exclusion list.',
  },
  'expiry-date-missing': {
    id: 'compliance.staffReason.expiryDateMissing',
    defaultMessage: 'No expiry date on file.',
  },
  'issue-date-missing': {
    id: 'compliance.staffReason.issueDateMissing',
    defaultMessage: 'No date of issue on file.',
  },
  'expired-at-source': {
    id: 'compliance.staffReason.expiredAtSource',
    defaultMessage: 'The board reports this license as expired.',
  },
  'expired-on': { id: 'compliance.staffReason.expiredOn', defaultMessage: 'Expired on {date}.' },
  'issued-too-long-ago': {
    id: 'compliance.staffReason.issuedTooLongAgo',
    defaultMessage: 'Too old for this requirement since {date}: a newer one is needed.',
  },
  'expires-in': {
    id: 'compliance.staffReason.expiresIn',
    defaultMessage:
      '{days, plural, =0 {Expires today} one {Expires tomorrow} other {Expires in # days}} ({date}).',
  },
  current: { id: 'compliance.staffReason.current', defaultMessage: 'Current.' },
});
