/**
 * @jest-environment node
 */
/**
 * What the compliance engine sums and what it reads (mocks/compliance, decision 016): the
 * roll-up of many requirements, and the credential catalog every status is judged by.
 */
import {
  CREDENTIAL_TYPES,
  credentialType,
  isCredentialTypeId,
  type CredentialTypeId,
} from '@mocks/compliance/catalog';
import {
  rollUp,
  SEVERITY,
  type ComplianceStatus as Status,
  type RequirementResult as Result,
} from '@mocks/compliance/engine';
import { TODAY, checked, evaluate, held } from './compliance-fixtures';

describe('roll-up', () => {
  const result = (status: Status): Result => ({ status, reason: 'current', nextActor: 'none' });
  const up = (...items: [Status, boolean][]) =>
    rollUp(
      items.map(([status]) => result(status)),
      items.map(([, blocking]) => blocking),
    );

  test.each(SEVERITY.slice(0, -1).map((worse, i) => [worse, SEVERITY[i + 1]!]))(
    '%s is worse than %s',
    (worse, better) => {
      expect(up([better, true], [worse, true]).overall).toBe(worse);
    },
  );

  test.each<[string, [Status, boolean][], Status, boolean]>([
    [
      'compliant, expiring and waived clear',
      [
        ['compliant', true],
        ['expiring', true],
        ['waived', true],
      ],
      'expiring',
      true,
    ],
    [
      'one in review holds back',
      [
        ['compliant', true],
        ['pending-review', true],
      ],
      'pending-review',
      false,
    ],
    [
      'advisory requirements neither worsen nor hold back',
      [
        ['compliant', true],
        ['missing', false],
        ['needs-attention', false],
      ],
      'compliant',
      true,
    ],
    [
      'a blocking problem beats an advisory one',
      [
        ['expired', true],
        ['needs-attention', false],
      ],
      'expired',
      false,
    ],
    ['nothing blocking: clear', [['missing', false]], 'compliant', true],
  ])('%s', (_, items, overall, cleared) => {
    expect(up(...items)).toMatchObject({ overall, cleared });
  });

  it('counts every requirement, advisory ones too', () => {
    const { counts } = up(['missing', true], ['missing', false], ['compliant', true]);
    expect(counts).toEqual({
      ...Object.fromEntries(SEVERITY.map((s) => [s, 0])),
      missing: 2,
      compliant: 1,
    });
  });

  it('refuses flags that do not match the results', () => {
    expect(() => rollUp([result('compliant')], [])).toThrow(RangeError);
  });
});

describe('the catalog', () => {
  it('has about twenty types, each id once', () => {
    expect(CREDENTIAL_TYPES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(CREDENTIAL_TYPES.map((t) => t.id)).size).toBe(CREDENTIAL_TYPES.length);
  });

  it('knows its equivalents: QuantiFERON for a TB test, but nothing for BLS', () => {
    expect(credentialType('tb-test').alternatives).toEqual(['quantiferon']);
    expect(credentialType('quantiferon').alternatives).toEqual([]);
    expect(credentialType('bls').alternatives).not.toContain('acls');
  });

  it('refuses an id it does not know', () => {
    expect(isCredentialTypeId('bls')).toBe(true);
    expect(isCredentialTypeId('cpr')).toBe(false);
    expect(() => credentialType('cpr' as CredentialTypeId)).toThrow(RangeError);
  });

  test.each(CREDENTIAL_TYPES.map((t) => [t.id, t] as const))('%s is well formed', (id, type) => {
    expect(credentialType(id)).toBe(type);
    expect(type.name.en.trim()).not.toBe('');
    expect(type.name.es.trim()).not.toBe('');
    expect(type.name.es).not.toBe(type.name.en);
    for (const alternative of type.alternatives) {
      expect(alternative).not.toBe(id);
      expect(CREDENTIAL_TYPES.some((t) => t.id === alternative)).toBe(true);
    }
    const required = type.fields.filter((f) => f.required).map((f) => f.field);
    if (type.validity.kind === 'document') expect(required).toContain('expiresOn');
    if (type.validity.kind === 'monthsFromIssue') {
      expect(required).toContain('issuedOn');
      // A warning as long as the validity would make it 'expiring' from the day it is issued.
      expect(type.warningDays).toBeLessThan(type.validity.months * 28);
    }
    if (type.category === 'license') expect(type.warningDays).toBe(60);
  });

  test.each(CREDENTIAL_TYPES.map((t) => [t.id, t] as const))(
    'a fresh, checked %s is compliant',
    (id, type) => {
      const outcome = type.verification === 'exclusion-list' ? 'clear' : 'active';
      const fresh = held(id, { issuedOn: TODAY, expiresOn: '2027-06-15', ...checked(outcome) });
      expect(evaluate(id, [fresh]).status).toBe('compliant');
    },
  );
});
