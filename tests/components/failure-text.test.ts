/** @jest-environment node */
import { createIntl } from 'react-intl';
import es from '@/lib/i18n/locales/es.json';
import { failureText } from '@/components/failure-text';
import { HttpError, retryAfterOf } from '@/lib/http/errors';

const en = createIntl({ locale: 'en', messages: {} });
const spanish = createIntl({ locale: 'es', messages: es });

const busy = (retryAfter: number | undefined, message?: string) =>
  new HttpError({
    message: message ?? 'Request failed with status code 503',
    status: 503,
    kind: 'http',
    hasServerMessage: message !== undefined,
    retryAfter,
  });

describe("the server's Retry-After, as a person reads it", () => {
  it.each([
    [30, 30],
    [0.2, 1], // never sooner than the server said
    [0, undefined], // "now" is no wait worth telling
    [86_400, 86_400],
    [86_401, undefined], // more than a day: a server's mistake, not a wait to show
    [undefined, undefined],
  ])('Retry-After %p → %p seconds', (header, seconds) => {
    expect(retryAfterOf(busy(header))).toBe(seconds);
  });

  it('only an HTTP answer carries one', () => {
    expect(retryAfterOf(new Error('Retry-After: 30'))).toBeUndefined();
    expect(retryAfterOf('30')).toBeUndefined();
  });

  it.each([
    [1, 'Please try again in 1 second.', 'Inténtalo de nuevo dentro de 1 segundo.'],
    [30, 'Please try again in 30 seconds.', 'Inténtalo de nuevo dentro de 30 segundos.'],
    [119, 'Please try again in 119 seconds.', 'Inténtalo de nuevo dentro de 119 segundos.'],
    [120, 'Please try again in 2 minutes.', 'Inténtalo de nuevo dentro de 2 minutos.'],
    [121, 'Please try again in 3 minutes.', 'Inténtalo de nuevo dentro de 3 minutos.'],
  ])('%i s after the server message, in English and Spanish', (seconds, english, spanishText) => {
    const error = busy(seconds, 'Busy.');
    expect(failureText(en, error)).toBe(`Busy. ${english}`);
    expect(failureText(spanish, error)).toBe(`Busy. ${spanishText}`);
  });

  it('without a server message: the unknown-error text, then when to try again', () => {
    expect(failureText(en, busy(30))).toBe(
      'An unknown error has occurred. Please try again later. Please try again in 30 seconds.',
    );
    expect(failureText(spanish, busy(30))).toBe(
      'Se ha producido un error desconocido. Inténtalo de nuevo más tarde. Inténtalo de nuevo dentro de 30 segundos.',
    );
  });

  it('without Retry-After: the message alone', () => {
    expect(failureText(en, busy(undefined, 'Busy.'))).toBe('Busy.');
    expect(failureText(en, new Error('boom'))).toBe(
      'An unknown error has occurred. Please try again later.',
    );
  });
});
