/**
 * @jest-environment node
 */
/**
 * What an employer's requirement adds to the engine (decision 024): `anyOf`, types accepted in
 * the required one's stead, and `maxAgeMonths`, a limit on how long ago the credential was issued.
 * The engine's other rules: compliance-engine.test.ts and compliance-dates.test.ts.
 */
import type { CredentialTypeId } from '@mocks/compliance/catalog';
import {
  assessCredential,
  evaluateRequirement,
  type HeldCredential,
  type Requirement,
  type RequirementResult as Result,
} from '@mocks/compliance/engine';
import { PENDING, REJECTED, TODAY, bls, held } from './compliance-fixtures';

const LATER = '2027-01-31';

function evaluate(
  requirement: Partial<Requirement> & { typeId: CredentialTypeId },
  credentials: HeldCredential[],
  today = TODAY,
): Result {
  return evaluateRequirement({
    requirement: { blocking: true, ...requirement },
    credentials,
    waivers: [],
    today,
  });
}

describe('anyOf: what an employer accepts in the required type’s stead', () => {
  const pals = held('pals', { issuedOn: '2024-01-10', expiresOn: LATER });
  const acls = held('acls', { issuedOn: '2024-01-10', expiresOn: LATER });

  test.each<
    [string, Partial<Requirement> & { typeId: CredentialTypeId }, HeldCredential[], Partial<Result>]
  >([
    [
      'a PALS card where ACLS or PALS is asked',
      { typeId: 'acls', anyOf: ['pals'] },
      [pals],
      { status: 'compliant', satisfiedBy: 'pals', credentialId: 'pals-1' },
    ],
    [
      'the same card where ACLS alone is asked',
      { typeId: 'acls' },
      [pals],
      { status: 'missing', reason: 'none-on-file', nextActor: 'professional' },
    ],
    [
      'an empty group is no group',
      { typeId: 'acls', anyOf: [] },
      [pals],
      { status: 'missing', reason: 'none-on-file' },
    ],
    [
      'both current on the same day: the required type speaks',
      { typeId: 'acls', anyOf: ['pals'] },
      [pals, acls],
      { status: 'compliant', satisfiedBy: 'acls' },
    ],
    [
      'the catalog’s own alternatives still count beside the group',
      { typeId: 'tb-test', anyOf: ['physical'] },
      [held('quantiferon', { issuedOn: '2025-01-02' })],
      { status: 'compliant', satisfiedBy: 'quantiferon' },
    ],
    [
      'the group is one way: ACLS does not answer a PALS requirement of another employer',
      { typeId: 'pals' },
      [acls],
      { status: 'missing' },
    ],
  ])('%s', (_name, requirement, credentials, expected) => {
    expect(evaluate(requirement, credentials)).toMatchObject(expected);
  });
});

describe('maxAgeMonths: issued within so many months', () => {
  // A BLS card runs two years on its own; the requirement wants one from the last 12 months.
  const card = (issuedOn: string | undefined, expiresOn = '2026-06-30', more = {}) =>
    bls(expiresOn, { ...(issuedOn ? { issuedOn } : {}), ...more });
  const within12 = { typeId: 'bls' as const, maxAgeMonths: 12 };

  test.each<[string, HeldCredential, string, Partial<Result>]>([
    [
      'issued twelve months ago to the day: its last day, 0 days left',
      card('2024-06-15'),
      TODAY,
      { status: 'expiring', reason: 'expires-in', dueOn: '2025-06-15', daysLeft: 0 },
    ],
    [
      'a day older: too old for this requirement, though the card itself runs a year more',
      card('2024-06-14'),
      TODAY,
      {
        status: 'expired',
        reason: 'issued-too-long-ago',
        nextActor: 'professional',
        dueOn: '2025-06-14',
        daysLeft: -1,
        credentialId: 'bls-1',
      },
    ],
    [
      'issued on a leap day: twelve months end on 28 February',
      card('2024-02-29', '2026-02-28'),
      '2025-02-28',
      { status: 'expiring', dueOn: '2025-02-28', daysLeft: 0 },
    ],
    [
      'issued on a leap day: 1 March is a day too late',
      card('2024-02-29', '2026-02-28'),
      '2025-03-01',
      { status: 'expired', reason: 'issued-too-long-ago', dueOn: '2025-02-28', daysLeft: -1 },
    ],
    [
      'inside the warning window of the age limit',
      card('2024-07-01'),
      TODAY,
      { status: 'expiring', reason: 'expires-in', dueOn: '2025-07-01', daysLeft: 16 },
    ],
    [
      'well inside the limit: current until the limit',
      card('2025-01-01'),
      TODAY,
      { status: 'compliant', reason: 'current', dueOn: '2026-01-01', daysLeft: 200 },
    ],
    [
      'no issue date: nothing to measure the age by',
      card(undefined),
      TODAY,
      { status: 'needs-attention', reason: 'issue-date-missing', nextActor: 'professional' },
    ],
    [
      'the card’s own expiry comes sooner than the age limit: its own day holds',
      card('2025-01-01', '2025-07-01'),
      TODAY,
      { status: 'expiring', reason: 'expires-in', dueOn: '2025-07-01', daysLeft: 16 },
    ],
    [
      'lapsed on its own as well: it expired, on its own day',
      card('2023-01-01', '2025-06-01'),
      TODAY,
      { status: 'expired', reason: 'expired-on', dueOn: '2025-06-01', daysLeft: -14 },
    ],
    [
      'a rejection is still the reviewer’s word',
      card('2024-01-01', LATER, REJECTED),
      TODAY,
      { status: 'rejected', reason: 'rejected-by-reviewer' },
    ],
    [
      'in review: the days left are those of the age limit',
      card('2024-07-01', LATER, PENDING),
      TODAY,
      { status: 'pending-review', dueOn: '2025-07-01', daysLeft: 16 },
    ],
  ])('%s', (_name, credential, today, expected) => {
    expect(evaluate(within12, [credential], today)).toMatchObject(expected);
  });

  it('limits a type that never lapses on its own', () => {
    const mmr = held('mmr', { issuedOn: '2019-01-01' });
    expect(evaluate({ typeId: 'mmr', maxAgeMonths: 60 }, [mmr])).toMatchObject({
      status: 'expired',
      reason: 'issued-too-long-ago',
      dueOn: '2024-01-01',
    });
    expect(evaluate({ typeId: 'mmr' }, [mmr])).toMatchObject({ status: 'compliant' });
  });

  it('judges each acceptable credential by the limit, and the best speaks', () => {
    const old = held('quantiferon', { id: 'q-1', issuedOn: '2024-11-01' });
    const recent = held('tb-test', { id: 't-1', issuedOn: '2025-05-20' });
    expect(evaluate({ typeId: 'tb-test', maxAgeMonths: 6 }, [old])).toMatchObject({
      status: 'expired',
      reason: 'issued-too-long-ago',
      dueOn: '2025-05-01',
    });
    expect(evaluate({ typeId: 'tb-test', maxAgeMonths: 6 }, [old, recent])).toMatchObject({
      status: 'compliant',
      credentialId: 't-1',
      dueOn: '2025-11-20',
    });
  });

  it('leaves the credential’s own chip alone: the limit is the requirement’s', () => {
    expect(assessCredential(card('2024-06-14'), TODAY)).toMatchObject({
      status: 'compliant',
      dueOn: '2026-06-30',
    });
  });
});
