import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { BookingConfig } from '@/config/app-config';
import { appConfig } from '@/config/app-config';
import type { BookingPerson } from './booking';
import { bookingUrl } from './booking';
import { integrationsMessages } from './messages';

export interface BookingLinkProps {
  /** Prefills the booking page with this person's name and email (e.g. the session user). */
  user?: BookingPerson | null;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  color?: ButtonProps['color'];
  fullWidth?: boolean;
  /** The booking configuration; the app's by default, `null` for none. */
  config?: BookingConfig | null;
}

/** "Book a call": opens the booking page in a new tab; nothing at all when booking is off. */
export function BookingLink({
  user,
  variant = 'outlined',
  size,
  color,
  fullWidth,
  config = appConfig.integrations.booking ?? null,
}: BookingLinkProps) {
  const intl = useIntl();
  const firstName = user?.firstName;
  const lastName = user?.lastName;
  const email = user?.email;
  const href = useMemo(() => {
    if (!config) return undefined;
    try {
      return bookingUrl(config, { firstName, lastName, email }, window.location.origin);
    } catch (error) {
      console.warn('The booking link could not be built:', error);
      return undefined;
    }
  }, [config, firstName, lastName, email]);
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      referrerPolicy="no-referrer"
      variant={variant}
      size={size}
      color={color}
      fullWidth={fullWidth}
      endIcon={<OpenInNewIcon />}
      aria-label={intl.formatMessage(integrationsMessages.bookCallNewTab)}
    >
      {intl.formatMessage(integrationsMessages.bookCall)}
    </Button>
  );
}
