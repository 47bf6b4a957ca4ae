/**
 * How calls made with the access token recover from an expired one. The session module installs
 * it; without it a 401 simply fails the call.
 */
export interface AuthRecovery {
  /** Before the call: refresh an expired access token (single-flight). */
  ensureFresh(): Promise<void>;
  /** After a 401 with `usedToken`: retry with a newer token, end the session, or keep it (provider unreachable). */
  recover(usedToken: string): Promise<'retry' | 'end' | 'keep'>;
}

let current: AuthRecovery | undefined;

export function setAuthRecovery(recovery: AuthRecovery | undefined): void {
  current = recovery;
}

export function authRecovery(): AuthRecovery | undefined {
  return current;
}
