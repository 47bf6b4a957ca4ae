/**
 * @jest-environment node
 */
/**
 * The demo backend's compliance engine (mocks/compliance, decision 016): one status per
 * requirement, first match wins, and which of several credentials it speaks of. Dates, waivers
 * and time zones: compliance-dates.test.ts; roll-up and catalog:
 * compliance-roll-up-and-catalog.test.ts.
 */
import type { CredentialTypeId } from '@mocks/compliance/catalog';
import type {
  ComplianceStatus as Status,
  HeldCredential,
  RequirementResult as Result,
  VerificationOutcome as Outcome,
} from '@mocks/compliance/engine';
import {
  type Held,
  PENDING,
  REJECTED,
  TODAY,
  bls,
  checked,
  evaluate,
  held,
  rn,
  waiver,
} from './compliance-fixtures';

const LATER = '2027-01-31';

describe('one status per requirement, with who moves next', () => {
  const why: Held = { ...REJECTED, rejectionReason: 'The card is not signed' };
  test.each<[string, CredentialTypeId, HeldCredential[], Partial<Result>]>([
    ['nothing on file', 'bls', [], { status: 'missing', reason: 'none-on-file' }],
    [
      'a rejected card, with the reviewer’s words',
      'bls',
      [bls(LATER, why)],
      { status: 'rejected', reason: 'rejected-by-reviewer', rejectionReason: why.rejectionReason },
    ],
    ['a card in review', 'bls', [bls(LATER, PENDING)], { reason: 'awaiting-review' }],
    [
      // Nothing for a reviewer to look at: the professional's move, with the card's own dates.
      'a card sent without its document',
      'bls',
      [bls('2025-07-01', { ...PENDING, documentCount: 0 })],
      {
        status: 'missing',
        reason: 'document-missing',
        nextActor: 'professional',
        credentialId: 'bls-1',
        dueOn: '2025-07-01',
        daysLeft: 16,
      },
    ],
    [
      'a card in review with its document',
      'bls',
      [bls(LATER, { ...PENDING, documentCount: 1 })],
      { status: 'pending-review', reason: 'awaiting-review' },
    ],
    [
      // A reviewer who approved it had what they needed (a board check, a copy seen elsewhere).
      'an approved card without a document',
      'bls',
      [bls(LATER, { documentCount: 0 })],
      { status: 'compliant' },
    ],
    [
      'a rejected card whose document was taken away: still the reviewer’s words',
      'bls',
      [bls(LATER, { ...why, documentCount: 0 })],
      { status: 'rejected', reason: 'rejected-by-reviewer' },
    ],
    [
      'a type that asks for no document',
      'npi',
      [held('npi', { ...PENDING, ...checked('active'), documentCount: 0 })],
      { status: 'compliant' },
    ],
    [
      // An older card in date still speaks for the requirement while its renewal lacks a copy.
      'a renewal sent without its document, beside the card in date',
      'bls',
      [bls(LATER), { ...bls('2028-01-31', { ...PENDING, documentCount: 0 }), id: 'bls-2' }],
      { status: 'compliant', credentialId: 'bls-1' },
    ],
    [
      'an approved license never checked with its board',
      'rn-license',
      [held('rn-license', { expiresOn: '2026-12-31' })],
      { status: 'pending-review', reason: 'awaiting-verification', nextActor: 'reviewer' },
    ],
    [
      'a card past its last valid day',
      'bls',
      [bls('2025-06-01')],
      { status: 'expired', reason: 'expired-on', dueOn: '2025-06-01', daysLeft: -14 },
    ],
    [
      'a card inside its warning window',
      'bls',
      [bls('2025-07-01')],
      { status: 'expiring', reason: 'expires-in', dueOn: '2025-07-01', daysLeft: 16 },
    ],
    ['a card in date', 'bls', [bls(LATER)], { status: 'compliant', satisfiedBy: 'bls' }],
    ['an upload no one must review', 'resume', [held('resume', PENDING)], { status: 'compliant' }],
    [
      'a card without its expiry',
      'bls',
      [held('bls', { issuedOn: '2025-01-10' })],
      { status: 'needs-attention', reason: 'expiry-date-missing', nextActor: 'professional' },
    ],
    ['a record without its date', 'physical', [held('physical')], { reason: 'issue-date-missing' }],
    [
      // The type's rule decides: an expiry typed on a dated record is not read.
      'a dated record by its rule, whatever expiry was typed',
      'physical',
      [held('physical', { issuedOn: '2024-06-14', expiresOn: '2030-01-01' })],
      { status: 'expired', dueOn: '2025-06-14', daysLeft: -1 },
    ],
  ])('%s', (_, typeId, credentials, expected) => {
    expect(evaluate(typeId, credentials)).toMatchObject(expected);
  });

  it('a type that never lapses is compliant with no due date', () => {
    const result = evaluate('mmr', [held('mmr', { issuedOn: '1999-04-01' })]);
    expect(result).toMatchObject({ status: 'compliant', reason: 'current', satisfiedBy: 'mmr' });
    expect(result).not.toHaveProperty('dueOn');
    expect(result).not.toHaveProperty('daysLeft');
  });

  test.each<[Status, Result['nextActor'], Result]>([
    ['waived', 'none', evaluate('bls', [], [waiver('bls', TODAY)])],
    ['missing', 'professional', evaluate('bls', [])],
    ['rejected', 'professional', evaluate('bls', [bls(TODAY, REJECTED)])],
    ['pending-review', 'reviewer', evaluate('bls', [bls(TODAY, PENDING)])],
    ['needs-attention', 'reviewer', evaluate('rn-license', [rn('revoked')])],
    ['expired', 'professional', evaluate('bls', [bls('2025-06-14')])],
    ['expiring', 'professional', evaluate('bls', [bls(TODAY)])],
    ['compliant', 'none', evaluate('bls', [bls(LATER)])],
  ])('%s: the next move is for %s', (status, nextActor, result) => {
    expect(result).toMatchObject({ status, nextActor });
  });

  test.each<[Outcome, CredentialTypeId, Status, Result['reason']]>([
    ['suspended', 'rn-license', 'needs-attention', 'license-suspended'],
    ['revoked', 'rn-license', 'needs-attention', 'license-revoked'],
    ['probation', 'rn-license', 'needs-attention', 'license-probation'],
    ['not-found', 'rn-license', 'needs-attention', 'license-not-found'],
    ['name-mismatch', 'rn-license', 'needs-attention', 'name-mismatch'],
    ['expired', 'rn-license', 'expired', 'expired-at-source'],
    ['active', 'rn-license', 'compliant', 'current'],
    ['not-found', 'npi', 'needs-attention', 'npi-not-found'],
    ['active', 'npi', 'compliant', 'current'],
    ['exclusion-match', 'oig-exclusion-check', 'needs-attention', 'exclusion-match'],
    ['clear', 'oig-exclusion-check', 'compliant', 'current'],
    // An exclusion list names only the excluded: not being on it is the good answer.
    ['not-found', 'oig-exclusion-check', 'compliant', 'current'],
  ])('verification %s of %s: %s, %s', (outcome, typeId, status, reason) => {
    const dates = { issuedOn: '2025-06-10', expiresOn: '2026-12-31' };
    expect(evaluate(typeId, [held(typeId, { ...dates, ...checked(outcome) })])).toMatchObject({
      status,
      reason,
    });
  });
});

