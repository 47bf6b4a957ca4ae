/** Where the session sends a person, and the one reading of the redirect parameter. */
import { REDIRECT_PARAM, SIGN_IN_PATH } from './session-types';

type Here = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Paths a session end must not send back to (they would nest redirect parameters). */
const AUTH_PATHS = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/otp-verification',
  '/otp',
];

/** Sign-in, carrying where the person was so that signing in again brings them back. */
export function signInPathFor(current: Here): string {
  if (AUTH_PATHS.includes(current.pathname)) {
    // Already on an auth page: keep its own redirect parameter, never nest another one.
    return `${current.pathname}${current.search}`;
  }
  const here = `${current.pathname}${current.search}${current.hash}`;
  return here === '/'
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(here)}`;
}

/** The redirect parameter of a query, unless it is repeated (then nobody can tell which one). */
export function redirectParam(search: string): string | undefined {
  const params = new URLSearchParams(search).getAll(REDIRECT_PARAM);
  return params.length === 1 ? params[0] : undefined;
}

/** Navigates unless the page is already there: going there again would reload it or repeat it. */
export function createGo(
  location: () => Here,
  navigate: (to: string) => void,
): (target: string) => void {
  return (target) => {
    const loc = location();
    if (`${loc.pathname}${loc.search}${loc.hash}` !== target) navigate(target);
  };
}
