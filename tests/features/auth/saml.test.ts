import { screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { loginWithPassword } from '@generated/provider/endpoints/password/password';
import { DEMO_PASSWORD, DEMO_TENANT_ID } from '@mocks/seed';
import AuthFramePage from '@/app/pages/auth-frame-page';
import { session } from '@/features/auth/session';
import {
  browserNavigation,
  completeSamlLogin,
  isSamlLogin,
  samlLogout,
  samlUrl,
} from '@/features/auth/saml';
import { setupMockServer } from '../../utils/msw';
import { renderAt } from '../../app/layouts/harness';

setupMockServer();

async function signIn(email = 'user@demo.test') {
  const answer = await loginWithPassword(DEMO_TENANT_ID, {
    emailOrUsername: email,
    password: DEMO_PASSWORD,
  });
  session.handleLoginResponse(answer, { redirect: false });
}

let assign: jest.SpyInstance;
beforeEach(() => {
  assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
});
afterEach(async () => {
  assign.mockRestore();
  await session.logout({ redirect: false });
});

describe('SAML (SPEC §7)', () => {
  it('recognises a sign-in a SAML service provider asked for', () => {
    expect(isSamlLogin('?saml=login')).toBe(true);
    expect(isSamlLogin('?saml=logout')).toBe(false);
    expect(isSamlLogin('')).toBe(false);
  });

  it('builds the provider address with tenant_id, token and uuid', () => {
    const url = new URL(
      samlUrl('login', { tenantId: 'demo1234', token: 't k', uuid: 'u-1' }, 'http://app.test'),
    );
    expect(url.pathname).toBe('/v0/auth/saml/idp/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant_id: 'demo1234',
      token: 't k',
      uuid: 'u-1',
    });
  });

  it('only warns when asked to complete a SAML login without a session', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(completeSamlLogin()).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SAML login requires'));
    expect(assign).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sends a signed-in person on to the SAML login address with a fresh token', async () => {
    await signIn();
    await expect(completeSamlLogin()).resolves.toBe(true);
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/v0/auth/saml/idp/login');
    expect(url.searchParams.get('tenant_id')).toBe(DEMO_TENANT_ID);
    expect(url.searchParams.get('token')).toMatch(/^[0-9a-f]{32,}$/);
    expect(url.searchParams.get('uuid')).toBe(session.getState().identity?.userUuid);
  });

  it('refuses a SAML logout without a session, with the provider client message', async () => {
    await expect(samlLogout()).rejects.toThrow('Please log in to authorize your logout request.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('ends the local session, then goes to the SAML logout address', async () => {
    await signIn();
    const uuid = session.getState().identity?.userUuid;
    await samlLogout();
    expect(session.getState().signedIn).toBe(false);
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/v0/auth/saml/idp/logout');
    expect(url.searchParams.get('uuid')).toBe(uuid);
  });

  it('continues a signed-in person from /sign-in?saml=login to the SAML login, without a form', async () => {
    await signIn();
    renderAt('/sign-in?saml=login', createElement(AuthFramePage));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/v0/auth/saml/idp/login');
    expect(url.searchParams.get('uuid')).toBe(session.getState().identity?.userUuid);
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
  });
});
