/**
 * /system/config/* (admin): one address per section. The sign-in methods are what the identity
 * provider answers for the tenant now; the app configuration is SPEC §3's, as the app runs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import { clearFaults, injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import { appConfig } from '@/config/app-config';
import SystemConfigPage from '@/features/system-config/system-config-page';
import type { Locale } from '@/lib/i18n/locale';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();
afterEach(() => clearFaults());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderConfig(path: string, locale: Locale = 'en') {
  await signInSession('admin@demo.test');
  const user = setupUser({ delay: null });
  renderAt(
    path,
    <>
      <Routes>
        <Route path="/system/config/*" element={<SystemConfigPage />} />
      </Routes>
      <Where />
    </>,
    { locale },
  );
  return user;
}

const listUnder = (name: string) =>
  within(screen.getByRole('heading', { level: 3, name }).parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('system configuration', () => {
  it('opens its first section, the sign-in methods the provider offers the tenant now', async () => {
    await renderConfig('/system/config');
    expect(screen.getByTestId('where')).toHaveTextContent('/system/config/sign-in');
    const section = screen.getByRole('region', { name: 'Sign-in methods' });
    await within(section).findByRole('heading', { level: 3, name: 'First factors' });
    expect(section).toHaveTextContent('Test (codes and links go to the demo outbox)');
    expect(section).toHaveTextContent(appConfig.tenantId);
    expect(listUnder('First factors')).toEqual([
      'Password',
      'Link by email',
      'Code by email',
      'Code by text message',
      'Authenticator app code',
    ]);
    expect(listUnder('Second factors')).toEqual(['Authenticator app code', 'Code by text message']);
    expect(
      within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', {
        current: 'page',
      }),
    ).toHaveTextContent('Sign-in methods');
  });

  it('shows the tenant as the provider has it when opened again, and says when it cannot', async () => {
    // The tenant owner turned the email link and the text message off at the provider.
    const tenant = getDb().tenant;
    tenant.firstFactors = tenant.firstFactors.filter((f) => f.strategy === 'password');
    tenant.secondFactors = [];
    injectFault({ operationId: 'getTenantMode', status: 503, times: 1 });
    const user = await renderConfig('/system/config/sign-in');
    const section = screen.getByRole('region', { name: 'Sign-in methods' });
    await waitFor(() => expect(section).toHaveTextContent('This could not be loaded.'));
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    await within(section).findByRole('heading', { level: 3, name: 'First factors' });
    expect(listUnder('First factors')).toEqual(['Password']);
    expect(section).toHaveTextContent('Second factorsNone offered');
  });

  it('shows the app configuration as it runs, one setting a row', async () => {
    const user = await renderConfig('/system/config/sign-in');
    await user.click(screen.getByRole('link', { name: 'App configuration' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/system/config/app');
    const table = screen.getByRole('table', { name: 'App configuration' });
    const rows = Object.fromEntries(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [
          within(row).getByRole('rowheader').lastChild!.textContent,
          within(row).getByRole('cell').textContent,
        ]),
    );
    expect(rows).toEqual({
      appName: appConfig.appName,
      apiPrefix: '/api',
      authenticatedEntryPath: '/home',
      defaultRedirectPath: '/home',
      unAuthenticatedEntryPath: '/sign-in',
      locale: 'en',
      accessTokenPersistStrategy: 'cookies',
      enableMock: appConfig.enableMock ? 'Yes' : 'No',
      activeNavTranslation: 'Yes',
      'pageDefaults.signIn.caption': 'auth.signIn.caption',
      'pageDefaults.signUp.caption': 'auth.signUp.caption',
    });
  });

  it('speaks Spanish', async () => {
    await renderConfig('/system/config/sign-in', 'es');
    const section = screen.getByRole('region', { name: 'Métodos de inicio de sesión' });
    await within(section).findByRole('heading', { level: 3, name: 'Primeros factores' });
    expect(screen.getByRole('link', { name: 'Configuración de la aplicación' })).toBeVisible();
  });
});
