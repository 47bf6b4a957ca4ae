/**
 * @jest-environment node
 *
 * Verifications (issue #34 item 4): a credential checked at its primary source when staff ask.
 * The answer replaces the last one, the status follows it, the trail keeps the one before; the
 * demo registry's sources are synthetic and changed through /__demo/registry/licenses.
 */
import { listProfessionalEvents } from '@generated/product/endpoints/audit/audit';
import { listProfessionalCredentials } from '@generated/product/endpoints/credentials/credentials';
import { getProfessional } from '@generated/product/endpoints/professionals/professionals';
import { verifyCredential } from '@generated/product/endpoints/verifications/verifications';
import { verifyCredentialResponse } from '@generated/product/zod/verifications/verifications.zod';
import { nppesAnswer } from '@mocks/compliance/registry';
import { getDb, resetDemoData } from '@mocks/store';
import { setupMockServer } from '@tests/utils/msw';
import { configureClients, demo, failure, fixClock, signIn, T0 } from './helpers';

setupMockServer();
beforeEach(async () => {
  configureClients();
  fixClock(T0);
  await resetDemoData();
});

const NV_LICENSE = 'c-1001-01'; // RN-884120, active at the Nevada board
const NOW = '2026-11-22T10:00:00Z';

const board = (status: string, boardText: string) =>
  demo('registry/licenses', {
    method: 'PUT',
    body: JSON.stringify({
      state: 'NV',
      typeId: 'rn-license',
      number: 'RN-884120',
      licensee: 'Pablo Professional',
      status,
      boardText,
    }),
  });

