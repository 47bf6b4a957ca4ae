/**
 * The one session module (DESIGN §3.5, SPEC §3, §4, §6), composed of its parts: the token cookies
 * (token-store), the single-flight refresh and its timer, sign-in answers (login-answer), the
 * session user (user-validation), the tenant's mode, sign-out and logout, and the other tabs
 * (tab-sync). I/O goes through `deps`, so tests can fake any of it.
 */
import type { Tokens } from '@generated/provider/model';
import { createAccount } from './account';
import { createLoginAnswers } from './login-answer';
import { createLogout } from './logout';
import { guessMode, secureCookies } from './mode';
import type { ModeSource } from './mode';
import { signInLink } from '@/lib/redirect';
import { createGo } from './navigation';
import { createPkceStore } from './pkce';
import { createRefresh } from './refresh';
import { createRefreshTimer } from './refresh-timer';
import type { Role, SessionDeps } from './session-types';
import { createSignOut } from './sign-out';
import { createStateStore, initialState } from './state-store';
import { createTabSync } from './tab-sync';
import { createTenantMode } from './tenant-mode';
import { scheduleWithTimer } from './timing';
import { createTokenStore } from './token-store';
import { createUserValidation } from './user-validation';

export type { LoginOptions, LoginOutcome, RefreshResult, Role } from './session-types';
export type { SecondFactorState, SessionApi, SessionDeps, SessionState } from './session-types';
export type { SessionStatus, SyncMessage } from './session-types';
export { ROLES } from './session-types';
export { REFRESH_TIMEOUT_MS } from './refresh';
export { TENANT_MODE_MAX_AGE_MS } from './tenant-mode';
export { LOGOUT_TIMEOUT_MS } from './logout';

