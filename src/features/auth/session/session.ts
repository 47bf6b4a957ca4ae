/**
 * The one session module (DESIGN §3.5, SPEC §3, §4, §6): token cookies, who is signed in and with
 * which roles, single-flight refresh, login-response handling, logout, the session user, the
 * second-factor state, and cross-tab sync. I/O goes through `deps`, so tests can fake any of it.
 */
import type {
  Factor,
  IdTokenClaims,
  LogoutResponse,
  Mode,
  OkResponse,
  RefreshResponse,
  SelfResponse,
  SignOnResponse,
  TenantMode,
  Tokens,
  UpdatePasswordBody,
  UpdateSelfBody,
} from '@generated/provider/model';
import type { User } from '@generated/product/model';
import { UserRole } from '@generated/product/model';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { ClientError, HttpError } from '@/lib/http/errors';
import type { CookieJar, TokenKind } from './cookies';
import { TOKEN_KINDS, cookieName } from './cookies';
import type { Claims } from './jwt';
import { EXPIRY_SKEW_SECONDS, decodeJwt, expiresAtMs, isUnexpired } from './jwt';
import type { ModeSource } from './mode';
import { guessMode, secureCookies } from './mode';
import type { PkceStore } from './pkce';
import { createPkceStore } from './pkce';
import type { SessionUser } from './session-user';
import { PROFESSIONAL_ID_KEY, readSessionUser, writeSessionUser } from './session-user';
import type { SafeStorage } from './storage';

/**
 * The roles are the product contract's `UserRole`: a role added there reaches the guards, the
 * route table and every `Record<Role, …>` (whose typecheck then asks for it).
 */
export type Role = UserRole;
export const ROLES: readonly Role[] = Object.values(UserRole);
export const REDIRECT_PARAM = 'redirectUrl';
export const SIGN_IN_PATH = '/sign-in';
/** Paths a session end must not send back to (they would nest redirect parameters). */
const AUTH_PATHS = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/otp-verification',
  '/otp',
];

export type SessionStatus = 'initializing' | 'signedIn' | 'signedOut';

export interface SecondFactorState {
  firstFactorToken: string;
  secondFactors: Factor[];
  firstFactor?: Factor;
}

export interface SessionState {
  status: SessionStatus;
  signedIn: boolean;
  user: SessionUser | null;
  /** The identity-user claims of the id token (SPEC §3 "Identity user"). */
  identity: Partial<IdTokenClaims> | null;
  roles: Role[];
  mode: Mode;
  modeSource: ModeSource;
  secondFactor: SecondFactorState | null;
  cookiesEnabled: boolean;
}

export interface SessionApi {
  getTenantMode(tenantId: string): Promise<TenantMode>;
  refreshTokens(): Promise<RefreshResponse>;
  logout(): Promise<LogoutResponse>;
  updateSelf(body: UpdateSelfBody): Promise<SelfResponse>;
  getSelf(): Promise<SelfResponse>;
  getUserByAuthUuid(authUuid: string): Promise<User>;
  updatePassword(tenantId: string, body: UpdatePasswordBody): Promise<OkResponse>;
}

export type SyncMessage = { type: 'signedOut' } | { type: 'tokens' };

export interface SessionDeps {
  tenantId: string;
  cookies: CookieJar;
  local: SafeStorage;
  tabStorage: SafeStorage;
  now(): number;
  location(): Pick<Location, 'origin' | 'hostname' | 'protocol' | 'pathname' | 'search' | 'hash'>;
  navigate(to: string): void;
  api: SessionApi;
  /** Cross-tab messages; `subscribe` returns an unsubscribe function. */
  channel?: {
    post(message: SyncMessage): void;
    subscribe(listener: (message: SyncMessage) => void): () => void;
  };
  /** Runs `fn` after `ms`; returns a cancel function. Defaults to setTimeout. */
  schedule?(fn: () => void, ms: number): () => void;
  /** Runs `task` while holding a lock shared by every tab (Web Locks), or just runs it. */
  withLock?<T>(name: string, task: () => Promise<T>): Promise<T>;
  warn(...args: unknown[]): void;
}

export type LoginOutcome =
  | { kind: 'secondFactor'; secondFactors: Factor[] }
  | { kind: 'signedIn'; redirectTo: string | undefined }
  | { kind: 'pkce'; redirectTo: string }
  | { kind: 'none' };

