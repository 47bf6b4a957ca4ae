/**
 * @jest-environment node
 */
/**
 * An employer's requirements merged with the platform's (decision 024): which sets hold for a
 * placement, and a type asked twice asked once, the stricter way.
 */
import type { RequirementSet } from '@generated/product/model';
import type { Placement } from '@mocks/compliance/employer-requirements';
import { effectiveRequirements, scopeMatches } from '@mocks/compliance/employer-requirements';
import { requirementsFor } from '@mocks/compliance/requirements';

const icu: Placement = { discipline: 'rn', facilityId: 'f-3-1', state: 'AZ' };

const set = (scope: RequirementSet['scope'], ...requirements: RequirementSet['requirements']) => ({
  id: 'rs-3-1',
  name: 'A set',
  scope,
  requirements,
  revision: 1,
});

const of = (placement: Placement, ...sets: RequirementSet[]) => {
  const merged = effectiveRequirements(placement, sets);
  return (typeId: string) => merged.find((r) => r.typeId === typeId);
};

describe('which sets hold for a placement', () => {
  test.each<[string, RequirementSet['scope'], Placement, boolean]>([
    ['no scope: everyone', {}, icu, true],
    ['the facility', { facilityId: 'f-3-1' }, icu, true],
    ['another facility', { facilityId: 'f-3-2' }, icu, false],
    ['the discipline', { discipline: 'rn' }, icu, true],
    ['another discipline', { discipline: 'rt' }, icu, false],
    ['the facility’s state', { state: 'AZ' }, icu, true],
    ['another state', { state: 'NV' }, icu, false],
    ['facility and discipline, both match', { facilityId: 'f-3-1', discipline: 'rn' }, icu, true],
    [
      'facility and discipline, one does not',
      { facilityId: 'f-3-1', discipline: 'pt' },
      icu,
      false,
    ],
    [
      'a facility, at an agency (no facility)',
      { facilityId: 'f-3-1' },
      { discipline: 'rn' },
      false,
    ],
    ['a state, at an agency (no facility)', { state: 'AZ' }, { discipline: 'rn' }, false],
    ['a discipline, at an agency', { discipline: 'rn' }, { discipline: 'rn' }, true],
  ])('%s', (_name, scope, placement, holds) => {
    expect(scopeMatches(scope, placement)).toBe(holds);
  });
});

describe('merging with the platform’s requirements', () => {
  it('is the platform’s when the employer asks nothing that holds', () => {
    expect(effectiveRequirements(icu, [])).toEqual(requirementsFor('rn'));
    const elsewhere = set({ facilityId: 'f-3-2' }, { typeId: 'pals', anyOf: [], blocking: true });
    expect(effectiveRequirements(icu, [elsewhere])).toEqual(requirementsFor('rn'));
  });

  it('makes an advisory type blocking, never a blocking one advisory', () => {
    const find = of(icu, set({}, { typeId: 'acls', anyOf: [], blocking: true }));
    expect(requirementsFor('rn').find((r) => r.typeId === 'acls')).toMatchObject({
      blocking: false,
    });
    expect(find('acls')).toEqual({ typeId: 'acls', blocking: true });
    const softer = of(icu, set({}, { typeId: 'bls', anyOf: [], blocking: false }));
    expect(softer('bls')).toEqual({ typeId: 'bls', blocking: true });
  });

  it('adds a type the platform does not ask, in the catalog’s order', () => {
    const placement: Placement = { discipline: 'lpn-lvn', facilityId: 'f-3-1', state: 'AZ' };
    const merged = effectiveRequirements(placement, [
      set({}, { typeId: 'pals', anyOf: [], blocking: true, note: 'Pediatric ward' }),
    ]);
    const ids = merged.map((r) => r.typeId);
    expect(ids.indexOf('pals')).toBe(ids.indexOf('bls') + 1);
    expect(merged.find((r) => r.typeId === 'pals')).toEqual({ typeId: 'pals', blocking: true });
  });

  it('takes every anyOf and the shortest age limit of a type asked twice', () => {
    const find = of(
      icu,
      set({}, { typeId: 'acls', anyOf: ['pals'], blocking: false, maxAgeMonths: 24 }),
      set({ discipline: 'rn' }, { typeId: 'acls', anyOf: ['bls'], blocking: true }),
      set({ state: 'AZ' }, { typeId: 'acls', anyOf: ['pals'], blocking: false, maxAgeMonths: 18 }),
    );
    expect(find('acls')).toEqual({
      typeId: 'acls',
      blocking: true,
      anyOf: ['pals', 'bls'],
      maxAgeMonths: 18,
    });
  });

  it('keeps the platform’s rules beside an employer’s age limit', () => {
    const find = of(
      icu,
      set({}, { typeId: 'tb-test', anyOf: ['quantiferon'], blocking: true, maxAgeMonths: 12 }),
    );
    expect(find('tb-test')).toEqual({
      typeId: 'tb-test',
      blocking: true,
      anyOf: ['quantiferon'],
      maxAgeMonths: 12,
    });
  });

  it('refuses a type the catalog does not have', () => {
    expect(() =>
      effectiveRequirements(icu, [set({}, { typeId: 'flu-titer', anyOf: [], blocking: true })]),
    ).toThrow(RangeError);
  });
});
