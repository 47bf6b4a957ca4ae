import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { displayMessage, HttpError, retryAfterOf } from '@/lib/http/errors';
import { isOnline } from '@/lib/online-status';
import { commonMessages, retryInMinutesMessage, retryInSecondsMessage } from './messages';

/**
 * When to try again, from the server's Retry-After: in seconds up to two minutes, then in whole
 * minutes (rounded up, never sooner than the server said).
 */
export function retryAfterText(intl: IntlShape, seconds: number | undefined): string | undefined {
  if (seconds === undefined) return undefined;
  return seconds < 120
    ? intl.formatMessage(retryInSecondsMessage, { seconds })
    : intl.formatMessage(retryInMinutesMessage, { minutes: Math.ceil(seconds / 60) });
}

/**
 * What a person reads for a failed call (SPEC §8): the server's message as plain text, else
 * 'An unknown error has occurred. Please try again later.'; then, when the server said how long to
 * wait (Retry-After), when to try again. A call that got no answer while the device is offline
 * says so instead of the unknown error.
 */
export function failureText(intl: IntlShape, error: unknown): string {
  const answered = error instanceof HttpError && error.status > 0;
  if (!answered && !isOnline()) return intl.formatMessage(commonMessages.offline);
  const message = displayMessage(error) ?? intl.formatMessage(commonMessages.unknownError);
  const wait = retryAfterText(intl, retryAfterOf(error));
  return wait ? `${message} ${wait}` : message;
}

/** `failureText` in the current language. */
export function useFailureText(): (error: unknown) => string {
  const intl = useIntl();
  return (error) => failureText(intl, error);
}