describe('precedence: the first status that matches wins', () => {
  test.each<[string, Result, Status]>([
    ['a waiver beats missing', evaluate('bls', [], [waiver('bls', '2025-06-30')]), 'waived'],
    [
      'a waiver beats expired',
      evaluate('bls', [bls('2025-01-31')], [waiver('bls', LATER)]),
      'waived',
    ],
    ['rejected beats expired', evaluate('bls', [bls('2025-01-31', REJECTED)]), 'rejected'],
    ['in review beats expired', evaluate('bls', [bls('2025-01-31', PENDING)]), 'pending-review'],
    [
      'no document beats expired',
      evaluate('bls', [bls('2025-01-31', { ...PENDING, documentCount: 0 })]),
      'missing',
    ],
    [
      'in review beats a suspension',
      evaluate('rn-license', [rn('suspended', LATER, PENDING)]),
      'pending-review',
    ],
    [
      'a suspension beats expiring',
      evaluate('rn-license', [rn('suspended', '2025-07-01')]),
      'needs-attention',
    ],
    [
      'a mismatch beats expired',
      evaluate('rn-license', [rn('name-mismatch', '2025-06-01')]),
      'needs-attention',
    ],
  ])('%s', (_, result, status) => {
    expect(result.status).toBe(status);
  });

  it('keeps the due date on a problem, so the renewal is not lost behind it', () => {
    expect(evaluate('rn-license', [rn('suspended', '2025-07-01')])).toMatchObject({
      dueOn: '2025-07-01',
      daysLeft: 16,
    });
  });
});

