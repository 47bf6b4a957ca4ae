import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { DemoBackendContext } from '@/app/demo-backend';
import { TenantStatusPage } from '@/features/tenant-status/tenant-status-page';
import { configureProviderClient } from '@/lib/http/provider-client';
import { setupMockServer } from '@tests/utils/msw';
import { renderWithProviders } from '@tests/utils/render';

const server = setupMockServer();

beforeEach(() => configureProviderClient({ baseUrl: '/v0/' }));

describe('first page: what the demo tenant offers', () => {
  it("lists the tenant's sign-in methods and second factors from the embedded backend", async () => {
    renderWithProviders(<TenantStatusPage />);
    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    const methods = screen.getByRole('list', { name: 'Sign-in methods offered' });
    expect(methods).toHaveTextContent(
      'Username and passwordEmail me a linkEmail me a codeText me a codeUse an authenticator app',
    );
    expect(screen.getByRole('list', { name: 'Second factors allowed' })).toHaveTextContent(
      'Use an authenticator appText me a code',
    );
  });

  it('speaks Spanish', async () => {
    renderWithProviders(<TenantStatusPage />, { locale: 'es' });
    expect(await screen.findByText('Modo de prueba')).toBeInTheDocument();
    expect(
      screen.getByRole('list', { name: 'Métodos de inicio de sesión disponibles' }),
    ).toHaveTextContent('Usuario y contraseña');
  });

  it("shows the server's message as plain text, with Retry", async () => {
    server.use(
      http.get('*/tenants/:tenantId/mode', () =>
        HttpResponse.json(
          {
            statusCode: 404,
            message: '<b>Tenant</b> not found',
            error: { type: 'not_found_error' },
          },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<TenantStatusPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('<b>Tenant</b> not found');
    expect(alert.querySelector('b')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('falls back to the generic message when the server sent none', async () => {
    server.use(
      http.get(
        '*/tenants/:tenantId/mode',
        () => new HttpResponse('<html>502</html>', { status: 502 }),
      ),
    );
    renderWithProviders(<TenantStatusPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unknown error has occurred. Please try again later.',
    );
  });

  it('says so when the tenant offers no sign-in method', async () => {
    server.use(
      http.get('*/tenants/:tenantId/mode', () =>
        HttpResponse.json({
          mode: 'live',
          authentication: { firstFactors: [], secondFactors: [] },
        }),
      ),
    );
    renderWithProviders(<TenantStatusPage />);
    expect(await screen.findByText('Live mode')).toBeInTheDocument();
    expect(screen.getByText(/Please contact an administrator for assistance/)).toBeInTheDocument();
  });
});

describe('demo data controls', () => {
  it('are absent without the embedded backend', async () => {
    renderWithProviders(<TenantStatusPage />);
    await screen.findByText('Test mode');
    expect(screen.queryByRole('button', { name: 'Reset demo data' })).toBeNull();
  });

  it('reset the demo data when the embedded backend runs', async () => {
    const resetDemoData = jest.fn();
    renderWithProviders(
      <DemoBackendContext.Provider value={{ resetDemoData }}>
        <TenantStatusPage />
      </DemoBackendContext.Provider>,
      { locale: 'es' },
    );
    const button = await screen.findByRole('button', { name: 'Restablecer datos de demostración' });
    await userEvent.click(button);
    expect(resetDemoData).toHaveBeenCalledTimes(1);
  });
});
