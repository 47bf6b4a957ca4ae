import { createGo, redirectParam, signInPathFor } from '@/features/auth/session/navigation';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('where the session sends a person', () => {
  it('to sign-in with the page they were on, encoded once', () => {
    expect(signInPathFor(at('/profiles/users', '?page=2', '#top'))).toBe(
      '/sign-in?redirectUrl=%2Fprofiles%2Fusers%3Fpage%3D2%23top',
    );
    expect(signInPathFor(at('/'))).toBe('/sign-in');
  });

  it('from an auth page, to that page with its own redirect parameter, never nesting another', () => {
    expect(signInPathFor(at('/sign-in', '?redirectUrl=%2Fhome'))).toBe(
      '/sign-in?redirectUrl=%2Fhome',
    );
    expect(signInPathFor(at('/reset-password', '?token=t'))).toBe('/reset-password?token=t');
  });

  it('reads the redirect parameter only when it is there once', () => {
    expect(redirectParam('?redirectUrl=%2Fhome')).toBe('/home');
    expect(redirectParam('?redirectUrl=%2Fa&redirectUrl=%2Fb')).toBeUndefined();
    expect(redirectParam('')).toBeUndefined();
  });

  it('does not navigate to the page it is already on', () => {
    const navigate = jest.fn();
    const go = createGo(() => at('/sign-in', '?redirectUrl=%2Fhome'), navigate);
    go('/sign-in?redirectUrl=%2Fhome');
    expect(navigate).not.toHaveBeenCalled();
    go('/home');
    expect(navigate).toHaveBeenCalledWith('/home');
  });
});
