import { defineMessage, defineMessages } from 'react-intl';

/** The gap before applying, on an employer's page as a professional reads it (decision 025). */
export const gapMessages = defineMessages({
  title: {
    id: 'employer.gap.title',
    defaultMessage: 'Your credentials against these requirements',
  },
  intro: {
    id: 'employer.gap.intro',
    defaultMessage:
      'Checked by the platform against what you hold today, the way this employer will check them.',
  },
  facility: { id: 'employer.gap.facility', defaultMessage: 'Where you would work' },
  startOn: { id: 'employer.gap.startOn', defaultMessage: 'First day of work' },
  startOnInvalid: {
    id: 'employer.gap.startOnInvalid',
    defaultMessage: 'Enter a whole date, or leave it empty.',
  },
  missing: { id: 'employer.gap.missing', defaultMessage: 'Missing' },
  oneByOne: { id: 'employer.gap.oneByOne', defaultMessage: 'Requirement by requirement' },
  lapsing: { id: 'employer.gap.lapsing', defaultMessage: 'Expiring before your start' },
  lapsingStaff: { id: 'employer.gap.lapsingStaff', defaultMessage: 'Expiring before the start' },
  early: { id: 'employer.gap.early', defaultMessage: 'Done too long before your start' },
  earlyStaff: { id: 'employer.gap.earlyStaff', defaultMessage: 'Done too long before the start' },
  engagementsTitle: { id: 'employer.engagements.title', defaultMessage: 'At employers' },
  engagementsNone: {
    id: 'employer.engagements.none',
    defaultMessage: 'Not engaged at any employer yet.',
  },
  engagementsLoadFailed: {
    id: 'employer.engagements.loadFailed',
    defaultMessage: 'The engagements could not be loaded.',
  },
  unsettled: { id: 'employer.gap.unsettled', defaultMessage: 'Not accepted yet' },
  loadFailed: {
    id: 'employer.gap.loadFailed',
    defaultMessage: 'Your credentials could not be compared with these requirements.',
  },
  retry: { id: 'employer.gap.retry', defaultMessage: 'Try again' },
  apply: { id: 'employer.gap.apply', defaultMessage: 'Apply' },
  applyIntro: {
    id: 'employer.gap.applyIntro',
    defaultMessage:
      'Applying shares your standing with this employer. You can apply with something still missing and add it afterwards.',
  },
  applyFailed: { id: 'employer.gap.applyFailed', defaultMessage: 'Your application was not sent.' },
});

export const gapMetMessage = defineMessage<{ met: number; total: number }>({
  id: 'employer.gap.met',
  defaultMessage: 'You meet {met} of {total}.',
});

export const gapMetStaffMessage = defineMessage<{ met: number; total: number }>({
  id: 'employer.gap.metStaff',
  defaultMessage: 'Meets {met} of {total}.',
});

export const gapEngagementMessage = defineMessage<{ stage: string; date: string }>({
  id: 'employer.engagements.stage',
  defaultMessage: '{stage} · start date {date}',
});

export const gapWithinMonthsMessage = defineMessage<{ type: string; months: number }>({
  id: 'employer.gap.withinMonths',
  defaultMessage: '{type} issued within {months, plural, one {# month} other {# months}}',
});

export const gapOrElseMessage = defineMessage<{ type: string; others: string }>({
  id: 'employer.gap.orElse',
  defaultMessage: '{type} (or {others})',
});

export const gapNoteMessage = defineMessage<{ note: string }>({
  id: 'employer.gap.note',
  defaultMessage: 'The employer says: {note}',
});

export const gapWithinDaysMessage = defineMessage<{ type: string; days: number }>({
  id: 'employer.gap.withinDays',
  defaultMessage: '{type} done within {days, plural, one {# day} other {# days}} of the start',
});

export const gapTooEarlyMessage = defineMessage<{ days: number }>({
  id: 'employer.gap.tooEarly',
  defaultMessage:
    'Done more than {days, plural, one {# day} other {# days}} before your first day: a new one is needed for this start.',
});

export const gapLapsesMessage = defineMessage<{ date: string }>({
  id: 'employer.gap.lapsesOn',
  defaultMessage: 'Lapses on {date}, before your first day: renew it first.',
});

export const gapAppliedMessage = defineMessage<{ employer: string }>({
  id: 'employer.gap.applied',
  defaultMessage: 'Application sent: {employer} sees it in its roster now.',
});

export const gapEngagedMessage = defineMessage<{ date: string; stage: string }>({
  id: 'employer.gap.engaged',
  defaultMessage: 'On record here since {date}. Stage: {stage}.',
});
