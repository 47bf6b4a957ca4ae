import { defineMessages } from 'react-intl';
import type { AccountType } from '@generated/product/model';

export const pickTypeMessages = defineMessages({
  intro: {
    id: 'registration.intro',
    defaultMessage:
      'Tell us who you are, so we can show you what matters to you. You choose once; an administrator can change it later.',
  },
  legend: { id: 'registration.legend', defaultMessage: 'I am' },
  chooseOne: { id: 'registration.chooseOne', defaultMessage: 'Choose what your account is' },
  discipline: { id: 'registration.discipline', defaultMessage: 'Discipline' },
  homeState: { id: 'registration.homeState', defaultMessage: 'Home state' },
  city: { id: 'registration.city', defaultMessage: 'City' },
  state: { id: 'registration.state', defaultMessage: 'State' },
  required: { id: 'registration.required', defaultMessage: 'This field is required' },
  tooShort: { id: 'registration.tooShort', defaultMessage: 'Enter at least 2 characters' },
  tooLong: { id: 'registration.tooLong', defaultMessage: 'This is too long' },
  submit: { id: 'registration.submit', defaultMessage: 'Continue' },
  sessionNotUpdated: {
    id: 'registration.sessionNotUpdated',
    defaultMessage:
      'Your choice is saved, but your session could not be brought up to date. Press Continue to try again.',
  },
});

export const typeMessages = defineMessages<AccountType>({
  professional: { id: 'registration.type.professional', defaultMessage: 'A professional' },
  organization: { id: 'registration.type.organization', defaultMessage: 'An organization' },
  agency: { id: 'registration.type.agency', defaultMessage: 'A staffing agency' },
});

export const typeDescriptions = defineMessages<AccountType>({
  professional: {
    id: 'registration.typeDescription.professional',
    defaultMessage:
      'A licensed nurse or therapist: keep your licenses and documents in one wallet, checked at the source, and see what each employer still needs from you.',
  },
  organization: {
    id: 'registration.typeDescription.organization',
    defaultMessage:
      'A hospital, clinic or care group: say what your facilities require and see at a glance who is cleared to work.',
  },
  agency: {
    id: 'registration.typeDescription.agency',
    defaultMessage:
      'A staffing agency: keep the professionals you place compliant with each client’s rules before their start.',
  },
});

export const nameLabels = defineMessages<'organization' | 'agency'>({
  organization: { id: 'registration.nameOf.organization', defaultMessage: 'Organization name' },
  agency: { id: 'registration.nameOf.agency', defaultMessage: 'Agency name' },
});
