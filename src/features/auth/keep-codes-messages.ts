import { defineMessage, defineMessages } from 'react-intl';

/**
 * Codes a person can keep (#20 item 7): copying the authenticator key, copying and downloading the
 * backup codes. Beside messages.ts (the screens' own texts), under the same `auth.form` ids.
 */
export const keepCodesMessages = defineMessages({
  copyKey: { id: 'auth.form.copyKey', defaultMessage: 'Copy key' },
  copyKeyFailed: {
    id: 'auth.form.copyKeyFailed',
    defaultMessage: 'This browser did not let us copy. Select the key and copy it yourself.',
  },
  copyCodes: { id: 'auth.form.copyCodes', defaultMessage: 'Copy' },
  copyCodesLabel: { id: 'auth.form.copyCodesLabel', defaultMessage: 'Copy backup codes' },
  copyCodesFailed: {
    id: 'auth.form.copyCodesFailed',
    defaultMessage: 'This browser did not let us copy. Select the codes and copy them yourself.',
  },
  copied: { id: 'auth.form.copied', defaultMessage: 'Copied' },
  downloadCodes: { id: 'auth.form.downloadCodes', defaultMessage: 'Download' },
  downloadCodesLabel: {
    id: 'auth.form.downloadCodesLabel',
    defaultMessage: 'Download backup codes',
  },
});

/** The head of the downloaded backup codes file: the product, the date, the account. */
export const backupCodesFileMessages = {
  title: defineMessage<{ appName: string }>({
    id: 'auth.form.backupCodesFileTitle',
    defaultMessage: '{appName} backup codes',
  }),
  date: defineMessage<{ date: string }>({
    id: 'auth.form.backupCodesFileDate',
    defaultMessage: 'Date: {date}',
  }),
  account: defineMessage<{ account: string }>({
    id: 'auth.form.backupCodesFileAccount',
    defaultMessage: 'Account: {account}',
  }),
};
