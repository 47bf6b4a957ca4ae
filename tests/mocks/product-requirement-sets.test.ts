/** @jest-environment node */
/**
 * An employer's requirement sets written (decision 024): who may add, change and remove them (and
 * `mayEditRequirements`, the server's answer), what the engine makes of a change at once, the
 * revision a change must name, and each content rule the schema cannot say, at its field.
 */
import {
  createRequirementSet,
  deleteRequirementSet,
  getEmployer,
  updateRequirementSet,
} from '@generated/product/endpoints/employers/employers';
import type { EmployerRequirement, RequirementSetInput } from '@generated/product/model';
import { updateRequirementSetResponse } from '@generated/product/zod/employers/employers.zod';
import { DEMO_AGENCY_ID, DEMO_ORGANIZATION_ID } from '@mocks/seed-employers';
import { getDb, resetDemoData, usePersistence } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import type { HttpError } from '@/lib/http/errors';
import { configureClients, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const ORG = String(DEMO_ORGANIZATION_ID);
const AGENCY = String(DEMO_AGENCY_ID);
const FORBIDDEN = "Only administrators and the employer's own people can change its requirements";
const ask = (typeId: string, more: Partial<EmployerRequirement> = {}): EmployerRequirement => ({
  typeId,
  anyOf: [],
  blocking: true,
  ...more,
});
const ACLS_FOR_EVERYONE: RequirementSetInput = {
  name: 'ACLS for everyone',
  scope: {},
  requirements: [ask('acls', { note: 'Every unit runs codes.' })],
};
const employerRecord = (id: number) => getDb().employers.find((e) => e.id === id)!;
const stored = (id: number) => JSON.stringify(employerRecord(id));
const fieldsOf = (error: HttpError) =>
  (error.body as { errors: Array<{ field: string; message: string }> }).errors;

describe('who may write an employer’s requirement sets', () => {
  it.each<[string, string, number | 'written', string]>([
    ['admin@demo.test', ORG, 'written', ''],
    ['admin@demo.test', AGENCY, 'written', ''],
    ['admin@demo.test', '999', 404, 'Employer not found'],
    ['admin@demo.test', 'mine', 404, 'Employer not found'],
    ['organization@demo.test', 'mine', 'written', ''],
    ['organization@demo.test', ORG, 'written', ''],
    ['organization@demo.test', AGENCY, 403, FORBIDDEN],
    ['organization@demo.test', '999', 403, FORBIDDEN],
    ['agency@demo.test', 'mine', 'written', ''],
    ['agency@demo.test', AGENCY, 'written', ''],
    ['agency@demo.test', ORG, 403, FORBIDDEN],
    ['recruiter@demo.test', ORG, 403, FORBIDDEN],
    ['professional@demo.test', ORG, 403, FORBIDDEN],
    ['professional@demo.test', 'mine', 403, FORBIDDEN],
    ['user@demo.test', ORG, 403, FORBIDDEN],
  ])('%s on employer %s: %s', async (email, id, outcome, message) => {
    await signIn(email);
    if (outcome === 'written') {
      const created = await createRequirementSet(id, ACLS_FOR_EVERYONE);
      expect(updateRequirementSetResponse.safeParse(created).error?.issues ?? []).toEqual([]);
      const changed = await updateRequirementSet(id, created.id, {
        ...ACLS_FOR_EVERYONE,
        name: 'Codes',
        revision: 1,
      });
      expect(changed).toMatchObject({ id: created.id, name: 'Codes', revision: 2 });
      await expect(deleteRequirementSet(id, created.id)).resolves.toBeUndefined();
      return;
    }
    const target = Number(id) || DEMO_ORGANIZATION_ID;
    const before = stored(target);
    const setId = `rs-${id === '999' ? 999 : target}-1`;
    for (const call of [
      () => createRequirementSet(id, ACLS_FOR_EVERYONE),
      () => updateRequirementSet(id, setId, { ...ACLS_FOR_EVERYONE, revision: 1 }),
      () => deleteRequirementSet(id, setId),
    ]) {
      const error = await failure(call());
      expect(error.status).toBe(outcome);
      expect(error.message).toBe(message);
    }
    expect(stored(target)).toBe(before);
  });

  it.each<[string, string, boolean]>([
    ['admin@demo.test', ORG, true],
    ['admin@demo.test', AGENCY, true],
    ['organization@demo.test', 'mine', true],
    ['agency@demo.test', 'mine', true],
    ['recruiter@demo.test', ORG, false],
    ['professional@demo.test', AGENCY, false],
  ])('%s reads employer %s with mayEditRequirements %s', async (email, id, may) => {
    await signIn(email);
    expect((await getEmployer(id)).mayEditRequirements).toBe(may);
  });

  it('answers 404 for a set the employer does not have, 400 for an id that is none', async () => {
    await signIn('admin@demo.test');
    const missing = await failure(deleteRequirementSet(ORG, 'rs-3-99'));
    expect(missing).toMatchObject({ status: 404, message: 'Requirement set not found' });
    const elsewhere = await failure(
      updateRequirementSet(ORG, `rs-${AGENCY}-1`, { ...ACLS_FOR_EVERYONE, revision: 1 }),
    );
    expect(elsewhere).toMatchObject({ status: 404, message: 'Requirement set not found' });
    const malformed = await failure(deleteRequirementSet(ORG, 'critical-care'));
    expect(malformed).toMatchObject({
      status: 400,
      message: 'The requirement set id is not valid',
    });
  });
});

describe('a set added, changed and removed', () => {
  beforeEach(() => signIn('organization@demo.test'));

  it('adding ACLS as a blocking requirement lowers its share cleared at once; removing it restores it', async () => {
    const before = (await getEmployer('mine')).workforce!;
    const revision = employerRecord(DEMO_ORGANIZATION_ID).revision;
    const created = await createRequirementSet('mine', ACLS_FOR_EVERYONE);
    // Saguaro Valley had four sets: the fifth number is the next one it is given.
    expect(created).toEqual({ id: 'rs-3-5', ...ACLS_FOR_EVERYONE, revision: 1 });
    expect(employerRecord(DEMO_ORGANIZATION_ID).revision).toBe(revision + 1);
    const employer = await getEmployer('mine');
    expect(employer.requirementSets.at(-1)).toEqual(created);
    const after = employer.workforce!;
    expect(after.engaged).toBe(before.engaged);
    expect(after.cleared).toBeLessThan(before.cleared);
    expect(after.cleared / after.engaged).toBeLessThan(before.cleared / before.engaged);

    await deleteRequirementSet('mine', created.id);
    const back = await getEmployer('mine');
    expect(back.requirementSets.map((s) => s.id)).toEqual(['rs-3-1', 'rs-3-2', 'rs-3-3', 'rs-3-4']);
    expect(back.workforce).toEqual(before);
    // A removed set's id is not given again: a stale change to it must not land on another.
    expect((await createRequirementSet('mine', ACLS_FOR_EVERYONE)).id).toBe('rs-3-6');
  });

  it('changes a set that names the revision it read; a stale one is 409 and writes nothing', async () => {
    const critical = (await getEmployer('mine')).requirementSets[0]!;
    expect(critical).toMatchObject({ id: 'rs-3-1', name: 'Critical care', revision: 1 });
    const input = {
      name: critical.name,
      scope: critical.scope,
      requirements: critical.requirements,
    };
    const stricter = { ...input, requirements: [ask('acls')], revision: 1 };
    const changed = await updateRequirementSet(ORG, 'rs-3-1', stricter);
    expect(changed).toEqual({ ...input, id: 'rs-3-1', requirements: [ask('acls')], revision: 2 });

    const before = stored(DEMO_ORGANIZATION_ID);
    const stale = await failure(updateRequirementSet('mine', 'rs-3-1', { ...input, revision: 1 }));
    expect(stale).toMatchObject({
      status: 409,
      type: 'conflict',
      message:
        'Someone else changed this requirement set; reload it to see their changes, then make yours',
    });
    expect(stored(DEMO_ORGANIZATION_ID)).toBe(before);
    const unnamed = await failure(updateRequirementSet('mine', 'rs-3-1', input));
    expect(unnamed.status).toBe(422);
    expect(fieldsOf(unnamed)).toEqual([
      { field: 'revision', message: 'Say which revision of the set this change is based on' },
    ]);
    expect(stored(DEMO_ORGANIZATION_ID)).toBe(before);
    await expect(
      updateRequirementSet('mine', 'rs-3-1', { ...input, revision: 2 }),
    ).resolves.toMatchObject({ revision: 3 });
  });

  it('is stored like any other write, so the other tabs read it', async () => {
    let text: string | null = null;
    usePersistence({
      load: async () => text,
      save: async (value) => {
        text = value;
      },
    });
    try {
      await signIn('organization@demo.test');
      const created = await createRequirementSet('mine', ACLS_FOR_EVERYONE);
      const saved = JSON.parse(text!) as ReturnType<typeof getDb>;
      const employer = saved.employers.find((e) => e.id === DEMO_ORGANIZATION_ID)!;
      expect(employer.requirementSets.at(-1)).toEqual(created);
      expect(employer.setsMade).toBe(5);
    } finally {
      usePersistence(undefined);
    }
  });
});

describe('what a set may say (422, at its field, nothing written)', () => {
  beforeEach(() => signIn('admin@demo.test'));

  const refused = async (input: RequirementSetInput, id = ORG) => {
    const before = stored(Number(id));
    const error = await failure(createRequirementSet(id, input));
    expect(error).toMatchObject({ status: 422, type: 'validation_failed' });
    expect(stored(Number(id))).toBe(before);
    return fieldsOf(error);
  };
  const named = (...requirements: EmployerRequirement[]) => ({
    name: 'A set',
    scope: {},
    requirements,
  });

  it('what the contract’s schema refuses, at each field', async () => {
    const fields = await refused({
      name: '',
      scope: { state: 'nv' },
      requirements: [{ ...ask('acls'), blocking: 'yes' as unknown as boolean }],
    });
    expect(fields.map((f) => f.field)).toEqual(['name', 'scope.state', 'requirements.0.blocking']);
  });

  it('what the schema cannot say: each rule at its field', async () => {
    const FLOOR = 'The platform asks for this credential itself, so no other can take its place';
    const errors = await refused({
      name: 'Everything wrong',
      scope: { facilityId: 'f-4-1' },
      requirements: [
        ask('acls', { anyOf: ['pals'] }), // every discipline: the platform asks ACLS of APRNs
        ask('pals', { anyOf: ['pals'] }),
        ask('acls'),
        ask('no-such-card'),
        ask('resume', { anyOf: ['no-such-card'] }),
        ask('npi', { anyOf: ['pals', 'pals'] }),
        ask('bls', { anyOf: ['acls'] }), // ACLS for BLS, which the platform asks of everyone
        ask('tb-test', { maxAgeMonths: 1.5 }),
      ],
    });
    expect(errors.map(({ field, message }) => `${field}: ${message}`)).toEqual([
      'scope.facilityId: Not one of this employer’s facilities',
      `requirements.0.anyOf: ${FLOOR}`,
      'requirements.1.anyOf: A credential cannot stand in for itself',
      'requirements.2.typeId: This set already asks for this credential',
      'requirements.3.typeId: Not a credential type of the catalog',
      'requirements.4.anyOf: Not a credential type of the catalog',
      'requirements.5.anyOf: The same credential is named twice',
      `requirements.6.anyOf: ${FLOOR}`,
      'requirements.7.maxAgeMonths: Not a whole number',
    ]);
  });

  it('takes an alternative that lowers no floor', async () => {
    // Respiratory therapists: the platform only recommends ACLS to them (Saguaro Valley's set).
    const rt = { ...named(ask('acls', { anyOf: ['pals'] })), scope: { discipline: 'rt' as const } };
    await expect(createRequirementSet(ORG, rt)).resolves.toMatchObject({ revision: 1 });
    // The catalog's own alternative widens nothing.
    const tb = named(ask('tb-test', { anyOf: ['quantiferon'], maxAgeMonths: 12 }));
    await expect(createRequirementSet(ORG, tb)).resolves.toMatchObject({ revision: 1 });
    // Every seeded set, written back as read, is accepted as it is.
    const sets = getDb().employers.flatMap((e) =>
      e.requirementSets.map((set) => [String(e.id), structuredClone(set)] as const),
    );
    expect(sets.length).toBeGreaterThan(15);
    for (const [employer, { id, ...input }] of sets)
      await expect(updateRequirementSet(employer, id, input)).resolves.toMatchObject({
        revision: 2,
      });
  });

  it('answers in Spanish when asked', async () => {
    const error = await failure(
      createRequirementSet(ORG, named(ask('bls', { anyOf: ['acls'] })), {
        headers: { 'accept-language': 'es' },
      }),
    );
    expect(error.message).toBe('Algunos campos no son válidos');
    expect(fieldsOf(error)).toEqual([
      {
        field: 'requirements.0.anyOf',
        message:
          'La plataforma pide esta credencial por sí misma, así que ninguna otra puede ocupar su lugar',
      },
    ]);
    await signIn('recruiter@demo.test');
    const refusedRole = await failure(
      deleteRequirementSet(ORG, 'rs-3-1', { headers: { 'accept-language': 'es' } }),
    );
    expect(refusedRole.message).toBe(
      'Solo los administradores y el personal del propio empleador pueden cambiar sus requisitos',
    );
  });
});
