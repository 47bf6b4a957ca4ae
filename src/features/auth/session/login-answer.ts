/**
 * SPEC §4 "Login response handling": what the answer of a sign-in call means for the session.
 * - firstFactorToken with isMfaRequired: a second factor is needed; the token and the factors
 *   are kept (they authorize the second-factor calls) until an answer with message OK;
 * - tokens: stored and taken up, then a redirect unless `redirect` is false;
 * - authorizationCode (PKCE): back to the app that asked, with `authorization_code`.
 */
import type { SignOnResponse, Tokens } from '@generated/provider/model';
import { ROOT_PATH } from '@/config/paths';
import { readRedirect } from '@/lib/redirect';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { ClientError } from '@/lib/http/errors';
import type { LoginOptions, LoginOutcome, SecondFactorState, SessionDeps } from './session-types';

export interface LoginAnswerDeps {
  location: SessionDeps['location'];
  setSecondFactor(value: SecondFactorState | null): void;
  /** Stores the tokens and takes them up; false when the browser kept none. */
  saveTokens(tokens: Tokens): boolean;
  /** Forgets the PKCE code challenge: an authorization code has been issued for it. */
  clearChallenge(): void;
  go(target: string): void;
}

export function createLoginAnswers(deps: LoginAnswerDeps) {
  return function handleLoginResponse(
    response: SignOnResponse,
    options: LoginOptions = {},
  ): LoginOutcome {
    const loc = deps.location();
    // An explicit target wins; else the redirect parameter, then the answer's, then the root.
    const redirectTarget = (fallback: string | undefined) => {
      if (typeof options.redirect === 'string') {
        return safeRedirectPath(options.redirect, loc.origin) ?? ROOT_PATH;
      }
      return (
        readRedirect(loc.search, loc.origin) ?? safeRedirectPath(fallback, loc.origin) ?? ROOT_PATH
      );
    };

    if ('firstFactorToken' in response && response.isMfaRequired) {
      const secondFactors = response.authentication.secondFactors;
      deps.setSecondFactor({
        firstFactorToken: response.firstFactorToken,
        secondFactors,
        firstFactor: response.authentication.firstFactor,
      });
      return { kind: 'secondFactor', secondFactors };
    }
    if (response.message === 'OK') deps.setSecondFactor(null);
    if ('tokens' in response && response.tokens) {
      if (!deps.saveTokens(response.tokens)) throw new ClientError('Problem setting cookies');
    }
    if ('authorizationCode' in response) {
      const pkceTarget = safeRedirectPath(response.redirectTo, loc.origin);
      if (!pkceTarget) throw new ClientError('Missing PKCE redirect url');
      const target = new URL(pkceTarget, loc.origin);
      target.searchParams.set('authorization_code', response.authorizationCode);
      deps.clearChallenge();
      const path = `${target.pathname}${target.search}${target.hash}`;
      if (options.redirect !== false) deps.go(path);
      return { kind: 'pkce', redirectTo: path };
    }
    if ('tokens' in response) {
      const target =
        response.redirectTo || options.redirect ? redirectTarget(response.redirectTo) : undefined;
      if (target && options.redirect !== false) deps.go(target);
      return { kind: 'signedIn', redirectTo: target };
    }
    return { kind: 'none' };
  };
}
