/**
 * The demo's stand-in SAML service provider (#17 item 5): the SAML login and logout navigations
 * say who the identity provider asserted, with the way back; a spent or foreign token shows the
 * provider's refusal as text; in Spanish too.
 */
import { screen } from '@testing-library/react';
import { samlAssertion, samlToken, SAML_TOKEN_REFUSED } from '@mocks/provider/saml';
import type { SamlNavigation } from '@mocks/provider/saml';
import { getDb, resetDemoData, transaction } from '@mocks/store';
import type { DemoBackendControls } from '@/components/demo/demo-backend';
import { DemoBackendContext } from '@/components/demo/demo-backend';
import DemoSamlPage from '@/components/demo/demo-saml-page';
import { RouterAt } from '@tests/app/layouts/harness';
import { renderInShell, resetShell } from '@tests/app/shell';

beforeEach(async () => {
  resetShell();
  await resetDemoData();
});

const controls: DemoBackendControls = {
  resetDemoData: jest.fn(),
  outbox: jest.fn(),
  signInLink: jest.fn(),
  samlAssertion: (navigation: SamlNavigation) => transaction(() => samlAssertion(navigation)),
  clock: jest.fn(),
  moveClock: jest.fn(),
};

/** A SAML token issued to `email`, as `GET /auth/saml/idp/token` issues it. */
async function issued(email: string): Promise<{ token: string; uuid: string }> {
  return transaction(() => {
    const account = getDb().accounts.find((a) => a.email === email)!;
    return { token: samlToken(account.userId), uuid: account.userUuid };
  });
}

function renderAt(kind: 'login' | 'logout', token: string, uuid: string, locale: 'en' | 'es') {
  const query = new URLSearchParams({ tenant_id: 'demo1234', token, uuid });
  renderInShell(
    <DemoBackendContext.Provider value={controls}>
      <RouterAt
        path={`/v0/auth/saml/idp/${kind}?${query}`}
        pattern={`/v0/auth/saml/idp/${kind}`}
        ui={<DemoSamlPage />}
      />
    </DemoBackendContext.Provider>,
    { locale },
  );
}

it('says who is signed in to the service provider, with the way back to the app', async () => {
  const { token, uuid } = await issued('user@demo.test');
  renderAt('login', token, uuid, 'en');
  expect(
    screen.getByRole('heading', { level: 1, name: 'Demo SAML service provider' }),
  ).toBeVisible();
  expect(
    await screen.findByText('user@demo.test is signed in to the service provider.', {
      exact: false,
    }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/');
});

it('says who is signed out, in Spanish, with the way back to sign in', async () => {
  const { token, uuid } = await issued('admin@demo.test');
  renderAt('logout', token, uuid, 'es');
  expect(
    await screen.findByText('ha cerrado la sesión en el proveedor de servicios', { exact: false }),
  ).toHaveTextContent('admin@demo.test');
  expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute(
    'href',
    '/sign-in',
  );
});

it("shows the provider's refusal of a spent token as text, with the way back to sign in", async () => {
  const { token, uuid } = await issued('user@demo.test');
  await controls.samlAssertion({ tenantId: 'demo1234', token, uuid });
  renderAt('login', token, uuid, 'en');
  expect(await screen.findByText(SAML_TOKEN_REFUSED)).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent(SAML_TOKEN_REFUSED);
  expect(screen.queryByText(/is signed in/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
});
