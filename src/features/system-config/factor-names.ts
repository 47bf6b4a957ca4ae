/**
 * A sign-in factor named for an administrator: the method and where it goes. Its own words, not
 * the sign-in picker's buttons ("Email me a link"), and nothing imported from the sign-in forms:
 * this page must not tie its chunk to the sign-in page's (the /sign-in first load's budget).
 */
import { defineMessage, defineMessages } from 'react-intl';
import type { IntlShape } from 'react-intl';
import type { Factor, FactorStrategy } from '@generated/provider/model';

const methodMessages = defineMessages({
  'email/password': { id: 'systemConfig.factor.password', defaultMessage: 'Password' },
  'email/link': { id: 'systemConfig.factor.emailLink', defaultMessage: 'Link by email' },
  'email/verificationCode': {
    id: 'systemConfig.factor.emailCode',
    defaultMessage: 'Code by email',
  },
  'sms/verificationCode': {
    id: 'systemConfig.factor.smsCode',
    defaultMessage: 'Code by text message',
  },
  'authenticator/totp': {
    id: 'systemConfig.factor.totp',
    defaultMessage: 'Authenticator app code',
  },
});

const ssoMessage = defineMessage<{ provider: string }>({
  id: 'systemConfig.factor.sso',
  defaultMessage: 'Single sign-on: {provider}',
});

const samlMessage = defineMessage({
  id: 'systemConfig.factor.custom',
  defaultMessage: 'Single sign-on (SAML)',
});

/** Providers by their own names, the same in every language. */
const PROVIDERS: Partial<Record<FactorStrategy, string>> = {
  apple: 'Apple',
  azure: 'Azure',
  facebook: 'Facebook',
  github: 'GitHub',
  google: 'Google',
  linkedin: 'LinkedIn',
  okta: 'Okta',
  twitter: 'X (Twitter)',
};

export function factorName(intl: IntlShape, factor: Factor): string {
  const key = `${factor.channel}/${factor.strategy}`;
  if (key in methodMessages)
    return intl.formatMessage(methodMessages[key as keyof typeof methodMessages]);
  if (factor.strategy === 'custom') return intl.formatMessage(samlMessage);
  const provider = PROVIDERS[factor.strategy];
  return provider ? intl.formatMessage(ssoMessage, { provider }) : key;
}
