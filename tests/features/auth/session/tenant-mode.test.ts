import type { TenantMode } from '@generated/provider/model';
import { TENANT_MODE_MAX_AGE_MS, createTenantMode } from '@/features/auth/session/tenant-mode';
import { NOW, TENANT, deferred } from './fakes';

const LIVE = { mode: 'live', authentication: { firstFactors: [] } } as unknown as TenantMode;

function setup(answer: () => Promise<TenantMode> = () => Promise.resolve(LIVE)) {
  const clock = { now: NOW };
  const timers: Array<{ fn: () => void; ms: number }> = [];
  const deps = {
    tenantId: TENANT,
    getTenantMode: jest.fn(answer),
    now: () => clock.now,
    schedule: (fn: () => void, ms: number) => {
      timers.push({ fn, ms });
      return () => undefined;
    },
    warn: jest.fn(),
    setMode: jest.fn(),
  };
  return { deps, clock, timers, mode: createTenantMode(deps) };
}

describe('the tenant mode (SPEC §4 "Mode")', () => {
  it("sets the session's mode from the provider's answer", async () => {
    const { deps, mode } = setup();
    await mode.loadMode();
    expect(deps.setMode).toHaveBeenCalledWith('live', 'server');
  });

  const failures: Record<string, () => Promise<TenantMode>> = {
    fails: () => Promise.reject(new Error('down')),
    'is unreadable': () => Promise.resolve({ mode: 'sideways' } as unknown as TenantMode),
  };
  it.each(Object.keys(failures))(
    'falls back to test mode, warning, when the answer %s',
    async (how) => {
      const { deps, mode } = setup(failures[how]);
      await mode.loadMode();
      expect(deps.setMode).toHaveBeenCalledWith('test', 'fallback');
      expect(deps.warn).toHaveBeenCalledTimes(1);
    },
  );

  it('does not keep a failed start answer: the form asks again', async () => {
    const { deps, mode } = setup(() => Promise.reject(new Error('down')));
    await mode.loadMode();
    deps.getTenantMode.mockImplementation(() => Promise.resolve(LIVE));
    expect(await mode.tenantMode()).toBe(LIVE);
    expect(deps.getTenantMode).toHaveBeenCalledTimes(2);
  });

  it('serves the start answer to the first form only, while it is under a minute old', async () => {
    const { deps, mode } = setup();
    await mode.loadMode();
    expect(mode.knownTenantMode()).toBe(LIVE);
    expect(mode.knownTenantMode('other')).toBeUndefined();
    expect(await mode.tenantMode()).toBe(LIVE);
    expect(deps.getTenantMode).toHaveBeenCalledTimes(1);
    await mode.tenantMode(); // a second form sees the tenant as it is now
    expect(deps.getTenantMode).toHaveBeenCalledTimes(2);

    const late = setup();
    await late.mode.loadMode();
    late.clock.now += TENANT_MODE_MAX_AGE_MS;
    expect(late.mode.knownTenantMode()).toBeUndefined();
    await late.mode.tenantMode();
    expect(late.deps.getTenantMode).toHaveBeenCalledTimes(2);
  });

  it('lets a form wait for the start answer, but no longer than it asks', async () => {
    const answer = deferred<TenantMode>();
    const { mode, timers } = setup(() => answer.promise);
    void mode.loadMode();
    let settled = false;
    const waiting = mode.tenantModeSettled(1500).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(timers.map((timer) => timer.ms)).toEqual([1500]);
    timers[0]!.fn();
    await waiting;
    expect(settled).toBe(true);
  });

  it('a claimed start answer serves no later form', async () => {
    const { deps, mode } = setup();
    await mode.loadMode();
    mode.claimStartTenantMode();
    expect(mode.knownTenantMode()).toBeUndefined();
    await mode.tenantMode();
    expect(deps.getTenantMode).toHaveBeenCalledTimes(2);
  });

  describe("a prerendered page's seed (the answer read at build time)", () => {
    const SEED = {
      mode: 'test',
      authentication: { firstFactors: [{ strategy: 'password', channel: 'email' }] },
    } as unknown as TenantMode;

    it('is known and settled at once, for the first form, with its mode as a guess', async () => {
      const { deps, mode, timers } = setup();
      mode.seed(SEED);
      expect(mode.knownTenantMode()).toBe(SEED);
      await mode.tenantModeSettled(1500); // resolves without waiting
      expect(timers).toEqual([]);
      expect(deps.setMode).toHaveBeenCalledWith('test', 'guess');
      expect(deps.getTenantMode).not.toHaveBeenCalled();
    });

    it('keeps serving the form while the provider is asked; its answer then serves later forms', async () => {
      const live = deferred<TenantMode>();
      const { deps, mode } = setup(() => live.promise);
      mode.seed(SEED);
      const loading = mode.loadMode();
      expect(mode.knownTenantMode()).toBe(SEED); // the hydrating form still has it
      live.resolve(LIVE);
      await loading;
      expect(deps.setMode).toHaveBeenLastCalledWith('live', 'server');
      expect(mode.knownTenantMode()).toBe(LIVE);
    });

    it('once the seeded form has started, the next form asks the provider', async () => {
      const { deps, mode } = setup();
      mode.seed(SEED);
      mode.claimStartTenantMode();
      await mode.loadMode();
      expect(mode.knownTenantMode()).toBeUndefined();
      await mode.tenantMode();
      expect(deps.getTenantMode).toHaveBeenCalledTimes(2);
    });

    it('ignores a seed that is not a tenant mode', () => {
      const { deps, mode } = setup();
      mode.seed({ mode: 'sideways' } as unknown as TenantMode);
      expect(mode.knownTenantMode()).toBeUndefined();
      expect(deps.setMode).not.toHaveBeenCalled();
    });
  });
});
