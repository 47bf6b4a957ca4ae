/**
 * A tenant that requires PKCE (the demo control `PUT /__demo/tenant {"pkce": {"redirectTo": …}}`):
 * a sign-on call that carries a `code_challenge` (a PKCE session, started by a native app that
 * opened the sign-in page with one) is answered 'PKCE required' with a one-time authorization
 * code and the tenant's `redirectTo`, instead of tokens (provider notes: SignOnResponse). The
 * session the sign-on opened is ended again: the app that asked exchanges the code, not the page.
 */
import type { SignOnResponse } from '../../generated/provider/model';
import { getDb } from '../store';
import { randomHex } from './random';

async function pkceAnswer<T extends SignOnResponse>(
  request: Request,
  answer: T | Promise<T>,
): Promise<T | SignOnResponse> {
  const result = await answer;
  const db = getDb();
  const { pkce } = db.tenant;
  const challenge = new URL(request.url).searchParams.get('code_challenge');
  if (!pkce || !challenge || !('tokens' in result)) return result;
  db.sessions = db.sessions.filter((session) => session.sessionId !== result.sessionId);
  return {
    message: 'PKCE required',
    authorizationCode: randomHex(24),
    redirectTo: pkce.redirectTo,
  };
}

/** A sign-on operation's resolver, answered 'PKCE required' where the tenant requires it. */
export function withPkce<Info extends { request: Request }, T extends SignOnResponse>(
  resolver: (info: Info) => T | Promise<T>,
): (info: Info) => Promise<T | SignOnResponse> {
  return (info) => pkceAnswer(info.request, resolver(info));
}
