/**
 * An onboarding step's page as a person meets it: signed in (user@demo.test registered a moment
 * ago as a nurse, or an account as seeded), the page at its address in the shell, and every other
 * address a heading that says where the person landed.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { registerAccount } from '@generated/product/endpoints/registration/registration';
import type { RegistrationInput } from '@generated/product/model';
import { setupUser } from '@tests/utils/user';
import type { Locale } from '@/lib/i18n/locale';
import { session } from '@/features/auth/session';
import { renderInShell } from '../../app/shell';
import { RouterAt } from '../../app/layouts/harness';
import { signInSession } from '../auth/screens/helpers';

function Landed() {
  const { pathname } = useLocation();
  return <h1>Landed at {pathname}</h1>;
}

interface StepOptions {
  /** user@demo.test registered as this before the page opens (else `email` as seeded). */
  registered?: RegistrationInput;
  email?: string;
  locale?: Locale;
}

export async function renderStep(
  path: string,
  page: ReactElement,
  { registered, email = 'user@demo.test', locale }: StepOptions = {},
) {
  await signInSession(email);
  if (registered) {
    await registerAccount(registered);
    await session.refresh();
  }
  const user = setupUser({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInShell(
    <QueryClientProvider client={client}>
      <RouterAt
        path={path}
        ui={
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<Landed />} />
          </Routes>
        }
      />
    </QueryClientProvider>,
    locale ? { locale } : {},
  );
  return user;
}

export const nurseIn = (state: string): RegistrationInput => ({
  type: 'professional',
  discipline: 'rn',
  state,
});
