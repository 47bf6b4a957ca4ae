import { defineMessage, defineMessages } from 'react-intl';
import type { EmploymentType, ShiftType } from '@generated/product/model';

export const preferencesMessages = defineMessages({
  intro: {
    id: 'onboarding.preferences.intro',
    defaultMessage:
      'Tell employers and recruiters what work you are looking for. You can change it at any time.',
  },
  shiftTypes: { id: 'onboarding.preferences.shiftTypes', defaultMessage: 'Shifts' },
  shiftLengths: { id: 'onboarding.preferences.shiftLengths', defaultMessage: 'Shift length' },
  anyLength: {
    id: 'onboarding.preferences.anyLength',
    defaultMessage: 'None chosen means any length.',
  },
  employmentTypes: { id: 'onboarding.preferences.employmentTypes', defaultMessage: 'Kind of work' },
  states: { id: 'onboarding.preferences.states', defaultMessage: 'States you would work in' },
  pay: { id: 'onboarding.preferences.pay', defaultMessage: 'Minimum hourly pay (USD)' },
  earliestStart: { id: 'onboarding.preferences.earliestStart', defaultMessage: 'Earliest start' },
  save: { id: 'onboarding.preferences.save', defaultMessage: 'Save and continue' },
  chooseShift: {
    id: 'onboarding.preferences.chooseShift',
    defaultMessage: 'Choose at least one shift',
  },
  chooseWork: {
    id: 'onboarding.preferences.chooseWork',
    defaultMessage: 'Choose at least one kind of work',
  },
  chooseState: {
    id: 'onboarding.preferences.chooseState',
    defaultMessage: 'Choose at least one state',
  },
  badPay: {
    id: 'onboarding.preferences.badPay',
    defaultMessage: 'Enter an amount from 1 to 1,000, or leave it empty',
  },
  badDate: { id: 'onboarding.preferences.badDate', defaultMessage: 'Enter a valid date' },
  pastDate: {
    id: 'onboarding.preferences.pastDate',
    defaultMessage: 'The start cannot be before today',
  },
});

export const shiftTypeMessages = defineMessages<ShiftType>({
  day: { id: 'onboarding.shift.day', defaultMessage: 'Day' },
  evening: { id: 'onboarding.shift.evening', defaultMessage: 'Evening' },
  night: { id: 'onboarding.shift.night', defaultMessage: 'Night' },
  rotating: { id: 'onboarding.shift.rotating', defaultMessage: 'Rotating' },
});

export const employmentTypeMessages = defineMessages<EmploymentType>({
  travel: { id: 'onboarding.employment.travel', defaultMessage: 'Travel contracts' },
  'per-diem': { id: 'onboarding.employment.perDiem', defaultMessage: 'Per diem shifts' },
  contract: { id: 'onboarding.employment.contract', defaultMessage: 'Local contracts' },
  'full-time': { id: 'onboarding.employment.fullTime', defaultMessage: 'Permanent, full time' },
  'part-time': { id: 'onboarding.employment.partTime', defaultMessage: 'Permanent, part time' },
});

export const hoursMessage = defineMessage<{ hours: number }>({
  id: 'onboarding.preferences.hours',
  defaultMessage: '{hours} hours',
});
