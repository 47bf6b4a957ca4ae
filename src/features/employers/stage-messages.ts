import { defineMessage, defineMessages } from 'react-intl';

/** What moving an engagement to each stage is called (decision 033). */
export const moveMessages = defineMessages({
  onboarding: { id: 'employers.move.onboarding', defaultMessage: 'Start onboarding' },
  cleared: { id: 'employers.move.cleared', defaultMessage: 'Mark as ready to start' },
  active: { id: 'employers.move.active', defaultMessage: 'Start work' },
  ended: { id: 'employers.move.ended', defaultMessage: 'End the engagement' },
});

export const stageControlMessages = defineMessages({
  change: { id: 'employers.move.change', defaultMessage: 'Change stage' },
  notMoved: { id: 'employers.move.notMoved', defaultMessage: 'The stage did not change.' },
  withdraw: { id: 'employers.withdraw', defaultMessage: 'Withdraw' },
  withdrawBody: {
    id: 'employers.withdraw.body',
    defaultMessage: 'The employer sees that your application has ended. You can apply again later.',
  },
  keep: { id: 'employers.withdraw.keep', defaultMessage: 'Keep it' },
  notWithdrawn: { id: 'employers.withdraw.failed', defaultMessage: 'Not withdrawn.' },
  withdrawn: { id: 'employers.withdraw.done', defaultMessage: 'Application withdrawn.' },
});

/** The button's name says whose stage it changes (each row has one). */
export const changeStageOfMessage = defineMessage<{ name: string }>({
  id: 'employers.move.changeOf',
  defaultMessage: 'Change stage: {name}',
});

export const withdrawTitleMessage = defineMessage<{ employer: string }>({
  id: 'employers.withdraw.title',
  defaultMessage: 'Withdraw from {employer}?',
});
