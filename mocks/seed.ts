import type { TenantMode } from '../generated/provider/model';

/** The demo tenant served by the embedded backend (test mode). */
export const DEMO_TENANT_ID = 'demo1234';

export const demoTenantMode: TenantMode = {
  mode: 'test',
  authentication: {
    firstFactors: [
      { strategy: 'password', channel: 'email' },
      { strategy: 'link', channel: 'email' },
      { strategy: 'verificationCode', channel: 'email' },
      { strategy: 'verificationCode', channel: 'sms' },
      { strategy: 'totp', channel: 'authenticator' },
    ],
    secondFactors: [
      { strategy: 'totp', channel: 'authenticator' },
      { strategy: 'verificationCode', channel: 'sms' },
    ],
  },
};