describe('which credential speaks when several are held', () => {
  const qft = held('quantiferon', { id: 'qft', issuedOn: '2025-01-10' });
  test.each<[string, CredentialTypeId, HeldCredential[], Partial<Result>]>([
    [
      'QuantiFERON satisfies a TB test',
      'tb-test',
      [qft],
      { status: 'compliant', satisfiedBy: 'quantiferon', dueOn: '2026-01-10' },
    ],
    [
      'a skin test does not satisfy QuantiFERON',
      'quantiferon',
      [held('tb-test', { issuedOn: '2025-01-10' })],
      { status: 'missing' },
    ],
    [
      'ACLS does not satisfy BLS',
      'bls',
      [held('acls', { expiresOn: '2027-01-31' })],
      { status: 'missing' },
    ],
    [
      'a current alternative over an expired original',
      'tb-test',
      [held('tb-test', { issuedOn: '2024-01-10' }), qft],
      { credentialId: 'qft' },
    ],
    [
      'on a tie, the required type over an alternative',
      'tb-test',
      [qft, held('tb-test', { id: 'tst', issuedOn: '2025-01-10' })],
      { credentialId: 'tst' },
    ],
    [
      'the later of two current cards',
      'bls',
      [bls('2026-01-31', { id: 'a' }), bls('2027-01-31', { id: 'b' })],
      { credentialId: 'b', daysLeft: 595 },
    ],
    [
      'a clean license over one not found',
      'rn-license',
      [rn('not-found', '2026-12-31', { id: 'typo' }), rn('active', '2026-10-31')],
      { status: 'compliant', credentialId: 'rn-license-1' },
    ],
    // Discipline is about the person: another state's clean license does not hide it.
    [
      'a suspension over a clean license',
      'rn-license',
      [rn('active'), rn('suspended', '2026-12-31', { id: 'ca' })],
      { reason: 'license-suspended', credentialId: 'ca' },
    ],
    [
      'an approved renewal supersedes an expired card',
      'bls',
      [bls('2025-05-31', { id: 'old', replacedBy: 'new' }), bls('2027-05-31', { id: 'new' })],
      { status: 'compliant', credentialId: 'new' },
    ],
    [
      'an approved renewal supersedes even a current card',
      'bls',
      [bls('2027-12-31', { id: 'old', replacedBy: 'new' }), bls('2025-06-20', { id: 'new' })],
      { status: 'expiring', credentialId: 'new' },
    ],
    [
      'a renewal in review speaks for an expired card',
      'bls',
      [
        bls('2025-05-31', { id: 'old', replacedBy: 'new' }),
        bls('2027-05-31', { id: 'new', reviewState: 'pending' }),
      ],
      { status: 'pending-review', credentialId: 'new' },
    ],
    // Still valid today, so it speaks; but the professional has done their part.
    [
      'an expiring card with its renewal in review',
      'bls',
      [
        bls('2025-06-30', { id: 'old', replacedBy: 'new' }),
        bls('2027-06-30', { id: 'new', reviewState: 'pending' }),
      ],
      { status: 'expiring', credentialId: 'old', nextActor: 'reviewer' },
    ],
    [
      'a rejected renewal of an expired card, with its reason',
      'bls',
      [
        bls('2025-05-31', { id: 'old', replacedBy: 'new' }),
        bls('2027-05-31', { id: 'new', reviewState: 'rejected', rejectionReason: 'Wrong course' }),
      ],
      { status: 'rejected', rejectionReason: 'Wrong course' },
    ],
  ])('%s', (_, typeId, credentials, expected) => {
    expect(evaluate(typeId, credentials)).toMatchObject(expected);
  });
});
