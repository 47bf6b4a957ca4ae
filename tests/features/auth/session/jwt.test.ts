/** @jest-environment node */
import { decodeJwt, isUnexpired } from '@/features/auth/session/jwt';

describe('token expiry', () => {
  it('allows 30 s of skew, or a quarter of a short-lived token', () => {
    const now = 1_000_000_000_000;
    const long = { iat: now / 1000, exp: now / 1000 + 900 };
    expect(isUnexpired(long, now + 869_000)).toBe(true);
    expect(isUnexpired(long, now + 871_000)).toBe(false);
    const short = { iat: now / 1000, exp: now / 1000 + 8 };
    expect(isUnexpired(short, now + 5_900)).toBe(true);
    expect(isUnexpired(short, now + 6_100)).toBe(false);
    expect(isUnexpired({ exp: 'soon' }, now)).toBe(false);
  });
});

describe('decodeJwt', () => {
  it('never throws, and answers undefined for anything that is not a JSON-object payload', () => {
    const enc = (v: string) => Buffer.from(v).toString('base64url');
    expect(decodeJwt(`h.${enc('{"exp":1,"name":"Ana Núñez"}')}.s`)).toEqual({
      exp: 1,
      name: 'Ana Núñez',
    });
    for (const bad of [
      undefined,
      '',
      'a.b',
      'a..c',
      `h.${enc('[1]')}.s`,
      `h.${enc('nope')}.s`,
      'h.%%.s',
    ]) {
      expect(decodeJwt(bad)).toBeUndefined();
    }
  });
});
