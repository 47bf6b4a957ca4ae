/**
 * What every part of the session speaks (SPEC §3, §4, §6): its state, the calls it makes, what it
 * needs from the browser, and what a sign-in answer comes to. Kept apart from the parts so that
 * none of them imports another one's implementation only for a type.
 */
import type {
  Factor,
  IdTokenClaims,
  LogoutResponse,
  Mode,
  OkResponse,
  RefreshResponse,
  SelfResponse,
  TenantMode,
  UpdatePasswordBody,
  UpdateSelfBody,
} from '@generated/provider/model';
import type { User } from '@generated/product/model';
import { UserRole } from '@generated/product/model';
import type { CookieJar } from './cookies';
import type { SessionUser } from './session-user';
import type { SafeStorage } from './storage';

/**
 * The roles are the product contract's `UserRole`: a role added there reaches the guards, the
 * route table and every `Record<Role, …>` (whose typecheck then asks for it).
 */
export type Role = UserRole;
export const ROLES: readonly Role[] = Object.values(UserRole);

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

export type Schedule = NonNullable<SessionDeps['schedule']>;

export type LoginOutcome =
  | { kind: 'secondFactor'; secondFactors: Factor[] }
  | { kind: 'signedIn'; redirectTo: string | undefined }
  | { kind: 'pkce'; redirectTo: string }
  | { kind: 'none' };

export interface LoginOptions {
  /** An explicit target, or false for no navigation at all. */
  redirect?: string | false;
}

export type RefreshResult = 'refreshed' | 'rejected' | 'unavailable';
