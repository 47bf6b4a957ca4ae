/**
 * The auth form flow's vocabulary (SPEC §3 "Factor", "Flow config", "View data", "Form submit
 * events"; §4 "Auth form flow"). Pure data: no React, no I/O.
 */
import type { Factor, SendCodeBodyChannel, SignOnResponse } from '@generated/provider/model';
import { FactorStrategy } from '@generated/provider/model';
import type { RefusedField } from '../forms/refused-field';

export type FlowType = 'login' | 'signup' | 'reset';
export type SecondFactorAction = 'use' | 'setup';
/** The channels the provider sends a code by (`POST /auth/code`). */
export type CodeChannel = SendCodeBodyChannel;

/** The strategies the toolkit has its own forms for. */
const FORM_STRATEGIES = [
  FactorStrategy.password,
  FactorStrategy.link,
  FactorStrategy.totp,
  FactorStrategy.verificationCode,
] as const;
export type SsoProvider = Exclude<FactorStrategy, (typeof FORM_STRATEGIES)[number]>;
/**
 * The social providers (SPEC §2.5, §7), `custom` with a provider id: every other strategy of the
 * contract's `FactorStrategy`, so that a provider added there is offered as a social sign-in.
 */
export const SSO_PROVIDERS: readonly SsoProvider[] = Object.values(FactorStrategy).filter(
  (strategy): strategy is SsoProvider =>
    !(FORM_STRATEGIES as readonly FactorStrategy[]).includes(strategy),
);

/** Link query parameters (SPEC §3 "Query: token, uuid, linkType, isValid"). */
export interface LinkQuery {
  token?: string;
  uuid?: string;
  linkType?: string;
  isValid: boolean;
}

export interface FlowConfig {
  type: FlowType;
  tenantId: string;
  /** A flow given locally (SPEC §3 "flow with firstFactors and allowedSecondFactors"). */
  flow?: { firstFactors: Factor[]; allowedSecondFactors?: Factor[] };
  /** Fetch the flow from the tenant's mode answer when none is given (default true). */
  shouldFetchFlow?: boolean;
  /** An explicit target, or false: never navigate on completion. */
  redirect?: string | false;
  /** Send an already signed-in person on at once instead of showing Welcome. */
  redirectOnLoad?: boolean;
  /** Only these strategies are offered (the one-time-code pages). */
  strategies?: ReadonlyArray<Factor['strategy']>;
  /** SSO `custom` provider id. */
  providerId?: string;
}

/** Messages the flow itself raises; the screens translate them. */
export type FlowErrorCode =
  | 'unknown'
  | 'unhandled'
  | 'missingFlowServer'
  | 'missingFlowLocal'
  | 'passwordMismatch'
  | 'missingTokenOrUuid'
  | 'offline';

/**
 * What went wrong: a server's message is shown as plain text, our own messages are translated.
 * `retryAfter`: the seconds the server asked to wait (Retry-After), if it said; `field`: the typed
 * field the provider refused, if the refusal is about one (../forms/refused-field.ts).
 */
export type FlowError = ({ kind: 'text'; text: string } | { kind: 'code'; code: FlowErrorCode }) & {
  retryAfter?: number;
  field?: RefusedField;
  /** The provider refused the reset link itself (used up, expired, unknown): ./link-query.ts. */
  linkRefused?: boolean;
};

export type DoneOutcome = 'loggedIn' | 'signedUp' | 'passwordReset' | 'verified' | 'welcome';

/**
 * Why a reset link cannot set a password (docs/decisions/011): seen when the page opens (its
 * token or uuid missing or not of the contract's form; used in this browser before), or refused by
 * the provider when it was tried.
 */
export type DeadLinkReason = 'malformed' | 'used' | 'refused';
/** A reset link as judged when the page opens (./reset-link.ts). */
export type ResetLinkVerdict = 'usable' | DeadLinkReason;

/** Every screen of the flow. Each has exactly one component (screens/index.ts). */
export type Step =
  | { name: 'loading' }
  | { name: 'selectFactor' }
  | { name: 'password' }
  | { name: 'emailLink' }
  | { name: 'emailLinkSent'; email: string }
  | { name: 'emailCode' }
  | { name: 'smsCode' }
  | { name: 'codeEntry'; channel: CodeChannel; to: string }
  | { name: 'totp'; useBackupCode: boolean }
  | { name: 'totpSetup'; qrCode: string | null; secret: string; backupCodes: string[] }
  | { name: 'totpSetupError' }
  | { name: 'backupCodes'; backupCodes: string[]; response: SignOnResponse }
  | { name: 'resetRequest' }
  | { name: 'resetLinkSent'; email: string }
  | { name: 'setNewPassword'; requireExisting: boolean }
  | { name: 'resetLinkDead'; reason: DeadLinkReason; error?: FlowError }
  // `response`: a sign-in held until the person continues (a reset's, so they read that the new
  // password is set first: taken up at once, the signed-in page would replace this one).
  | { name: 'done'; outcome: DoneOutcome; response?: SignOnResponse }
  | { name: 'redirecting' }
  | { name: 'disabled' }
  | { name: 'error'; error: FlowError };
