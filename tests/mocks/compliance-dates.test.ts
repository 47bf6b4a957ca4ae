/**
 * @jest-environment node
 */
/**
 * The compliance engine's calendar (mocks/compliance/civil-date.ts, decision 016): a last valid
 * day is still valid, months from issue end early in short months, waivers end on a civil date,
 * and "today" is the professional's date in their own time zone.
 */
import {
  addDays,
  addMonths,
  civilToday,
  daysBetween,
  isCivilDate,
  type ComplianceStatus as Status,
  type HeldCredential,
  type RequirementResult as Result,
  type Waiver,
} from '@mocks/compliance/engine';
import { TODAY, bls, evaluate, held, rn, waiver } from './compliance-fixtures';

describe('waivers', () => {
  test.each<[string, Waiver[], HeldCredential[], Partial<Result>]>([
    [
      'ending today still holds',
      [waiver('bls', TODAY)],
      [],
      { status: 'waived', dueOn: TODAY, daysLeft: 0 },
    ],
    [
      'the latest of two counts',
      [waiver('bls', '2025-06-01'), waiver('bls', '2025-08-01')],
      [],
      { status: 'waived', dueOn: '2025-08-01' },
    ],
    [
      'ended yesterday: missing, saying so',
      [waiver('bls', '2025-06-14')],
      [],
      { status: 'missing', reason: 'waiver-ended', dueOn: '2025-06-14', daysLeft: -1 },
    ],
    [
      'ended, with a card since: judged on the card',
      [waiver('bls', '2025-06-14')],
      [bls('2025-06-01')],
      { status: 'expired', reason: 'expired-on' },
    ],
    [
      'ended, with a current card',
      [waiver('bls', '2025-06-14')],
      [bls('2027-01-31')],
      { status: 'compliant', reason: 'current' },
    ],
    [
      'another type’s waiver does not apply',
      [waiver('acls', '2025-12-31')],
      [],
      { status: 'missing', reason: 'none-on-file' },
    ],
  ])('%s', (_, waivers, credentials, expected) => {
    expect(evaluate('bls', credentials, waivers)).toMatchObject(expected);
  });
});

describe('civil dates', () => {
  test.each<[string, string, Status, number]>([
    ['expires today: still valid, 0 days left', TODAY, 'expiring', 0],
    ['expires tomorrow', '2025-06-16', 'expiring', 1],
    ['expired yesterday', '2025-06-14', 'expired', -1],
    ['exactly the 30 warning days left', '2025-07-15', 'expiring', 30],
    ['one day more than the warning', '2025-07-16', 'compliant', 31],
  ])('BLS, %s', (_, expiresOn, status, daysLeft) => {
    expect(evaluate('bls', [bls(expiresOn)])).toMatchObject({ status, daysLeft, dueOn: expiresOn });
  });

  test.each<[string, Status, number]>([
    ['2025-08-14', 'expiring', 60],
    ['2025-08-15', 'compliant', 61],
  ])('a license warns 60 days ahead: %s is %s', (expiresOn, status, daysLeft) => {
    expect(evaluate('rn-license', [rn('active', expiresOn)])).toMatchObject({ status, daysLeft });
  });

  test.each<[string, Status, number]>([
    ['2025-02-28', 'expiring', 0],
    ['2025-03-01', 'expired', -1],
  ])(
    'a physical of 29 February 2024 lasts to 28 February 2025: on %s it is %s',
    (today, status, daysLeft) => {
      const physical = held('physical', { issuedOn: '2024-02-29' });
      expect(evaluate('physical', [physical], [], today)).toMatchObject({
        status,
        daysLeft,
        dueOn: '2025-02-28',
      });
    },
  );

  test.each<[string, number, string]>([
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-10-31', 1, '2024-11-30'],
    ['2024-12-15', 1, '2025-01-15'],
    ['2015-06-15', 120, '2025-06-15'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  test.each<[string, string, number]>([
    ['2025-03-08', '2025-03-10', 2], // US spring-forward weekend
    ['2025-11-01', '2025-11-03', 2], // US fall-back weekend
    ['2024-02-28', '2024-03-01', 2],
    ['2025-06-15', '2025-06-01', -14],
  ])('from %s to %s: %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  test.each(['2025-02-29', '2025-6-15', '2025-13-01', 'today'])('%s is refused', (today) => {
    expect(() => evaluate('mmr', [], [], today)).toThrow(RangeError);
  });
});

describe('the professional’s time zone, not the server’s', () => {
  // 03:30 UTC on the 5th is 20:30 on the 4th in Los Angeles (PDT, UTC-7).
  const instant = new Date('2025-06-05T03:30:00Z');

  test.each<[string, string, Status, number]>([
    ['UTC', '2025-06-05', 'expired', -1],
    ['America/Los_Angeles', '2025-06-04', 'expiring', 0],
    ['Pacific/Honolulu', '2025-06-04', 'expiring', 0],
    ['Asia/Tokyo', '2025-06-05', 'expired', -1],
  ])('in %s it is %s: a card expiring on the 4th is %s', (zone, date, status, daysLeft) => {
    const today = civilToday(instant, zone);
    expect(today).toBe(date);
    expect(evaluate('bls', [bls('2025-06-04')], [], today)).toMatchObject({ status, daysLeft });
  });

  test.each<[string, string, string]>([
    ['2025-03-09T07:30:00Z', 'America/Los_Angeles', '2025-03-08'], // 23:30 PST, before the switch
    ['2025-03-09T10:30:00Z', 'America/Los_Angeles', '2025-03-09'], // 03:30 PDT, after it
    ['2025-04-05T13:30:00Z', 'Australia/Sydney', '2025-04-06'], // 00:30 AEDT, on its last day
    ['2025-12-31T23:59:59Z', 'Pacific/Kiritimati', '2026-01-01'], // UTC+14
  ])('%s in %s is %s', (at, zone, date) => {
    expect(civilToday(new Date(at), zone)).toBe(date);
  });

  it('refuses a zone that does not exist', () => {
    expect(() => civilToday(instant, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('civil dates of any year', () => {
  it('counts a half-typed early year as the year it says (not 1902), so a gap never fails on it', () => {
    expect(isCivilDate('0002-01-15')).toBe(true);
    expect(daysBetween('0002-01-15', '0002-01-16')).toBe(1);
    expect(addDays('0002-01-15', -30)).toBe('0001-12-16');
  });
});
