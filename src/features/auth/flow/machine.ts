/**
 * The auth form flow as a pure transition function (SPEC §4 "Auth form flow" and "Per factor";
 * DESIGN §3.3): `transition(state, event) → state`. No React, no I/O: a state that needs I/O
 * carries an `effect`, which `use-auth-flow` runs and answers with `succeeded` or `failed`.
 * An event a step does not expect returns the same state object.
 *
 * Here: the start state and the dispatch of events. Beside it: the factor stages (stages.ts), form
 * submits (submit.ts), effect answers (effect-results.ts) and Back (back.ts), on the shared pieces
 * of state.ts and link-query.ts.
 */
import type { FlowConfig, FlowEvent, FlowState, LinkQuery } from './types';
import { backFrom, canGoBack } from './back';
import { onFailed, onSucceeded } from './effect-results';
import { hasLinkCredentials, loginLinkEffect, namesLink } from './link-query';
import { beginFlow, beginSecondFactor, goToFactor, isSso, sameFactor } from './stages';
import { at, keepTyped, withEffect } from './state';
import { onSubmit } from './submit';

export { beginFlow, beginSecondFactor, canGoBack, isSso, sameFactor };

export interface StartFacts {
  loggedIn: boolean;
  query: LinkQuery;
}

/** SPEC §4 steps 1-4: the state a form starts in. */
export function initialFlowState(config: FlowConfig, facts: StartFacts): FlowState {
  const state: FlowState = {
    config,
    step: { name: 'loading' },
    stage: 'first',
    firstFactors: [],
    secondFactors: [],
    action: config.type === 'login' ? 'use' : 'setup',
    loggedIn: facts.loggedIn,
    query: facts.query,
    values: {},
    error: null,
    notice: null,
    busy: false,
    effect: null,
    effectId: 0,
  };
  const fetchFlow = config.shouldFetchFlow ?? true;
  if (typeof config.tenantId !== 'string' || config.tenantId.trim() === '') {
    return at(state, {
      name: 'error',
      error: { kind: 'code', code: fetchFlow ? 'missingFlowServer' : 'missingFlowLocal' },
    });
  }
  if (config.type === 'reset') {
    // A link is checked first: nobody types two passwords for a link known to be dead.
    if (namesLink(facts.query)) {
      const { token, uuid } = facts.query;
      return withEffect(state, { name: 'loading' }, { kind: 'checkResetLink', token, uuid });
    }
    return facts.loggedIn
      ? at(state, { name: 'setNewPassword', requireExisting: true })
      : at(state, { name: 'resetRequest' });
  }
  if (facts.loggedIn) {
    if (hasLinkCredentials(facts.query)) {
      return withEffect(state, { name: 'loading' }, loginLinkEffect(facts.query));
    }
    return config.redirectOnLoad
      ? withEffect(state, { name: 'redirecting' }, { kind: 'refreshAndRedirect' })
      : at(state, { name: 'done', outcome: 'welcome' });
  }
  if (config.flow) return beginFlow(state, config.flow.firstFactors);
  if (!fetchFlow) {
    return at(state, { name: 'error', error: { kind: 'code', code: 'missingFlowLocal' } });
  }
  return withEffect(state, { name: 'loading' }, { kind: 'loadFlow' });
}

export function transition(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'succeeded':
    case 'failed': {
      if (!state.effect || event.effectId !== state.effectId) return state;
      return event.type === 'succeeded'
        ? onSucceeded(state, state.effect, event.result)
        : onFailed(state, state.effect, event.error);
    }
    default:
      break;
  }
  if (state.busy) return state;
  const step = state.step;
  switch (event.type) {
    case 'submit':
      return onSubmit(state, event);
    case 'selectFactor': {
      if (step.name !== 'selectFactor') return state;
      const offered = state.stage === 'second' ? state.secondFactors : state.firstFactors;
      const factor = offered.find((f) => sameFactor(f, event.factor));
      return factor ? goToFactor(keepTyped(state, event.values), factor) : state;
    }
    case 'useBackupCode':
      if (step.name !== 'totp' || step.useBackupCode === event.value) return state;
      return at(
        keepTyped(state, event.values),
        { name: 'totp', useBackupCode: event.value },
        { error: null },
      );
    case 'retry':
      if (step.name !== 'totpSetupError') return state;
      return withEffect(
        { ...state, error: null },
        { name: 'totpSetup', qrCode: null, secret: '', backupCodes: [] },
        { kind: 'getTotp' },
      );
    case 'finish':
      if (step.name === 'done' && step.response) {
        // Continue after a reset: the held sign-in is taken up now.
        return withEffect({ ...state, error: null }, step, {
          kind: 'completeResponse',
          response: step.response,
          final: true,
        });
      }
      if (step.name !== 'backupCodes') return state;
      return withEffect({ ...state, error: null }, step, {
        kind: 'completeResponse',
        response: step.response,
      });
    case 'resend': {
      const email = state.values.email;
      if (step.name === 'emailLinkSent') {
        return withEffect({ ...state, notice: null, error: null }, step, {
          kind: 'sendLink',
          email: step.email,
          signup: state.config.type === 'signup',
          resend: true,
        });
      }
      if (step.name === 'resetLinkSent') {
        return withEffect({ ...state, notice: null, error: null }, step, {
          kind: 'sendResetLink',
          email: step.email,
          resend: true,
        });
      }
      if (step.name === 'codeEntry') {
        const address =
          state.stage === 'second' && state.action === 'use'
            ? {}
            : step.channel === 'sms'
              ? { phoneNumber: step.to }
              : { email: step.to || email };
        return withEffect({ ...state, notice: null, error: null }, step, {
          kind: 'sendCode',
          channel: step.channel,
          ...address,
          resend: true,
        });
      }
      return state;
    }
    case 'back': {
      const back = backFrom(state);
      return back ? keepTyped(back, event.values) : state;
    }
  }
}
