import type { ReactNode } from 'react';
import { appConfig } from '@/config/app-config';
import { AppShell } from './app-shell';
import { Brand } from './brand';

/** What an anonymous visitor sees around an app page: product name, language and settings. */
export function PublicLayout({
  children,
  header = true,
}: {
  children: ReactNode;
  header?: boolean;
}) {
  return (
    <AppShell
      header={header}
      signedIn={false}
      headerTitle={<Brand to={appConfig.unAuthenticatedEntryPath} />}
    >
      {children}
    </AppShell>
  );
}
