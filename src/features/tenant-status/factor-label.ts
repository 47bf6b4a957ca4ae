import type { MessageDescriptor } from 'react-intl';
import type { Factor } from '@generated/provider/model';

const SSO_NAMES: Record<string, string> = {
  apple: 'Apple',
  azure: 'Azure',
  facebook: 'Facebook',
  github: 'Github',
  google: 'Google',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  okta: 'Okta',
  custom: 'SSO',
};

/** The factor picker's button text for a factor (SPEC §2.5). */
export function factorLabel(factor: Factor): {
  descriptor: MessageDescriptor;
  values?: Record<string, string>;
} {
  switch (factor.strategy) {
    case 'password':
      return { descriptor: { id: 'factor.password' } };
    case 'link':
      return { descriptor: { id: 'factor.link' } };
    case 'totp':
      return { descriptor: { id: 'factor.totp' } };
    case 'verificationCode':
      return {
        descriptor: {
          id:
            factor.channel === 'sms'
              ? 'factor.verificationCode.sms'
              : 'factor.verificationCode.email',
        },
      };
    default:
      return {
        descriptor: { id: 'factor.sso' },
        values: { provider: SSO_NAMES[factor.strategy] ?? factor.strategy },
      };
  }
}
