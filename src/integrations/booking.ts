/**
 * Calendar booking (Calendly-like, SPEC §7): the configured scheduling link, prefilled with the
 * person's name and email only, sending the booking back to a webhook under the product API.
 */
import type { AppConfig, BookingConfig } from '@/config/app-config';
import { appConfig } from '@/config/app-config';

export const BOOKING_WEBHOOK_PATH = '/webhooks/calendar-booking';

/** What the booking page may be told. */
export interface BookingPerson {
  firstName?: string;
  lastName?: string;
  email?: string;
}

/** `<API origin><apiPrefix>/webhooks/calendar-booking`; the API origin is the page's by default. */
export function bookingWebhookUrl(
  origin: string,
  config: Pick<AppConfig, 'apiBaseUrl' | 'apiPrefix'> = appConfig,
): string {
  const apiOrigin = new URL(config.apiBaseUrl, origin).origin;
  return new URL(`${config.apiPrefix}${BOOKING_WEBHOOK_PATH}`, apiOrigin).href;
}

/** The booking address: the configured link, `name` and `email` when known, `redirect_url`. */
export function bookingUrl(
  booking: BookingConfig,
  person: BookingPerson | null | undefined,
  origin: string,
  config: Pick<AppConfig, 'apiBaseUrl' | 'apiPrefix'> = appConfig,
): string {
  const url = new URL(booking.url);
  const name = [person?.firstName, person?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (name) url.searchParams.set('name', name);
  if (person?.email) url.searchParams.set('email', person.email);
  url.searchParams.set('redirect_url', bookingWebhookUrl(origin, config));
  return url.href;
}
