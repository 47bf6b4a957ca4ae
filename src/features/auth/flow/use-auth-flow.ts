/**
 * Runs the auth flow: the pure machine holds the state, this hook runs each effect through the
 * generated provider calls and the session, and answers with `succeeded` or `failed`.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  sendVerificationCode,
  loginWithVerificationCode,
} from '@generated/provider/endpoints/code/code';
import { loginWithLink, sendLoginLink } from '@generated/provider/endpoints/link/link';
import {
  loginWithPassword,
  signupWithPassword,
} from '@generated/provider/endpoints/password/password';
import { getTotpSetup, loginWithTotp } from '@generated/provider/endpoints/totp/totp';
import type { SignOnResponse } from '@generated/provider/model';
import { session } from '@/features/auth/session';
import { browserNavigation, completeSamlLogin, isSamlLogin } from '../saml';
import { completionTarget, readLinkQuery, ssoLoginUrl } from './addresses';
import { toFlowError } from './flow-error';
import { canGoBack, initialFlowState, transition } from './machine';
import type { Effect, EffectResult, FlowConfig, FlowEvent } from './types';

/**
 * A sign-on answer that signs in now: it carries tokens (neither a second-factor nor a PKCE
 * answer does). What a reset holds until the person continues.
 */
const signsInNow = (response: SignOnResponse) => 'tokens' in response;

/** The spent-link memory (./reset-link.ts), loaded apart as the set-new-password form is. */
const resetLinks = () => import('./reset-link');

/** Turns a sign-on answer into the machine's result; tokens are stored, MFA state is kept. */
function signOnResult(response: SignOnResponse): EffectResult & { pkceTarget?: string } {
  const outcome = session.handleLoginResponse(response, { redirect: false });
  switch (outcome.kind) {
    case 'secondFactor':
      return { kind: 'secondFactor', secondFactors: outcome.secondFactors };
    case 'pkce':
      return { kind: 'signedIn', pkceTarget: outcome.redirectTo };
    case 'signedIn':
      return { kind: 'signedIn' };
    default:
      throw new Error('Unexpected sign-on answer');
  }
}

/**
 * The config with the tenant's sign-in factors when the session already has them (asked for at
 * start): the form then shows at once, without a loading step.
 */
function withKnownFlow(config: FlowConfig): FlowConfig {
  if (config.flow || config.shouldFetchFlow === false) return config;
  const firstFactors = session.knownTenantMode(config.tenantId)?.authentication?.firstFactors;
  return Array.isArray(firstFactors) ? { ...config, flow: { firstFactors } } : config;
}

