import { defineMessage, defineMessages } from 'react-intl';
import type { CredentialField } from '@generated/product/model';
import type { CredentialProblem } from './credential-form';

export const credentialMessages = defineMessages({
  add: { id: 'credential.add', defaultMessage: 'Add a credential' },
  addTitle: { id: 'credential.add.title', defaultMessage: 'Add a credential' },
  type: { id: 'credential.type', defaultMessage: 'Credential' },
  submitAdd: { id: 'credential.add.submit', defaultMessage: 'Add' },
  submitRenew: { id: 'credential.renew.submit', defaultMessage: 'Add the renewal' },
  submitEdit: { id: 'credential.edit.submit', defaultMessage: 'Save' },
  saving: { id: 'credential.saving', defaultMessage: 'Saving…' },
  cancel: { id: 'credential.cancel', defaultMessage: 'Cancel' },
  failed: { id: 'credential.failed', defaultMessage: 'Not saved.' },
  renew: { id: 'credential.renew', defaultMessage: 'Renew…' },
  edit: { id: 'credential.edit', defaultMessage: 'Correct…' },
  delete: { id: 'credential.delete', defaultMessage: 'Delete…' },
  deleteBody: {
    id: 'credential.delete.body',
    defaultMessage: 'No reviewer has read it yet, so it leaves your record for good.',
  },
  confirmDelete: { id: 'credential.delete.confirm', defaultMessage: 'Delete' },
  deleteFailed: { id: 'credential.delete.failed', defaultMessage: 'Not deleted.' },
  npiLabel: { id: 'credential.field.npi', defaultMessage: 'NPI (10 digits)' },
});

export const fieldMessages = defineMessages<CredentialField>({
  number: { id: 'credential.field.number', defaultMessage: 'Number' },
  state: { id: 'credential.field.state', defaultMessage: 'State' },
  issuer: { id: 'credential.field.issuer', defaultMessage: 'Issued by' },
  issuedOn: { id: 'credential.field.issuedOn', defaultMessage: 'Issued on' },
  expiresOn: { id: 'credential.field.expiresOn', defaultMessage: 'Expires on' },
});

export const problemMessages = defineMessages<CredentialProblem>({
  typeRequired: { id: 'credential.problem.type', defaultMessage: 'Choose what you are adding' },
  required: { id: 'credential.problem.required', defaultMessage: 'This credential needs it' },
  tooLong: { id: 'credential.problem.tooLong', defaultMessage: 'This is too long' },
  npiDigits: { id: 'credential.problem.npiDigits', defaultMessage: 'An NPI is 10 digits' },
  npiCheckDigit: {
    id: 'credential.problem.npiCheckDigit',
    defaultMessage: 'This is not a valid NPI: its last digit does not match. Check the number.',
  },
  dateInvalid: { id: 'credential.problem.date', defaultMessage: 'Not a date of the calendar' },
  issuedInFuture: {
    id: 'credential.problem.issuedInFuture',
    defaultMessage: 'The issue date cannot be after today',
  },
  expiryBeforeIssue: {
    id: 'credential.problem.expiryBeforeIssue',
    defaultMessage: 'The expiry date must come after the issue date',
  },
  invalid: { id: 'credential.problem.invalid', defaultMessage: 'This is not valid' },
});

export const renewTitleMessage = defineMessage<{ type: string }>({
  id: 'credential.renew.title',
  defaultMessage: 'Renew: {type}',
});
export const editTitleMessage = defineMessage<{ type: string }>({
  id: 'credential.edit.title',
  defaultMessage: 'Correct: {type}',
});
export const deleteTitleMessage = defineMessage<{ type: string }>({
  id: 'credential.delete.title',
  defaultMessage: 'Delete {type}?',
});
export const doneMessages = {
  added: defineMessage<{ type: string }>({
    id: 'credential.done.added',
    defaultMessage: 'Added: {type}.',
  }),
  renewed: defineMessage<{ type: string }>({
    id: 'credential.done.renewed',
    defaultMessage: 'Renewal added: {type}.',
  }),
  edited: defineMessage<{ type: string }>({
    id: 'credential.done.edited',
    defaultMessage: 'Corrected: {type}.',
  }),
  deleted: defineMessage<{ type: string }>({
    id: 'credential.done.deleted',
    defaultMessage: 'Deleted: {type}.',
  }),
};
