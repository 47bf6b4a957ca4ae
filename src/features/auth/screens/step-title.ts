import type { MessageDescriptor } from 'react-intl';
import type { FlowState } from '../flow/types';
import { titleMessages } from '../messages';

const FLOW_TITLES = {
  login: titleMessages.login,
  signup: titleMessages.signup,
  reset: titleMessages.resetRequest,
} as const;

/** SPEC §2.5 screen titles, per step. */
export function stepTitle(state: FlowState): MessageDescriptor {
  const step = state.step;
  switch (step.name) {
    case 'emailLinkSent':
    case 'resetLinkSent':
      return titleMessages.checkEmail;
    case 'codeEntry':
      return titleMessages.enterCode;
    case 'totpSetup':
    case 'totpSetupError':
      return titleMessages.totpSetup;
    case 'backupCodes':
      return titleMessages.backupCodes;
    case 'setNewPassword':
      return titleMessages.setNewPassword;
    case 'done':
      return titleMessages[step.outcome];
    case 'redirecting':
      return titleMessages.redirecting;
    case 'disabled':
      return titleMessages.disabled;
    case 'error':
      return titleMessages.error;
    case 'selectFactor':
      if (state.stage === 'second') {
        return state.action === 'use'
          ? titleMessages.chooseSecondFactor
          : titleMessages.setUpSecondFactor;
      }
      return FLOW_TITLES[state.config.type];
    default:
      return FLOW_TITLES[state.config.type];
  }
}