describe('verifyCredential', () => {
  it('asks the board again after it changed: suspended, then active again', async () => {
    await signIn('admin@demo.test');
    const first = await verifyCredential('1001', NV_LICENSE);
    expect(verifyCredentialResponse.safeParse(first).error?.issues ?? []).toEqual([]);
    expect(first).toMatchObject({ status: 'compliant', verification: { outcome: 'active' } });

    expect((await board('suspended', 'SUSPENDED - BOARD ORDER 26-7')).status).toBe(200);
    const suspended = await verifyCredential('1001', NV_LICENSE);
    expect(suspended).toMatchObject({
      status: 'needs-attention',
      reason: 'license-suspended',
      nextActor: 'reviewer',
      verification: {
        outcome: 'suspended',
        source: 'license-board',
        sourceText: 'SUSPENDED - BOARD ORDER 26-7',
        checkedAt: NOW,
      },
    });
    expect((await getProfessional('1001')).overallStatus).toBe('needs-attention');

    await board('active', 'ACTIVE - CLEAR');
    expect(await verifyCredential('1001', NV_LICENSE)).toMatchObject({
      status: 'compliant',
      verification: { outcome: 'active', sourceText: 'ACTIVE - CLEAR' },
    });

    const trail = (await listProfessionalEvents('1001')).items;
    expect(trail.slice(0, 3).map((e) => [e.action, e.before, e.after, e.reason])).toEqual([
      ['credential.verified', 'suspended', 'active', 'ACTIVE - CLEAR'],
      ['credential.verified', 'active', 'suspended', 'SUSPENDED - BOARD ORDER 26-7'],
      ['credential.verified', 'active', 'active', 'ACTIVE - CLEAR'],
    ]);
  });

  it('finds what the seed left for the demo: a license the board suspended since its last check', async () => {
    await signIn('recruiter@demo.test');
    const recruiter = getDb().users.find((u) => u.email === 'recruiter@demo.test')!.id;
    const changed = getDb().professionals.find(
      (p) =>
        p.links.includes(recruiter) &&
        p.id !== 1001 &&
        p.credentials.some(
          (c) => c.verification?.source === 'license-board' && c.reviewState === 'approved',
        ),
    )!;
    const license = changed.credentials.find(
      (c) =>
        c.verification?.source === 'license-board' && c.reviewState === 'approved' && !c.replacedBy,
    )!;
    expect(license.verification?.outcome).toBe('active');
    const answer = await verifyCredential(String(changed.id), license.id);
    expect(answer).toMatchObject({
      status: 'needs-attention',
      reason: 'license-suspended',
      verification: { sourceText: 'SUSPENDED - BOARD ORDER 26-118 (PENDING HEARING)' },
    });
  });

  it('a license sent but never checked counts once the board answers', async () => {
    await signIn('admin@demo.test');
    const waiting = getDb().professionals.flatMap((p) =>
      p.credentials
        .filter((c) => c.typeId.endsWith('-license') && !c.verification && !c.replacedBy)
        .map((c) => ({ p, c })),
    )[0]!;
    const before = await listProfessionalCredentials(String(waiting.p.id));
    expect(before.items.find((c) => c.id === waiting.c.id)?.reason).toBe('awaiting-verification');
    expect(await verifyCredential(String(waiting.p.id), waiting.c.id)).toMatchObject({
      verification: { outcome: 'active', sourceText: 'ACTIVE - CLEAR' },
    });
  });

  it('the NPI registry answers in the NPPES v2.1 shape; the exclusion list by name', async () => {
    expect(nppesAnswer(getDb().registry, '1234567893')).toEqual({
      result_count: 1,
      results: [
        expect.objectContaining({
          number: '1234567893',
          enumeration_type: 'NPI-1',
          basic: expect.objectContaining({ first_name: 'PABLO', status: 'A' }),
          taxonomies: [expect.objectContaining({ code: '163W00000X', primary: true })],
        }),
      ],
    });
    expect(nppesAnswer(getDb().registry, '1234567800')).toEqual({ result_count: 0, results: [] });

    await signIn('admin@demo.test');
    expect(await verifyCredential('1001', 'c-1001-13')).toMatchObject({
      status: 'compliant',
      verification: { outcome: 'active', source: 'npi-registry', sourceText: 'Status A (active)' },
    });
    expect(await verifyCredential('1001', 'c-1001-12')).toMatchObject({
      verification: { outcome: 'clear', sourceText: 'No match in the LEIE' },
    });
    const excluded = getDb().professionals.find((p) =>
      p.credentials.some((c) => c.verification?.outcome === 'exclusion-match'),
    )!;
    const check = excluded.credentials.find((c) => c.typeId === 'oig-exclusion-check')!;
    expect(await verifyCredential(String(excluded.id), check.id)).toMatchObject({
      status: 'needs-attention',
      reason: 'exclusion-match',
      verification: { sourceText: 'LEIE match: 1128b4 license revocation or suspension' },
    });
  });

  it('refuses a type a person checks and a replaced copy (409), an unknown credential (404), and writes nothing', async () => {
    await signIn('admin@demo.test');
    expect(await failure(verifyCredential('1001', 'c-1001-03'))).toMatchObject({ status: 409 });
    expect(await failure(verifyCredential('1001', 'c-1001-15'))).toMatchObject({ status: 409 });
    expect(await failure(verifyCredential('1001', 'c-1001-99'))).toMatchObject({ status: 404 });
    expect((await listProfessionalEvents('1001')).total).toBe(2);
  });

  it('is refused to organizations and professionals (403)', async () => {
    await signIn('organization@demo.test');
    expect(await failure(verifyCredential('1001', NV_LICENSE))).toMatchObject({ status: 403 });
    await signIn('professional@demo.test');
    expect(await failure(verifyCredential('me', NV_LICENSE))).toMatchObject({ status: 403 });
  });

  it('the registry control refuses what a board would not hold', async () => {
    const refused = await demo('registry/licenses', {
      method: 'PUT',
      body: JSON.stringify({ state: 'Nevada', typeId: 'rn-license', number: '1', status: 'fine' }),
    });
    expect(refused.status).toBe(400);
  });
});