export function createSession(deps: SessionDeps) {
  const { tenantId, api } = deps;
  const schedule = deps.schedule ?? scheduleWithTimer;
  const pkce = createPkceStore(deps.local, deps.now);
  const state = createStateStore(initialState(guessMode(deps.location())));
  const tokens = createTokenStore(tenantId, deps.cookies, deps.now);
  const go = createGo(deps.location, deps.navigate);
  const signedIn = () => state.get().signedIn;

  // Later parts are reached through arrows: nothing calls them before the session exists.
  const tabs = createTabSync(deps.channel, {
    adopt: () => adopt(),
    signedIn,
    clear: () => signOut.clearLocal(),
    leave: () => signOut.signedOutElsewhere(),
  });
  const users = createUserValidation({
    local: deps.local,
    tabStorage: deps.tabStorage,
    state,
    tokens,
    getUserByAuthUuid: (uuid) => api.getUserByAuthUuid(uuid),
    generation: () => signOut.generation(),
  });
  const timer = createRefreshTimer({
    tokens,
    now: deps.now,
    schedule,
    refresh: (known) => refresher.refresh(known),
    retryAfter: () => refresher.retryAfter(),
    end: () => signOut.endSession(),
  });
  const signOut = createSignOut({
    tokens,
    state,
    location: deps.location,
    go,
    forgetUser: users.forget,
    clearChallenge: pkce.clear,
    stopRefreshTimer: timer.stop,
    announce: tabs.signedOut,
  });
  const refresher = createRefresh({
    tenantId,
    tokens,
    request: () => api.refreshTokens(),
    withLock: deps.withLock,
    warn: deps.warn,
    generation: signOut.generation,
    adopt: () => adopt(),
    save(fresh) {
      storeTokens(fresh);
      adopt();
      tabs.tokensChanged();
    },
    signedIn,
    end: signOut.endSession,
  });
  // Not part of the state React reads: nothing on screen depends on it.
  let modeSource: ModeSource = 'guess';
  const mode = createTenantMode({
    tenantId,
    getTenantMode: (id) => api.getTenantMode(id),
    now: deps.now,
    schedule,
    warn: deps.warn,
    setMode: (value, source) => {
      modeSource = source;
      state.set({ mode: value });
    },
  });
  const account = createAccount({
    tenantId,
    api,
    tokens,
    signedIn,
    refresh: refresher.refresh,
    ensureFreshAccessToken: refresher.ensureFreshAccessToken,
    warn: deps.warn,
    location: deps.location,
    go,
  });

  /** Takes up the session the cookies hold, when their access token is usable. */
  function adopt(): boolean {
    if (!tokens.accessValid()) return false;
    timer.start();
    state.set({
      status: 'signedIn',
      signedIn: true,
      roles: tokens.roles(),
      identity: tokens.identity(),
      user: users.own(),
    });
    signOut.resumed();
    return true;
  }

  function storeTokens(fresh: Tokens): void {
    tokens.write(fresh, secureCookies(state.get().mode, modeSource, deps.location().protocol));
  }

  return {
    getState: state.get,
    subscribe: state.subscribe,
    /** Where the mode came from (a guess, the provider, or the fallback): how cookies are set. */
    modeSource: () => modeSource,

    /** SPEC §4 "Session": signed in with an unexpired access token, else one refresh is tried. */
    async init(): Promise<void> {
      pkce.captureFrom(deps.location().search);
      const cookiesEnabled = deps.cookies.enabled();
      const malformed = tokens.hasMalformed();
      if (malformed) {
        deps.warn('Stored tokens are unreadable; signing out.');
        tokens.clear();
      }
      state.set({ cookiesEnabled });
      if (!malformed && !adopt() && tokens.refreshValid()) {
        const result = await refresher.refresh();
        if (result === 'refreshed') return;
      }
      if (!signedIn()) {
        // Nobody is signed in: a user left from an earlier session must not be shown.
        users.forget();
        state.set({ status: 'signedOut', signedIn: false, user: null });
      }
    },

    tenantMode: mode.tenantMode,
    claimStartTenantMode: mode.claimStartTenantMode,
    knownTenantMode: mode.knownTenantMode,
    seedTenantMode: mode.seed,
    tenantModeSettled: mode.tenantModeSettled,
    loadMode: mode.loadMode,

    accessToken: (): string | undefined =>
      tokens.accessValid() ? tokens.token('access') : undefined,
    refreshToken: () => tokens.token('refresh'),
    firstFactorToken: () => state.get().secondFactor?.firstFactorToken,
    codeChallenge: () => pkce.current(),

    ensureFreshAccessToken: refresher.ensureFreshAccessToken,
    recoverFromUnauthorized: refresher.recoverFromUnauthorized,
    refresh: refresher.refresh,
    endSession: signOut.endSession,

    handleLoginResponse: createLoginAnswers({
      location: deps.location,
      setSecondFactor: (secondFactor) => state.set({ secondFactor }),
      saveTokens(fresh) {
        storeTokens(fresh);
        if (!adopt()) return false;
        tabs.tokensChanged();
        return true;
      },
      clearChallenge: pkce.clear,
      go,
    }),

    /** Forgets a pending second factor (the person went back to the first factor). */
    resetSecondFactor: (): void => state.set({ secondFactor: null }),

    logout: createLogout({
      tokens,
      refresh: refresher.refresh,
      refreshInFlight: refresher.inFlight,
      request: () => api.logout(),
      warn: deps.warn,
      loggedOut: signOut.loggedOut,
      location: deps.location,
      go,
    }),

    hasRole: (role: Role, forTenant: string = tenantId): boolean =>
      tokens.roles(forTenant).includes(role) && tokens.accessValid(),

    updateSelf: account.updateSelf,
    redirectIfLoggedIn: account.redirectIfLoggedIn,
    updatePassword: account.updatePassword,
    getSelf: account.getSelf,

    validateUser: users.validateUser,
    validateProfessional: users.validateProfessional,
    forgetProfessionalId: users.forgetProfessionalId,

    onSync: tabs.onSync,
    signInPathFor: signInLink,
    pkce,
  };
}

export type Session = ReturnType<typeof createSession>;
