/**
 * The app's third parties (SPEC §7), mounted once next to the app: the bug reporter starts with
 * the app, the chat follows the session. Renders nothing, and nothing it does can throw into the
 * app: every third-party call is guarded, a failing script is only logged.
 */
import type { IdTokenClaims } from '@generated/provider/model';
import { useEffect, useMemo } from 'react';
import type { IntegrationsConfig } from '@/config/app-config';
import { appConfig } from '@/config/app-config';
import type { SessionUser } from '@/features/auth/session/session-user';
import { useSession } from '@/features/auth/session/use-session';
import { startBugReporter, whenAddressIsClean } from './bug-report';
import { createChat } from './chat';

export interface IntegrationsRunnerProps {
  config: IntegrationsConfig;
  signedIn: boolean;
  user: SessionUser | null;
  identity: Partial<IdTokenClaims> | null;
}

/** The integrations for a given configuration and session state (what the tests drive). */
export function IntegrationsRunner({ config, signedIn, user, identity }: IntegrationsRunnerProps) {
  const { bugReport, chat: chatConfig } = config;
  useEffect(() => {
    if (!bugReport) return;
    void whenAddressIsClean().then(() => {
      try {
        void startBugReporter(bugReport);
      } catch (error) {
        console.warn('The bug reporter failed to start:', error);
      }
    });
  }, [bugReport]);

  const chat = useMemo(() => (chatConfig ? createChat(chatConfig) : undefined), [chatConfig]);
  // Only these fields ever reach the chat: never tokens, cookies or the page address.
  const id = user?.id;
  const uuid = user?.authUuid ?? identity?.userUuid;
  const firstName = user?.firstName;
  const lastName = user?.lastName;
  const email = user?.email ?? identity?.email;
  const createdAt = user?.createdAt ?? identity?.createdAt;
  useEffect(() => {
    chat?.sync(signedIn ? { id, uuid, firstName, lastName, email, createdAt } : null);
  }, [chat, signedIn, id, uuid, firstName, lastName, email, createdAt]);
  useEffect(() => () => chat?.shutdown(), [chat]);
  return null;
}

/** Mounted once in the app: the configured integrations, following the session. */
export function Integrations() {
  const { signedIn, user, identity } = useSession();
  return (
    <IntegrationsRunner
      config={appConfig.integrations}
      signedIn={signedIn}
      user={user}
      identity={identity}
    />
  );
}
