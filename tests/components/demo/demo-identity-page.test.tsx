/**
 * The demo's stand-in identity page (#17 item 5): checks the address, asks the demo backend for a
 * one-time link for it, and returns to sign-in with the link and the redirect the app asked for;
 * Cancel returns without; in Spanish too.
 */
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { DemoBackendControls } from '@/components/demo/demo-backend';
import { DemoBackendContext } from '@/components/demo/demo-backend';
import DemoIdentityPage from '@/components/demo/demo-identity-page';
import { RouterAt } from '@tests/app/layouts/harness';
import { renderInShell, resetShell } from '@tests/app/shell';
import { setupUser } from '@tests/utils/user';

beforeEach(() => resetShell());

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const ASKED = '/profile-select?redirectUrl=%2Fprofiles%2Fusers';

function renderPage(locale: 'en' | 'es' = 'en') {
  const signInLink = jest.fn((_email: string) => Promise.resolve({ token: 't0k3n', uuid: 'u-1' }));
  const controls: DemoBackendControls = {
    resetDemoData: jest.fn(),
    outbox: jest.fn(),
    signInLink,
    samlAssertion: jest.fn(),
    clock: jest.fn(),
    moveClock: jest.fn(),
  };
  renderInShell(
    <DemoBackendContext.Provider value={controls}>
      <RouterAt
        path={`/v0/auth/google/login?origin=x&tenant_id=demo1234&redirect=${encodeURIComponent(ASKED)}`}
        pattern="/v0/auth/:provider/login"
        ui={<DemoIdentityPage />}
        elsewhere={<Where />}
      />
    </DemoBackendContext.Provider>,
    { locale },
  );
  return { user: setupUser({ delay: null }), signInLink };
}

it('returns to sign-in with a one-time link for the address, and the target asked for', async () => {
  const { user, signInLink } = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Demo identity provider' })).toBeVisible();
  expect(screen.getByText(/stands in for Google/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Enter an email address')).toBeVisible();
  expect(signInLink).not.toHaveBeenCalled();
  await user.type(
    screen.getByLabelText('Email address', { selector: 'input' }),
    ' user@demo.test ',
  );
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/sign-in?redirectUrl=%2Fprofiles%2Fusers&token=t0k3n&uuid=u-1&type=login',
    ),
  );
  expect(signInLink).toHaveBeenCalledWith('user@demo.test');
});

it('returns without a link on Cancel, in Spanish', async () => {
  const { user, signInLink } = renderPage('es');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Proveedor de identidad de demostración' }),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/sign-in?redirectUrl=%2Fprofiles%2Fusers',
    ),
  );
  expect(signInLink).not.toHaveBeenCalled();
});
