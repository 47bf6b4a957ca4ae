/** The words of onboarding's current-employer step. */
import { defineMessage, defineMessages } from 'react-intl';
import type { EmployerProblem } from './employer-form';

export const employerMessages = defineMessages({
  intro: {
    id: 'onboarding.employer.intro',
    defaultMessage:
      'Where do you work now? Find your employer if it is on the platform, or type its name. It goes into your work history.',
  },
  employer: { id: 'onboarding.employer.employer', defaultMessage: 'Employer' },
  employerHelp: {
    id: 'onboarding.employer.employerHelp',
    defaultMessage: 'Type two letters or more to find it.',
  },
  typed: {
    id: 'onboarding.employer.typed',
    defaultMessage: 'Not on the platform: kept as you typed it.',
  },
  searching: { id: 'onboarding.employer.searching', defaultMessage: 'Looking…' },
  none: { id: 'onboarding.employer.none', defaultMessage: 'None found: keep typing its name.' },
  title: { id: 'onboarding.employer.title', defaultMessage: 'Your position' },
  startedOn: { id: 'onboarding.employer.startedOn', defaultMessage: 'Working there since' },
  save: { id: 'onboarding.employer.save', defaultMessage: 'Save and continue' },
  loadFailed: {
    id: 'onboarding.employer.loadFailed',
    defaultMessage: 'Your work history could not be loaded.',
  },
});

export const employerProblemMessages = defineMessages<EmployerProblem>({
  required: { id: 'onboarding.employer.problem.required', defaultMessage: 'This is needed' },
  tooLong: { id: 'onboarding.employer.problem.tooLong', defaultMessage: 'This is too long' },
  dateInvalid: {
    id: 'onboarding.employer.problem.date',
    defaultMessage: 'Not a date of the calendar',
  },
  future: {
    id: 'onboarding.employer.problem.future',
    defaultMessage: 'The first day cannot be after today',
  },
});

export const listingMessage = defineMessage<{ city: string; state: string }>({
  id: 'onboarding.employer.listing',
  defaultMessage: '{city}, {state}',
});