export type StepName = Step['name'];

/** What the person typed, kept across errors and steps so nothing is lost. */
export interface FormValues {
  emailOrUsername?: string;
  email?: string;
  username?: string;
  password?: string;
  confirmPassword?: string;
  existingPassword?: string;
  phoneNumber?: string;
  verificationCode?: string;
  totpCode?: string;
  backupCode?: string;
}

export type Submission =
  | { form: 'login'; values: { emailOrUsername: string; password: string } }
  | {
      form: 'signup';
      values: { email: string; password: string; confirmPassword?: string; username?: string };
    }
  | { form: 'email'; values: { email: string } }
  | { form: 'phone'; values: { phoneNumber: string } }
  | { form: 'code'; values: { verificationCode: string } }
  | {
      form: 'totp';
      values: { totpCode?: string; backupCode?: string; emailOrUsername?: string };
    }
  | {
      form: 'newPassword';
      values: { password: string; confirmPassword: string; existingPassword?: string };
    };

/** The I/O the flow asks for; the hook runs it and answers with `succeeded` or `failed`. */
export type Effect =
  | { kind: 'loadFlow' }
  | { kind: 'refreshAndRedirect' }
  | { kind: 'loginPassword'; emailOrUsername: string; password: string }
  | { kind: 'signup'; email: string; password: string; username?: string }
  | { kind: 'sendLink'; email: string; signup: boolean; resend?: boolean }
  | { kind: 'loginLink'; token: string; uuid: string; linkType?: string }
  | {
      kind: 'sendCode';
      channel: CodeChannel;
      email?: string;
      phoneNumber?: string;
      resend?: boolean;
    }
  | {
      kind: 'verifyCode';
      channel: CodeChannel;
      verificationCode: string;
      email?: string;
      phoneNumber?: string;
    }
  | { kind: 'getTotp' }
  | { kind: 'loginTotp'; totpCode?: string; backupCode?: string; emailOrUsername?: string }
  | { kind: 'confirmTotp'; totpCode: string }
  // `final`: taken up now, never held again (the Continue of a finished reset).
  | { kind: 'completeResponse'; response: SignOnResponse; final?: boolean }
  | { kind: 'sendResetLink'; email: string; resend?: boolean }
  | { kind: 'checkResetLink'; token?: string | undefined; uuid?: string | undefined }
  | { kind: 'resetPassword'; token: string; uuid: string; password: string }
  | { kind: 'updatePassword'; password: string; existingPassword?: string }
  | { kind: 'sso'; provider: SsoProvider }
  | { kind: 'resetSecondFactor' }
  | { kind: 'redirect' };
export type EffectKind = Effect['kind'];

/** What a finished effect reports. */
export type EffectResult =
  | { kind: 'flow'; firstFactors: Factor[] }
  | { kind: 'secondFactor'; secondFactors: Factor[] }
  | { kind: 'signedIn' }
  | { kind: 'sent' }
  | { kind: 'totp'; qrCode: string; secret: string; backupCodes: string[] }
  | { kind: 'response'; response: SignOnResponse }
  /** A sign-in answered but held until the person continues (a reset's). */
  | { kind: 'held'; response: SignOnResponse }
  | { kind: 'resetLink'; verdict: ResetLinkVerdict }
  | { kind: 'ok' };

export type FlowEvent =
  | ({ type: 'submit' } & Submission)
  // `values`: what the form on screen holds, unsubmitted; the flow keeps who the person said they
  // are (the identifier fields) for the next form, so moving between steps loses nothing typed.
  | { type: 'selectFactor'; factor: Factor; values?: FormValues }
  | { type: 'useBackupCode'; value: boolean; values?: FormValues }
  | { type: 'retry' }
  | { type: 'finish' }
  | { type: 'back'; values?: FormValues }
  | { type: 'resend' }
  | { type: 'succeeded'; effectId: number; result: EffectResult }
  | { type: 'failed'; effectId: number; error: FlowError };

export type Notice = 'emailResent' | 'codeResent';

export interface FlowState {
  config: FlowConfig;
  step: Step;
  stage: 'first' | 'second';
  firstFactors: Factor[];
  /** The second factors offered (only the configured ones when any is). */
  secondFactors: Factor[];
  action: SecondFactorAction;
  loggedIn: boolean;
  query: LinkQuery;
  values: FormValues;
  error: FlowError | null;
  notice: Notice | null;
  /** An effect is running: submits are ignored (no double sends). */
  busy: boolean;
  effect: Effect | null;
  /** Increases with every effect, so a late answer to an older one is ignored. */
  effectId: number;
}