export function useAuthFlow(config: FlowConfig) {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const [state, dispatch] = useReducer(transition, undefined, () =>
    initialFlowState(withKnownFlow(config), {
      loggedIn: session.getState().signedIn,
      query: readLinkQuery(location.search),
    }),
  );
  const search = useRef(location.search);
  const ran = useRef(0);
  const navigated = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    // A flow starts at the first factor: a first-factor token left by an earlier, abandoned
    // sign-in must not be sent with this one's calls (nor outlive this form).
    session.resetSecondFactor();
    return () => {
      mounted.current = false;
      session.resetSecondFactor();
    };
  }, []);

  const send = useCallback((event: FlowEvent) => dispatch(event), []);

  useEffect(() => {
    const effect = state.effect;
    const id = state.effectId;
    if (!effect || ran.current === id) return;
    ran.current = id;
    const origin = window.location.origin;
    const target = () => completionTarget(config, search.current, origin);
    const go = (to: string) => {
      if (navigated.current || config.redirect === false) return;
      navigated.current = true;
      // Sent here by a SAML service provider: continue there instead (SPEC §7 SAML login).
      if (isSamlLogin(search.current)) {
        void completeSamlLogin().catch(() => routerNavigate(to, { replace: true }));
        return;
      }
      // Synchronous, so the public-only guard never renders the new session at the old address.
      void routerNavigate(to, { replace: true, flushSync: true });
    };
    const answer = (result: EffectResult) => {
      if (mounted.current) dispatch({ type: 'succeeded', effectId: id, result });
    };
    const fail = (reason: unknown) => {
      if (mounted.current)
        dispatch({ type: 'failed', effectId: id, error: toFlowError(reason, effect) });
    };
    /**
     * A finished sign-in leaves at once, before the public-only guard sees the new session; a
     * reset's waits, held, until the person has read that the password is set (not `final`).
     */
    const signOn = async (call: Promise<SignOnResponse>, final = false) => {
      const response = await call;
      if (!final && config.type === 'reset' && signsInNow(response)) {
        return { kind: 'held', response } as EffectResult;
      }
      const { pkceTarget, ...result } = signOnResult(response);
      if (result.kind === 'signedIn') go(pkceTarget ?? target());
      return result as EffectResult;
    };
    const run = async (e: Effect): Promise<EffectResult | undefined> => {
      const tenantId = config.tenantId;
      switch (e.kind) {
        case 'loadFlow': {
          const mode = await session.tenantMode(tenantId);
          const firstFactors = mode?.authentication?.firstFactors;
          if (!Array.isArray(firstFactors)) throw new Error('Missing flow from server');
          return { kind: 'flow', firstFactors };
        }
        case 'refreshAndRedirect':
          await session.refresh();
          go(target());
          return { kind: 'ok' };
        case 'loginPassword':
          return signOn(
            loginWithPassword(tenantId, {
              emailOrUsername: e.emailOrUsername,
              password: e.password,
            }),
          );
        case 'signup':
          return signOn(
            signupWithPassword(tenantId, {
              email: e.email,
              password: e.password,
              ...(e.username ? { username: e.username } : {}),
            }),
          );
        case 'sendLink':
          await sendLoginLink(tenantId, { email: e.email });
          return { kind: 'sent' };
        case 'loginLink':
          return signOn(
            loginWithLink(tenantId, {
              token: e.token,
              uuid: e.uuid,
              ...(e.linkType ? { linkType: e.linkType as never } : {}),
            }),
          );
        case 'sendCode':
          await sendVerificationCode(tenantId, {
            channel: e.channel,
            ...(e.email ? { email: e.email } : {}),
            ...(e.phoneNumber ? { phoneNumber: e.phoneNumber } : {}),
          });
          return { kind: 'sent' };
        case 'verifyCode':
          return signOn(
            loginWithVerificationCode(tenantId, {
              channel: e.channel,
              verificationCode: e.verificationCode,
              ...(e.email ? { email: e.email } : {}),
              ...(e.phoneNumber ? { phoneNumber: e.phoneNumber } : {}),
            }),
          );
        case 'getTotp': {
          const setup = await getTotpSetup();
          if (!setup?.qrCode || !Array.isArray(setup.backupCodes)) {
            throw new Error('Missing authenticator information');
          }
          return {
            kind: 'totp',
            qrCode: setup.qrCode,
            secret: setup.totpSecret ?? '',
            backupCodes: setup.backupCodes,
          };
        }
        case 'loginTotp':
          return signOn(
            loginWithTotp(tenantId, {
              ...(e.totpCode ? { totpCode: e.totpCode } : {}),
              ...(e.backupCode ? { backupCode: e.backupCode } : {}),
              ...(e.emailOrUsername ? { emailOrUsername: e.emailOrUsername } : {}),
            }),
          );
        case 'confirmTotp':
          // The answer waits until the backup codes have been seen (SPEC §4 "TOTP set-up").
          return {
            kind: 'response',
            response: await loginWithTotp(tenantId, { totpCode: e.totpCode }),
          };
        case 'completeResponse':
          return signOn(Promise.resolve(e.response), e.final);
        case 'sendResetLink':
          // Sent, and remembered as whose password the link's form sets (./reset-email.ts).
          await (await import('./reset-email')).requestResetLink(tenantId, e.email);
          return { kind: 'sent' };
        case 'checkResetLink': {
          const { checkResetLink } = await resetLinks();
          return { kind: 'resetLink', verdict: checkResetLink(e) };
        }
        case 'resetPassword':
          // Remembered as spent once used or refused (./reset-link.ts, there since the check).
          return signOn(resetLinks().then((m) => m.setPasswordWithLink(tenantId, e)));
        case 'updatePassword':
          await session.updatePassword({
            password: e.password,
            ...(e.existingPassword ? { existingPassword: e.existingPassword } : {}),
          });
          return { kind: 'ok' };
        case 'sso': {
          const redirect = target();
          browserNavigation.assign(
            ssoLoginUrl(e.provider, {
              tenantId,
              origin,
              redirect,
              ...(config.providerId ? { providerId: config.providerId } : {}),
            }),
          );
          return undefined;
        }
        case 'resetSecondFactor':
          session.resetSecondFactor();
          return undefined;
        case 'redirect':
          // Out of the effect itself: a synchronous navigation cannot start inside one.
          queueMicrotask(() => go(target()));
          return undefined;
      }
    };
    run(effect).then((result) => {
      if (result) answer(result);
    }, fail);
  }, [state.effect, state.effectId, config, routerNavigate]);

  // After the effects above (a flow still loading has taken the start answer already): this form
  // has begun, so a later one asks the provider afresh.
  useEffect(() => session.claimStartTenantMode(), []);

  return { state, send, canGoBack: canGoBack(state) };
}
