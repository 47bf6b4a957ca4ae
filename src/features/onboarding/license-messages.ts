/** The words of onboarding's license step and of its result card. */
import { defineMessages } from 'react-intl';
import type { VerificationOutcome } from '@generated/product/model';
import type { LicenseProblem } from './license-form';

export const licenseMessages = defineMessages({
  intro: {
    id: 'onboarding.license.intro',
    defaultMessage:
      'We check your license with the state’s board as soon as you send it. Type your name as the license shows it: the board compares it.',
  },
  firstName: { id: 'onboarding.license.firstName', defaultMessage: 'First name on the license' },
  lastName: { id: 'onboarding.license.lastName', defaultMessage: 'Last name on the license' },
  state: { id: 'onboarding.license.state', defaultMessage: 'State' },
  type: { id: 'onboarding.license.type', defaultMessage: 'License' },
  number: { id: 'onboarding.license.number', defaultMessage: 'License number' },
  expiresOn: { id: 'onboarding.license.expiresOn', defaultMessage: 'Expires on' },
  npi: { id: 'onboarding.license.npi', defaultMessage: 'NPI (optional)' },
  npiHelp: {
    id: 'onboarding.license.npiHelp',
    defaultMessage: 'Ten digits, if you have one: we check it with the NPI registry.',
  },
  check: { id: 'onboarding.license.check', defaultMessage: 'Check my license' },
  checkAgain: { id: 'onboarding.license.checkAgain', defaultMessage: 'Check again' },
  continue: { id: 'onboarding.license.continue', defaultMessage: 'Continue' },
  resultTitle: { id: 'onboarding.license.resultTitle', defaultMessage: 'What the sources say' },
  source: { id: 'onboarding.license.source', defaultMessage: 'Source' },
  checkedAt: { id: 'onboarding.license.checkedAt', defaultMessage: 'Checked' },
  sourceText: { id: 'onboarding.license.sourceText', defaultMessage: 'In the source’s words' },
  loadFailed: {
    id: 'onboarding.license.loadFailed',
    defaultMessage: 'Your license details could not be loaded.',
  },
});

export const licenseProblemMessages = defineMessages<LicenseProblem>({
  required: { id: 'onboarding.license.problem.required', defaultMessage: 'This is needed' },
  tooLong: { id: 'onboarding.license.problem.tooLong', defaultMessage: 'This is too long' },
  dateInvalid: {
    id: 'onboarding.license.problem.date',
    defaultMessage: 'Not a date of the calendar',
  },
  npiDigits: { id: 'onboarding.license.problem.npiDigits', defaultMessage: 'An NPI is 10 digits' },
  npiCheckDigit: {
    id: 'onboarding.license.problem.npiCheckDigit',
    defaultMessage: 'This is not a valid NPI: its last digit does not match. Check the number.',
  },
  invalid: { id: 'onboarding.license.problem.invalid', defaultMessage: 'This is not valid' },
});

/** What a license board's answer means, in a sentence. */
export const boardOutcomeMessages = defineMessages<VerificationOutcome>({
  active: {
    id: 'onboarding.license.board.active',
    defaultMessage: 'Active: the board lists this license in good standing.',
  },
  'not-found': {
    id: 'onboarding.license.board.notFound',
    defaultMessage:
      'Not found: the board has no license with this number. Check the state, the license and the number.',
  },
  'name-mismatch': {
    id: 'onboarding.license.board.nameMismatch',
    defaultMessage:
      'The board lists this license under another name. Check your name as the license shows it.',
  },
  probation: {
    id: 'onboarding.license.board.probation',
    defaultMessage:
      'On probation: the board lists conditions on this license. A reviewer will look at it with you.',
  },
  suspended: {
    id: 'onboarding.license.board.suspended',
    defaultMessage: 'Suspended at the board. A reviewer will look at it with you.',
  },
  revoked: {
    id: 'onboarding.license.board.revoked',
    defaultMessage: 'Revoked at the board. A reviewer will look at it with you.',
  },
  expired: {
    id: 'onboarding.license.board.expired',
    defaultMessage: 'Expired at the board: renew it there, then check again.',
  },
  'exclusion-match': {
    id: 'onboarding.license.board.exclusionMatch',
    defaultMessage: 'The source found a match that a reviewer will look at with you.',
  },
  clear: { id: 'onboarding.license.board.clear', defaultMessage: 'Nothing found against you.' },
});

/** What the NPI registry's answer means, in a sentence. */
export const npiOutcomeMessages = defineMessages({
  active: {
    id: 'onboarding.license.npi.active',
    defaultMessage: 'Active in the NPI registry, under your name.',
  },
  'not-found': {
    id: 'onboarding.license.npi.notFound',
    defaultMessage: 'The NPI registry has no record of this number. Check it.',
  },
  'name-mismatch': {
    id: 'onboarding.license.npi.nameMismatch',
    defaultMessage: 'The NPI registry lists this number under another name.',
  },
  other: {
    id: 'onboarding.license.npi.other',
    defaultMessage: 'Deactivated in the NPI registry. A reviewer will look at it with you.',
  },
});
