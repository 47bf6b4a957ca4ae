/**
 * The tenant's mode and sign-in factors (GET /tenants/{id}/mode; SPEC §4 "Mode"). The answer
 * asked for at start sets the session's mode and serves the first sign-in form the visitor sees
 * (while it is under way too), so that form does not wait for a second request; a later form,
 * one after TENANT_MODE_MAX_AGE_MS, one for another tenant, or one whose start answer failed
 * asks the provider itself and sees the tenant as it is now.
 */
import type { Mode, TenantMode } from '@generated/provider/model';
import type { ModeSource } from './mode';
import type { Schedule, SessionApi } from './session-types';

/** How long the tenant's mode read at start may serve the first sign-in form. */
export const TENANT_MODE_MAX_AGE_MS = 60_000;

interface StartMode {
  promise: Promise<TenantMode>;
  at: number;
  /** The answer, once it has come. */
  value?: TenantMode;
  settled: boolean;
  /** A sign-in form has used it (or started without it). */
  claimed: boolean;
  /** The prerendered page's snapshot (`seed`), not an answer of this page's own. */
  seeded?: boolean;
}

export interface TenantModeDeps {
  tenantId: string;
  getTenantMode: SessionApi['getTenantMode'];
  now(): number;
  schedule: Schedule;
  warn(...args: unknown[]): void;
  setMode(mode: Mode, source: ModeSource): void;
}

export function createTenantMode(deps: TenantModeDeps) {
  const { tenantId } = deps;
  let startMode: StartMode | undefined;

  /** The start answer while it may still serve a sign-in form. */
  function startAnswer(forTenant: string): StartMode | undefined {
    if (!startMode || startMode.claimed || forTenant !== tenantId) return undefined;
    return deps.now() - startMode.at < TENANT_MODE_MAX_AGE_MS ? startMode : undefined;
  }

  return {
    /** The tenant's mode and factors for a sign-in form. */
    tenantMode(forTenant: string = tenantId): Promise<TenantMode> {
      const fresh = () => deps.getTenantMode(forTenant);
      const kept = startAnswer(forTenant);
      if (!kept) return fresh();
      kept.claimed = true;
      return kept.promise.catch(fresh);
    },

    /** A sign-in form has started: the start answer serves no later one. */
    claimStartTenantMode(): void {
      if (startMode) startMode.claimed = true;
    },

    /** The start answer of tenantMode, when it has already come (a form can begin with it). */
    knownTenantMode: (forTenant: string = tenantId): TenantMode | undefined =>
      startAnswer(forTenant)?.value,

    /**
     * Resolves once the start answer has come or failed, or after `maxWaitMs`: a sign-in page
     * waits for it so that its form shows whole at once, but never long.
     */
    tenantModeSettled(maxWaitMs: number): Promise<void> {
      const pending = startMode;
      if (!pending || pending.settled) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const cancel = deps.schedule(resolve, maxWaitMs);
        const done = () => {
          cancel();
          resolve();
        };
        pending.promise.then(done, done);
      });
    },

    /**
     * The answer the prerendered page was rendered with (a snapshot taken at build time): it
     * serves the first sign-in form as the start answer would, so the page hydrates with the form
     * it was painted with. The mode counts as a guess (cookies stay Secure on https) until the
     * provider's own answer comes (`loadMode`, which replaces it for every later form).
     */
    seed(answer: TenantMode): void {
      if (answer.mode !== 'live' && answer.mode !== 'test') return;
      startMode = {
        promise: Promise.resolve(answer),
        at: deps.now(),
        value: answer,
        settled: true,
        claimed: false,
        seeded: true,
      };
      deps.setMode(answer.mode, 'guess');
    },

    /** Mode from the provider's tenant answer; on failure, test mode (SPEC §4 "Mode"). */
    async loadMode(): Promise<void> {
      const seeded = startMode?.seeded ? startMode : undefined;
      const entry: StartMode = {
        promise: deps.getTenantMode(tenantId),
        at: deps.now(),
        settled: false,
        claimed: false,
      };
      // A seed keeps serving until the provider's answer has come, which then takes its place
      // (already claimed when the seeded form has started).
      if (!seeded) startMode = entry;
      try {
        const answer = await entry.promise.finally(() => {
          entry.settled = true;
        });
        entry.value = answer;
        if (seeded && startMode === seeded) {
          entry.claimed = seeded.claimed;
          startMode = entry;
        }
        if (answer?.mode !== 'live' && answer?.mode !== 'test')
          throw new Error('Unreadable tenant mode');
        deps.setMode(answer.mode, 'server');
      } catch {
        if (startMode === entry && !entry.value) startMode = undefined; // a failure is not kept
        deps.warn('Could not read the tenant mode; staying in test mode.');
        deps.setMode('test', 'fallback');
      }
    },
  };
}
