/**
 * Where the HTTP clients read credentials from. The session module installs the real source
 * (cookies); until then every getter answers undefined, so calls go out unauthenticated.
 */
export interface TokenSource {
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  /** Held between a first factor and the second one (SPEC §4 "Login response handling"). */
  firstFactorToken(): string | undefined;
  /** PKCE code challenge, while one is kept (SPEC §4 "PKCE-style challenge code"). */
  codeChallenge(): string | undefined;
}

const none = (): undefined => undefined;
export const EMPTY_TOKEN_SOURCE: TokenSource = {
  accessToken: none,
  refreshToken: none,
  firstFactorToken: none,
  codeChallenge: none,
};

let current: TokenSource = EMPTY_TOKEN_SOURCE;

export function setTokenSource(source: TokenSource): void {
  current = source;
}

export function tokenSource(): TokenSource {
  return current;
}
