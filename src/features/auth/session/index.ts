/**
 * The app's session: one instance, wired to the generated provider and product clients, cookies,
 * storage, other tabs and the router's navigation.
 */
import { appConfig } from '@/config/app-config';
import { browserSessionDeps, installSession } from './install';
import type { Session } from './session';
import { createSession } from './session';

export type { Role, Session, SessionState, LoginOutcome } from './session';
export { ROLES } from './session';
export { preloadSignedInSession, prepareSession, setSessionNavigate } from './install';

const deps = browserSessionDeps(appConfig.tenantId);
export const session: Session = createSession(deps);
installSession(session, deps.channel);
