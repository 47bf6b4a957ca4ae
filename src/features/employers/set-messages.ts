import { defineMessage, defineMessages } from 'react-intl';
import type { SetProblem } from './set-form';

/** The requirement-set editor on the employer's page. */
export const setMessages = defineMessages({
  add: { id: 'employer.sets.add', defaultMessage: 'Add a requirement set' },
  addTitle: { id: 'employer.sets.addTitle', defaultMessage: 'Add a requirement set' },
  edit: { id: 'employer.sets.edit', defaultMessage: 'Edit' },
  remove: { id: 'employer.sets.remove', defaultMessage: 'Remove' },
  name: { id: 'employer.sets.name', defaultMessage: 'Name of the set' },
  appliesTo: { id: 'employer.sets.appliesTo', defaultMessage: 'Applies to' },
  appliesToHelp: {
    id: 'employer.sets.appliesToHelp',
    defaultMessage: 'Leave all three on "Any" for everyone this employer engages.',
  },
  facility: { id: 'employer.sets.facility', defaultMessage: 'Facility' },
  anyFacility: { id: 'employer.sets.anyFacility', defaultMessage: 'Any facility' },
  discipline: { id: 'employer.sets.discipline', defaultMessage: 'Discipline' },
  anyDiscipline: { id: 'employer.sets.anyDiscipline', defaultMessage: 'Any discipline' },
  state: { id: 'employer.sets.state', defaultMessage: 'State' },
  anyState: { id: 'employer.sets.anyState', defaultMessage: 'Any state' },
  requirements: { id: 'employer.sets.requirements', defaultMessage: 'What it asks for' },
  type: { id: 'employer.sets.type', defaultMessage: 'Credential' },
  blocking: {
    id: 'employer.sets.blocking',
    defaultMessage: 'Blocking: must be met before a start',
  },
  anyOf: { id: 'employer.sets.anyOf', defaultMessage: 'Also accepted in its stead' },
  none: { id: 'employer.sets.none', defaultMessage: 'Nothing else' },
  maxAge: { id: 'employer.sets.maxAge', defaultMessage: 'Issued within (months)' },
  maxAgeHelp: { id: 'employer.sets.maxAgeHelp', defaultMessage: 'Empty: any age while valid' },
  withinDays: {
    id: 'employer.sets.withinDays',
    defaultMessage: 'Done within (days before the start)',
  },
  withinDaysHelp: {
    id: 'employer.sets.withinDaysHelp',
    defaultMessage: 'A drug screen within 30 days of the start. Empty: no limit',
  },
  note: { id: 'employer.sets.note', defaultMessage: 'Note to the professional' },
  addRequirement: { id: 'employer.sets.addRequirement', defaultMessage: 'Add a requirement' },
  cancel: { id: 'employer.sets.cancel', defaultMessage: 'Cancel' },
  save: { id: 'employer.sets.save', defaultMessage: 'Save' },
  saving: { id: 'employer.sets.saving', defaultMessage: 'Saving…' },
  notSaved: { id: 'employer.sets.notSaved', defaultMessage: 'Not saved.' },
  discardTitle: { id: 'employer.sets.discardTitle', defaultMessage: 'Discard your changes?' },
  discardBody: {
    id: 'employer.sets.discardBody',
    defaultMessage: 'What you changed in this requirement set has not been saved.',
  },
  discard: { id: 'employer.sets.discard', defaultMessage: 'Discard changes' },
  keepEditing: { id: 'employer.sets.keepEditing', defaultMessage: 'Keep editing' },
  removeBody: {
    id: 'employer.sets.removeBody',
    defaultMessage:
      'What it asks is no longer asked of anyone this employer engages, and its figures change at once.',
  },
  notRemoved: { id: 'employer.sets.notRemoved', defaultMessage: 'Not removed.' },
  saved: { id: 'employer.sets.saved', defaultMessage: 'Requirement set saved.' },
  removed: { id: 'employer.sets.removed', defaultMessage: 'Requirement set removed.' },
});

export const editTitleMessage = defineMessage<{ name: string }>({
  id: 'employer.sets.editTitle',
  defaultMessage: 'Edit "{name}"',
});

export const removeTitleMessage = defineMessage<{ name: string }>({
  id: 'employer.sets.removeTitle',
  defaultMessage: 'Remove "{name}"?',
});

export const removeRequirementMessage = defineMessage<{ type: string }>({
  id: 'employer.sets.removeRequirement',
  defaultMessage: 'Remove {type}',
});

export const rowLabelMessage = defineMessage<{ index: number }>({
  id: 'employer.sets.row',
  defaultMessage: 'Requirement {index}',
});

export const problemMessages = defineMessages<SetProblem>({
  required: { id: 'employer.sets.problem.required', defaultMessage: 'Give the set a name.' },
  tooLong: { id: 'employer.sets.problem.tooLong', defaultMessage: 'This is too long.' },
  typeRequired: {
    id: 'employer.sets.problem.typeRequired',
    defaultMessage: 'Choose the credential asked for.',
  },
  typeTwice: {
    id: 'employer.sets.problem.typeTwice',
    defaultMessage: 'This credential is already asked for in this set.',
  },
  anyOfOwnType: {
    id: 'employer.sets.problem.anyOfOwnType',
    defaultMessage: 'A credential cannot stand in for itself.',
  },
  months: {
    id: 'employer.sets.problem.months',
    defaultMessage: 'Enter whole months, from 1 to {max}.',
  },
  days: {
    id: 'employer.sets.problem.days',
    defaultMessage: 'Enter whole days, from 1 to {days}.',
  },
  noRequirements: {
    id: 'employer.sets.problem.noRequirements',
    defaultMessage: 'Add at least one requirement.',
  },
  invalid: { id: 'employer.sets.problem.invalid', defaultMessage: 'This value is not accepted.' },
});
