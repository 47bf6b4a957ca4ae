import { defineMessages } from 'react-intl';

export const profileMessages = defineMessages({
  title: { id: 'professional.profile.title', defaultMessage: 'Profile' },
  discipline: { id: 'professional.profile.discipline', defaultMessage: 'Discipline' },
  specialties: { id: 'professional.profile.specialties', defaultMessage: 'Specialties' },
  states: { id: 'professional.profile.states', defaultMessage: 'Licensed in' },
  npi: { id: 'professional.profile.npi', defaultMessage: 'NPI' },
  email: { id: 'professional.profile.email', defaultMessage: 'Email' },
  timeZone: { id: 'professional.profile.timeZone', defaultMessage: 'Time zone' },
  account: { id: 'professional.profile.account', defaultMessage: 'Account' },
  hasAccount: { id: 'professional.profile.hasAccount', defaultMessage: 'Signed up' },
  noAccount: { id: 'professional.profile.noAccount', defaultMessage: 'Not signed up yet' },
  none: { id: 'professional.profile.none', defaultMessage: 'None on file' },
  notFound: {
    id: 'professional.notFound',
    defaultMessage: 'This professional does not exist, or was removed.',
  },
  forbidden: {
    id: 'professional.forbidden',
    defaultMessage: 'You can only see the professionals you work with.',
  },
  forbiddenSelf: {
    id: 'professional.forbiddenSelf',
    defaultMessage: 'You can only see your own record.',
  },
  loadFailed: {
    id: 'professional.loadFailed',
    defaultMessage: 'The professional could not be loaded.',
  },
  retry: { id: 'professional.retry', defaultMessage: 'Retry' },
  backToList: { id: 'professional.backToList', defaultMessage: 'Back to professionals' },
});
