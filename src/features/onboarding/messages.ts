import { defineMessage, defineMessages } from 'react-intl';

export const validatePhoneMessages = defineMessages({
  intro: {
    id: 'onboarding.phone.intro',
    defaultMessage:
      'Employers and recruiters reach you on your mobile phone. We text you a code to confirm that the number is yours.',
  },
  sendCode: { id: 'onboarding.phone.sendCode', defaultMessage: 'Text me a code' },
  verify: { id: 'onboarding.phone.verify', defaultMessage: 'Confirm number' },
  changeNumber: { id: 'onboarding.phone.changeNumber', defaultMessage: 'Use a different number' },
  continue: { id: 'onboarding.phone.continue', defaultMessage: 'Continue' },
});

export const phoneConfirmedMessage = defineMessage<{ phone: string }>({
  id: 'onboarding.phone.confirmed',
  defaultMessage: 'Your phone number {phone} is confirmed.',
});

export const currentPhoneMessage = defineMessage<{ phone: string }>({
  id: 'onboarding.phone.current',
  defaultMessage: 'Your confirmed number is {phone}. You can confirm a different one below.',
});
