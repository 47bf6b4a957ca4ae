/**
 * The signed-in person's own account at the provider (SPEC §4, §7): the self call, updating it,
 * a new password, and "redirect if logged in".
 */
import type { SelfResponse, UpdatePasswordBody, UpdateSelfBody } from '@generated/provider/model';
import { readRedirect } from '@/lib/redirect';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { ClientError } from '@/lib/http/errors';
import type { RefreshResult, SessionApi, SessionDeps } from './session-types';
import type { TokenStore } from './token-store';

export interface AccountDeps {
  tenantId: string;
  api: Pick<SessionApi, 'getSelf' | 'updateSelf' | 'updatePassword'>;
  tokens: TokenStore;
  signedIn(): boolean;
  refresh(): Promise<RefreshResult>;
  ensureFreshAccessToken(): Promise<void>;
  warn(...args: unknown[]): void;
  location: SessionDeps['location'];
  go(target: string): void;
}

export function createAccount(deps: AccountDeps) {
  async function getSelf(): Promise<SelfResponse | undefined> {
    try {
      return await deps.api.getSelf();
    } catch {
      return undefined;
    }
  }

  return {
    getSelf,

    /** SPEC §7 "PUT /self with properties to update, then refresh" (the id token changes). */
    async updateSelf(body: UpdateSelfBody): Promise<SelfResponse> {
      if (Object.keys(body).length === 0) {
        deps.warn('Missing user properties to update');
        throw new Error('Missing user properties to update');
      }
      const answer = await deps.api.updateSelf(body);
      await deps.refresh();
      return answer;
    },

    /**
     * SPEC §4 "Redirect if logged in": nothing when signed out; else the given redirect, the
     * redirect parameter, or the tenant's loginRedirectPath from the self call (same-origin only).
     */
    async redirectIfLoggedIn(options: { redirect?: string } = {}): Promise<boolean> {
      if (!deps.signedIn()) return false;
      const loc = deps.location();
      let target =
        safeRedirectPath(options.redirect, loc.origin) ?? readRedirect(loc.search, loc.origin);
      if (!target) {
        const self = await getSelf();
        target = safeRedirectPath(self?.tenant.loginRedirectPath, loc.origin);
      }
      if (!target) return false;
      deps.go(target);
      return true;
    },

    /**
     * Sets a new password for the signed-in user (PUT /auth/basic): it needs the access token
     * (reset links use their own call). `existingPassword` when the account has one.
     */
    async updatePassword(body: UpdatePasswordBody): Promise<void> {
      await deps.ensureFreshAccessToken();
      if (!deps.tokens.accessValid()) {
        throw new ClientError(
          'updatePassword() was called without link credentials (token & uuid) or a JWT access token.',
        );
      }
      await deps.api.updatePassword(deps.tenantId, body);
    },
  };
}
