import Apple from '@mui/icons-material/Apple';
import Email from '@mui/icons-material/Email';
import Facebook from '@mui/icons-material/Facebook';
import GitHub from '@mui/icons-material/GitHub';
import Google from '@mui/icons-material/Google';
import Key from '@mui/icons-material/Key';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Login from '@mui/icons-material/Login';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import PhonelinkLock from '@mui/icons-material/PhonelinkLock';
import Sms from '@mui/icons-material/Sms';
import X from '@mui/icons-material/X';
import Button from '@mui/material/Button';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { Factor } from '@generated/provider/model';
import { isSso } from '../flow/machine';
import { factorMessages, ssoButtonMessage } from '../messages';

const ICONS: Record<string, ReactElement> = {
  'email/password': <Key />,
  'email/link': <MarkEmailRead />,
  'email/verificationCode': <Email />,
  'sms/verificationCode': <Sms />,
  'authenticator/totp': <PhonelinkLock />,
  apple: <Apple />,
  facebook: <Facebook />,
  github: <GitHub />,
  google: <Google />,
  linkedin: <LinkedIn />,
  twitter: <X />,
};

const LABELS = {
  'email/password': factorMessages.password,
  'email/link': factorMessages.emailLink,
  'email/verificationCode': factorMessages.emailCode,
  'sms/verificationCode': factorMessages.smsCode,
  'authenticator/totp': factorMessages.totp,
} as const;

export function factorKey(factor: Factor): string {
  return isSso(factor) ? factor.strategy : `${factor.channel}/${factor.strategy}`;
}

/** One button of the factor picker (SPEC §2.5): the five methods and the social providers. */
export function FactorButton({
  factor,
  onSelect,
  disabled,
}: {
  factor: Factor;
  onSelect(): void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const key = factorKey(factor);
  const label = isSso(factor)
    ? intl.formatMessage(ssoButtonMessage, {
        provider: intl.formatMessage(factorMessages[factor.strategy]),
      })
    : intl.formatMessage(LABELS[key as keyof typeof LABELS]);
  return (
    <Button
      variant="outlined"
      className="toolkit-factor"
      fullWidth
      onClick={onSelect}
      disabled={disabled}
      startIcon={ICONS[key] ?? <Login />}
      data-factor={key}
      sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
    >
      {label}
    </Button>
  );
}
