/**
 * The redirect parameter (SPEC §2.3, §4): where a visitor was going, carried in the address while
 * they sign in. This module is its one reader and writer: it reads and checks it (one same-origin
 * path, else none), writes it onto a path, and builds the sign-in link that carries it.
 */
import { PATHS, ROOT_PATH } from '@/config/paths';
import { safeRedirectPath } from './safe-redirect';

const REDIRECT_PARAM = 'redirectUrl';

/** The sign-in screens: a link to sign-in from one of them keeps its own parameter, never nests. */
const AUTH_PATHS: readonly string[] = [
  PATHS.signIn,
  PATHS.signUp,
  PATHS.forgotPassword,
  PATHS.resetPassword,
  PATHS.otpVerification,
  PATHS.otp,
];

export interface Here {
  pathname: string;
  search: string;
  hash?: string;
}

/**
 * The redirect target of a query when it names one same-origin path (pathname, search, hash);
 * a repeated parameter counts as none, as nobody can tell which one was meant.
 */
export function readRedirect(search: string, origin: string): string | undefined {
  const values = new URLSearchParams(search).getAll(REDIRECT_PARAM);
  return values.length === 1 ? safeRedirectPath(values[0], origin) : undefined;
}

/** `path` carrying `target` as its redirect parameter; `path` itself without a target. */
export function withRedirect(path: string, target: string | undefined): string {
  return target ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : path;
}

/**
 * Sign-in, carrying where the person is so that signing in brings them back; from the root, plain
 * sign-in; from a sign-in screen, that screen as it is (its own parameter is kept, never nested).
 */
export function signInLink(here: Here): string {
  if (AUTH_PATHS.includes(here.pathname)) return `${here.pathname}${here.search}`;
  if (here.pathname === ROOT_PATH) return PATHS.signIn;
  return withRedirect(PATHS.signIn, `${here.pathname}${here.search}${here.hash ?? ''}`);
}
