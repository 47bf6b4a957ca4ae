import { readRedirect, signInLink, withRedirect } from '@/lib/redirect';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { PARAMETERS, PAYLOADS } from '../hardening/redirect-payloads';

const ORIGIN = 'https://app.example';
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the redirect parameter (SPEC §2.3, §4)', () => {
  it('reads one same-origin path, decoded', () => {
    expect(readRedirect('?redirectUrl=%2Fprofiles%2Fusers%3Fpage%3D2', ORIGIN)).toBe(
      '/profiles/users?page=2',
    );
  });

  it('counts a repeated, missing, empty or off-origin parameter as none', () => {
    expect(readRedirect('?redirectUrl=%2Fa&redirectUrl=%2Fb', ORIGIN)).toBeUndefined();
    expect(readRedirect('', ORIGIN)).toBeUndefined();
    expect(readRedirect('?redirectUrl=', ORIGIN)).toBeUndefined();
    expect(readRedirect('?redirectUrl=%2F%2Fevil.example', ORIGIN)).toBeUndefined();
    expect(readRedirect('?redirectUrl=https%3A%2F%2Fevil.example%2F', ORIGIN)).toBeUndefined();
    expect(readRedirect('?redirectUrl=javascript%3Aalert(1)', ORIGIN)).toBeUndefined();
  });

  it('writes a target onto a path, and nothing without one', () => {
    expect(withRedirect('/profile-select', '/profiles/users?page=2')).toBe(
      '/profile-select?redirectUrl=%2Fprofiles%2Fusers%3Fpage%3D2',
    );
    expect(withRedirect('/profile-select', undefined)).toBe('/profile-select');
    // What it writes, it reads back.
    const written = withRedirect('/sign-in', '/home#top');
    expect(readRedirect(new URL(written, ORIGIN).search, ORIGIN)).toBe('/home#top');
  });

  it('links to sign-in with the page a person was on, encoded once', () => {
    expect(signInLink(at('/profiles/users', '?page=2', '#top'))).toBe(
      '/sign-in?redirectUrl=%2Fprofiles%2Fusers%3Fpage%3D2%23top',
    );
    expect(signInLink({ pathname: '/home', search: '' })).toBe('/sign-in?redirectUrl=%2Fhome');
    expect(signInLink(at('/'))).toBe('/sign-in');
  });

  it('from a sign-in screen, links to that screen with its own parameter, never nesting one', () => {
    expect(signInLink(at('/sign-in', '?redirectUrl=%2Fhome'))).toBe('/sign-in?redirectUrl=%2Fhome');
    expect(signInLink(at('/reset-password', '?token=t'))).toBe('/reset-password?token=t');
  });
});

describe('the open-redirect list (tests/hardening/redirect-payloads.ts)', () => {
  it.each(PARAMETERS)('%s: read as no target', (_case, query) => {
    expect(readRedirect(`?${query}`, ORIGIN)).toBeUndefined();
  });

  it.each(PAYLOADS)('%s: never a safe redirect path', (_case, payload) => {
    expect(safeRedirectPath(payload, ORIGIN)).toBeUndefined();
  });

  it('control: a same-origin path in the same place is read', () => {
    expect(readRedirect('?redirectUrl=%2Fprofiles%2Fusers', ORIGIN)).toBe('/profiles/users');
  });
});