export interface LoginOptions {
  /** An explicit target, or false for no navigation at all. */
  redirect?: string | false;
}

function rolesFrom(claims: Claims | undefined, tenantId: string): Role[] {
  const authorization = claims?.authorization;
  if (typeof authorization !== 'object' || authorization === null) return [];
  const entry = (authorization as Record<string, unknown>)[tenantId];
  const roles =
    typeof entry === 'object' && entry !== null ? (entry as { roles?: unknown }).roles : undefined;
  if (!Array.isArray(roles)) return [];
  return roles.filter(
    (r): r is Role => typeof r === 'string' && (ROLES as readonly string[]).includes(r),
  );
}

export type RefreshResult = 'refreshed' | 'rejected' | 'unavailable';

async function waitUntil(condition: () => boolean, ms: number): Promise<void> {
  for (let waited = 0; waited < ms && !condition(); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A refresh that has not answered by then counts as unavailable, so start-up never hangs. */
export const REFRESH_TIMEOUT_MS = 15_000;

/** How long the tenant's mode read at start may serve the first sign-in form (see tenantMode). */
export const TENANT_MODE_MAX_AGE_MS = 60_000;

/** A logout call that has not answered by then is given up: the person is signed out locally. */
export const LOGOUT_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what = 'Refresh'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface StartMode {
  promise: Promise<TenantMode>;
  at: number;
  /** The answer, once it has come. */
  value?: TenantMode;
  settled: boolean;
  /** A sign-in form has used it (or started without it). */
  claimed: boolean;
}

export function createSession(deps: SessionDeps) {
  const { tenantId, cookies } = deps;
  const pkce: PkceStore = createPkceStore(deps.local, deps.now);
  const listeners = new Set<() => void>();
  let refreshing: Promise<RefreshResult> | undefined;
  /** Bumped at every sign-out: an answer that arrives after it belongs to a finished session. */
  let generation = 0;
  let ending = false;
  let userLoad: Promise<void> | undefined;
  let startMode: StartMode | undefined;
  let cancelScheduledRefresh: (() => void) | undefined;
  const schedule =
    deps.schedule ??
    ((fn: () => void, ms: number) => {
      const id = setTimeout(fn, ms);
      // Outside a browser a pending refresh must not keep the process alive.
      (id as unknown as { unref?: () => void }).unref?.();
      return () => clearTimeout(id);
    });

  const initialMode = guessMode(deps.location());
  let state: SessionState = {
    status: 'initializing',
    signedIn: false,
    user: null,
    identity: null,
    roles: [],
    mode: initialMode,
    modeSource: 'guess',
    secondFactor: null,
    cookiesEnabled: true,
  };

  /** The answer asked for at start (loadMode) while it may still serve a sign-in form. */
  function startAnswer(forTenant: string): StartMode | undefined {
    if (!startMode || startMode.claimed || forTenant !== tenantId) return undefined;
    return deps.now() - startMode.at < TENANT_MODE_MAX_AGE_MS ? startMode : undefined;
  }

  /**
   * The tenant's mode and factors (GET /tenants/{id}/mode) for a sign-in form. The answer asked
   * for at start serves the first form the visitor sees (while it is under way too), so that
   * form does not wait for a second request; a later form (see claimStartTenantMode), one after
   * TENANT_MODE_MAX_AGE_MS, one for another tenant, or one whose start answer failed asks the
   * provider itself and sees the tenant as it is now.
   */
  function tenantMode(forTenant: string = tenantId): Promise<TenantMode> {
    const fresh = () => deps.api.getTenantMode(forTenant);
    const kept = startAnswer(forTenant);
    if (!kept) return fresh();
    kept.claimed = true;
    return kept.promise.catch(fresh);
  }

  function setState(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  const token = (kind: TokenKind) => cookies.get(cookieName(kind, tenantId));
  const claimsOf = (kind: TokenKind) => decodeJwt(token(kind));

  function accessValid(): boolean {
    return isUnexpired(claimsOf('access'), deps.now());
  }

  function refreshValid(): boolean {
    return isUnexpired(claimsOf('refresh'), deps.now());
  }

  function clearCookies(): void {
    for (const kind of TOKEN_KINDS) cookies.remove(cookieName(kind, tenantId));
  }

  /**
   * Refreshes a little before the access token expires, so a signed-in person stays signed in
   * while the refresh token lasts. Tabs share the work through the refresh lock.
   */
  function scheduleRefresh(): void {
    cancelScheduledRefresh?.();
    const claims = claimsOf('access');
    const expires = expiresAtMs(claims);
    if (expires === undefined) return;
    if (!refreshValid()) {
      // Nothing to refresh with: the session ends when the access token does.
      cancelScheduledRefresh = schedule(
        () => session.endSession(),
        Math.max(0, Math.min(expires - deps.now(), 2 ** 31 - 1)),
      );
      return;
    }
    const lead = Math.min(EXPIRY_SKEW_SECONDS * 1000, Math.max(0, expires - deps.now()) / 4);
    const delay = Math.max(0, Math.min(expires - lead - deps.now(), 2 ** 31 - 1));
    cancelScheduledRefresh = schedule(() => {
      void refresh().then((result) => {
        if (result === 'rejected') session.endSession();
      });
    }, delay);
  }

  /** State from whatever the cookies hold now. */
  /** The stored session user, when it belongs to the account signed in now; anyone else's is removed. */
  function ownSessionUser(): SessionUser | null {
    const user = readSessionUser(deps.local);
    const uuid = claimsOf('access')?.userUuid;
    if (user && (user.authUuid === undefined || user.authUuid !== uuid)) {
      writeSessionUser(deps.local, null);
      deps.tabStorage.remove(PROFESSIONAL_ID_KEY);
      return null;
    }
    return user;
  }

  function adoptCookies(): boolean {
    if (!accessValid()) return false;
    scheduleRefresh();
    const identity = claimsOf('id') as Partial<IdTokenClaims> | undefined;
    setState({
      status: 'signedIn',
      signedIn: true,
      roles: rolesFrom(claimsOf('access'), tenantId),
      identity: identity ?? null,
      user: ownSessionUser(),
    });
    ending = false;
    return true;
  }

  function storeTokens(tokens: Tokens): void {
    const secure = secureCookies(state.mode, state.modeSource, deps.location().protocol);
    const defaults = { secure, sameSite: 'Lax' as const };
    for (const kind of TOKEN_KINDS) {
      const t = tokens[kind];
      if (!t?.value) continue;
      const options = { ...defaults, ...t.cookieOptions };
      // The refresh cookie is always SameSite=Strict, whatever the server says (SPEC §9).
      cookies.set(
        cookieName(kind, tenantId),
        t.value,
        kind === 'refresh' ? { ...options, sameSite: 'Strict' } : options,
      );
    }
  }

  function clearLocal(): void {
    generation += 1;
    cancelScheduledRefresh?.();
    cancelScheduledRefresh = undefined;
    clearCookies();
    writeSessionUser(deps.local, null);
    deps.tabStorage.remove(PROFESSIONAL_ID_KEY);
    pkce.clear();
    setState({
      status: 'signedOut',
      signedIn: false,
      user: null,
      identity: null,
      roles: [],
      secondFactor: null,
    });
  }

  function signInPathFor(current: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
    if (AUTH_PATHS.includes(current.pathname)) {
      // Already on an auth page: keep its own redirect parameter, never nest another one.
      return `${current.pathname}${current.search}`;
    }
    const here = `${current.pathname}${current.search}${current.hash}`;
    return here === '/'
      ? SIGN_IN_PATH
      : `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(here)}`;
  }

  function go(target: string): void {
    const loc = deps.location();
    if (`${loc.pathname}${loc.search}${loc.hash}` !== target) deps.navigate(target);
  }

  async function refresh(): Promise<RefreshResult> {
    if (refreshing) return refreshing;
    const startedAt = generation;
    const before = token('access');
    const run = async (): Promise<RefreshResult> => {
      // Another tab may have refreshed while this one waited for the lock.
      if (token('access') !== before && accessValid()) {
        adoptCookies();
        return 'refreshed';
      }
      if (!refreshValid()) return 'rejected';
      try {
        const answer = await withTimeout(deps.api.refreshTokens(), REFRESH_TIMEOUT_MS);
        if (startedAt !== generation) return 'rejected'; // signed out meanwhile: drop the late answer
        storeTokens(answer.tokens);
        adoptCookies();
        deps.channel?.post({ type: 'tokens' });
        return 'refreshed';
      } catch (error) {
        // Without Web Locks another tab may have rotated the token first: give its answer a
        // moment to land in the shared cookies, and adopt it.
        if (!deps.withLock) await waitUntil(() => token('access') !== before, 1_000);
        if (token('access') !== before && adoptCookies()) return 'refreshed';
        deps.warn('Refresh failed:', error instanceof Error ? error.message : error);
        const rejected =
          error instanceof HttpError &&
          (error.status === 400 || error.status === 401 || error.status === 403);
        return rejected ? 'rejected' : 'unavailable';
      }
    };
    refreshing = (
      deps.withLock ? deps.withLock(`session-refresh.${tenantId}`, run) : run()
    ).finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  let loggingOut: Promise<void> | undefined;

  async function endWithLogout(options: { redirect?: string | false }): Promise<void> {
    const from = deps.location();
    let redirectTo: string | undefined;
    // An expired access token cannot authorize the logout: refresh first so the provider revokes.
    // (Not while a refresh is already under way: its late answer is dropped instead.)
    if (!accessValid() && refreshValid() && !refreshing) await refresh();
    if (accessValid()) {
      try {
        redirectTo = (await withTimeout(deps.api.logout(), LOGOUT_TIMEOUT_MS, 'Logout')).redirectTo;
      } catch (error) {
        deps.warn(
          'Logout call failed; signing out locally.',
          error instanceof Error ? error.message : error,
        );
      }
    }
    ending = true;
    clearLocal();
    deps.channel?.post({ type: 'signedOut' });
    if (options.redirect === false) return;
    const target =
      safeRedirectPath(options.redirect, from.origin) ??
      safeRedirectPath(redirectTo, from.origin) ??
      SIGN_IN_PATH;
    go(target);
  }

  const session = {
    getState: (): SessionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** SPEC §4 "Session": signed in with an unexpired access token, else one refresh is tried. */
    async init(): Promise<void> {
      pkce.captureFrom(deps.location().search);
      const cookiesEnabled = cookies.enabled();
      const present = TOKEN_KINDS.filter((kind) => token(kind) !== undefined);
      const malformed = present.some((kind) => claimsOf(kind) === undefined);
      if (malformed) {
        deps.warn('Stored tokens are unreadable; signing out.');
        clearCookies();
      }
      setState({ cookiesEnabled });
      if (!malformed && !adoptCookies() && refreshValid()) {
        const result = await refresh();
        if (result === 'refreshed') return;
      }
      if (!state.signedIn) {
        // Nobody is signed in: a user left from an earlier session must not be shown.
        writeSessionUser(deps.local, null);
        deps.tabStorage.remove(PROFESSIONAL_ID_KEY);
        setState({ status: 'signedOut', signedIn: false, user: null });
      }
    },

    tenantMode,

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
        const cancel = schedule(resolve, maxWaitMs);
        const done = () => {
          cancel();
          resolve();
        };
        pending.promise.then(done, done);
      });
    },

    /** Mode from the provider's tenant answer; on failure, the guess stands (SPEC §4 "Mode"). */
    async loadMode(): Promise<void> {
      const entry: StartMode = {
        promise: deps.api.getTenantMode(tenantId),
        at: deps.now(),
        settled: false,
        claimed: false,
      };
      startMode = entry;
      try {
        const answer = await entry.promise.finally(() => {
          entry.settled = true;
        });
        entry.value = answer;
        if (answer?.mode !== 'live' && answer?.mode !== 'test')
          throw new Error('Unreadable tenant mode');
        setState({ mode: answer.mode, modeSource: 'server' });
      } catch {
        if (startMode === entry && !entry.value) startMode = undefined; // a failure is not kept
        deps.warn('Could not read the tenant mode; staying in test mode.');
        setState({ mode: 'test', modeSource: 'fallback' });
      }
    },

    accessToken(): string | undefined {
      return accessValid() ? token('access') : undefined;
    },
    refreshToken: () => token('refresh'),
    firstFactorToken: () => state.secondFactor?.firstFactorToken,
    codeChallenge: () => pkce.current(),

    /** Before a call that needs the access token: refresh it first when it has expired. */
    async ensureFreshAccessToken(): Promise<void> {
      if (accessValid()) return;
      const result = refreshValid() ? await refresh() : 'rejected';
      if (result === 'rejected' && state.signedIn) session.endSession();
      // The provider could not be reached: the call fails as a network failure would, rather
      // than going out without its token and coming back as "Authentication required".
      if (result === 'unavailable') {
        throw new HttpError({
          message: 'The session could not be refreshed',
          status: 0,
          kind: 'network',
        });
      }
    },

    /**
     * After a 401 on a call made with `usedToken`: 'retry' when a newer token is there (another
     * call already refreshed, or this refresh worked), 'end' when the session is over, 'keep'
     * when the provider could not be reached (a network failure never signs anyone out).
     */
    async recoverFromUnauthorized(usedToken: string): Promise<'retry' | 'end' | 'keep'> {
      if (token('access') !== usedToken && accessValid()) return 'retry';
      const result = await refresh();
      if (result === 'refreshed') return 'retry';
      return result === 'unavailable' ? 'keep' : 'end';
    },

    refresh,

    /** SPEC §4: 401, 419 and 440 clear the token, user and signed-in flag, once, and go to sign-in. */
    endSession(): void {
      if (
        ending ||
        (!state.signedIn && token('access') === undefined && token('refresh') === undefined)
      )
        return;
      ending = true;
      const from = deps.location();
      clearLocal();
      deps.channel?.post({ type: 'signedOut' });
      go(signInPathFor(from));
    },

    /** SPEC §4 "Login response handling". */
    handleLoginResponse(response: SignOnResponse, options: LoginOptions = {}): LoginOutcome {
      const loc = deps.location();
      const redirectTarget = (fallback: string | undefined) => {
        const params = new URLSearchParams(loc.search).getAll(REDIRECT_PARAM);
        const fromQuery = params.length === 1 ? params[0] : undefined;
        const candidates =
          typeof options.redirect === 'string' ? [options.redirect] : [fromQuery, fallback];
        for (const candidate of candidates) {
          const safe = safeRedirectPath(candidate, loc.origin);
          if (safe) return safe;
        }
        return '/';
      };

      if ('firstFactorToken' in response) {
        if (response.isMfaRequired) {
          const secondFactors = response.authentication.secondFactors;
          setState({
            secondFactor: {
              firstFactorToken: response.firstFactorToken,
              secondFactors,
              firstFactor: response.authentication.firstFactor,
            },
          });
          return { kind: 'secondFactor', secondFactors };
        }
      }
      if (response.message === 'OK') setState({ secondFactor: null });
      if ('tokens' in response && response.tokens) {
        storeTokens(response.tokens);
        if (!adoptCookies()) throw new ClientError('Problem setting cookies');
        deps.channel?.post({ type: 'tokens' });
      }
      if ('authorizationCode' in response) {
        const pkceTarget = safeRedirectPath(response.redirectTo, loc.origin);
        if (!pkceTarget) throw new ClientError('Missing PKCE redirect url');
        const target = new URL(pkceTarget, loc.origin);
        target.searchParams.set('authorization_code', response.authorizationCode);
        pkce.clear();
        const path = `${target.pathname}${target.search}${target.hash}`;
        if (options.redirect !== false) go(path);
        return { kind: 'pkce', redirectTo: path };
      }
      if ('tokens' in response) {
        const target =
          response.redirectTo || options.redirect ? redirectTarget(response.redirectTo) : undefined;
        if (target && options.redirect !== false) go(target);
        return { kind: 'signedIn', redirectTo: target };
      }
      return { kind: 'none' };
    },

    /** Forgets a pending second factor (the person went back to the first factor). */
    resetSecondFactor(): void {
      setState({ secondFactor: null });
    },

    /**
     * SPEC §4 "Logout": clears everything even when the provider cannot be reached. One logout at
     * a time: pressing Log out again while one is under way joins it.
     */
    logout(options: { redirect?: string | false } = {}): Promise<void> {
      loggingOut ??= endWithLogout(options).finally(() => {
        loggingOut = undefined;
      });
      return loggingOut;
    },

    hasRole(role: Role, forTenant: string = tenantId): boolean {
      return rolesFrom(claimsOf('access'), forTenant).includes(role) && accessValid();
    },

    /** SPEC §7 "PUT /self with properties to update, then refresh". */
    async updateSelf(body: UpdateSelfBody): Promise<SelfResponse> {
      if (Object.keys(body).length === 0) {
        deps.warn('Missing user properties to update');
        throw new Error('Missing user properties to update');
      }
      const answer = await deps.api.updateSelf(body);
      await refresh();
      return answer;
    },

    /**
     * SPEC §4 "Redirect if logged in": nothing when signed out; else the given redirect, the
     * redirect parameter, or the tenant's loginRedirectPath from the self call (same-origin only).
     */
    async redirectIfLoggedIn(options: { redirect?: string } = {}): Promise<boolean> {
      if (!state.signedIn) return false;
      const loc = deps.location();
      const params = new URLSearchParams(loc.search).getAll(REDIRECT_PARAM);
      let target =
        safeRedirectPath(options.redirect, loc.origin) ??
        (params.length === 1 ? safeRedirectPath(params[0], loc.origin) : undefined);
      if (!target) {
        const self = await session.getSelf();
        target = safeRedirectPath(self?.tenant.loginRedirectPath, loc.origin);
      }
      if (!target) return false;
      go(target);
      return true;
    },

    /**
     * Sets a new password for the signed-in user (PUT /auth/basic): it needs the access token
     * (reset links use their own call). `existingPassword` when the account has one.
     */
    async updatePassword(body: UpdatePasswordBody): Promise<void> {
      await session.ensureFreshAccessToken();
      if (!accessValid()) {
        throw new ClientError(
          'updatePassword() was called without link credentials (token & uuid) or a JWT access token.',
        );
      }
      await deps.api.updatePassword(tenantId, body);
    },

    async getSelf(): Promise<SelfResponse | undefined> {
      try {
        return await deps.api.getSelf();
      } catch {
        return undefined;
      }
    },

    /**
     * SPEC §4 "User validation": a user without id or email, or a forced refresh, is reloaded
     * from the product API by the auth user uuid. One load at a time, however often it is asked.
     */
    validateUser({ force = false }: { force?: boolean } = {}): Promise<void> {
      if (!state.signedIn) return Promise.resolve();
      if (!force && state.user?.id !== undefined && state.user.email) return Promise.resolve();
      if (userLoad) return userLoad;
      const startedAt = generation;
      const uuid = (claimsOf('access')?.userUuid as string | undefined) ?? state.identity?.userUuid;
      userLoad = (async () => {
        if (!uuid) throw new Error('The signed-in user has no uuid');
        const user = await deps.api.getUserByAuthUuid(uuid);
        if (startedAt !== generation) return;
        writeSessionUser(deps.local, user);
        setState({ user, signedIn: true });
      })().finally(() => {
        userLoad = undefined;
      });
      return userLoad;
    },

    /**
     * SPEC §4 "Professional validation": a professional's id is kept in session storage; a user
     * without professional data while an id is stored needs a refresh.
     */
    validateProfessional(): 'ok' | 'needsRefresh' {
      const user = state.user;
      if (!state.signedIn || user?.defaultRole !== UserRole.professional) return 'ok';
      const stored = deps.tabStorage.get(PROFESSIONAL_ID_KEY);
      const id = user.professional?.id;
      if (stored === null && id !== undefined) {
        deps.tabStorage.set(PROFESSIONAL_ID_KEY, String(id));
        return 'ok';
      }
      if (id === undefined && stored !== null) return 'needsRefresh';
      return 'ok';
    },

    /** After a forced reload the server still has no professional record: the stored id is stale. */
    forgetProfessionalId(): void {
      deps.tabStorage.remove(PROFESSIONAL_ID_KEY);
    },

    /** Another tab signed in, refreshed or signed out. */
    onSync(message: SyncMessage): void {
      if (message.type === 'tokens') {
        if (!adoptCookies() && state.signedIn) clearLocal();
        return;
      }
      if (state.signedIn) {
        const from = deps.location();
        clearLocal();
        go(signInPathFor(from));
      }
    },

    signInPathFor,
    pkce,
  };
  return session;
}

export type Session = ReturnType<typeof createSession>;
