/**
 * SAML: when the tenant acts as a SAML identity provider, a service provider sends people to our
 * sign-in page; once signed in they continue to the provider's SAML login address with a one-time
 * token (SPEC §7 "GET /auth/saml/idp/token … then the browser goes to the SAML login or logout
 * address with tenant_id, token, uuid").
 */
import { getSamlToken } from '@generated/provider/endpoints/saml/saml';
import { appConfig, providerAddress } from '@/config/app-config';
import { session } from '@/features/auth/session';
import { ClientError } from '@/lib/http/errors';

/** The query a service provider adds when it sends someone to sign in through us. */
export const SAML_QUERY_PARAM = 'saml';

export function isSamlLogin(search: string): boolean {
  return new URLSearchParams(search).get(SAML_QUERY_PARAM) === 'login';
}

export function samlUrl(
  kind: 'login' | 'logout',
  values: { tenantId: string; token: string; uuid: string },
  origin: string,
): string {
  const url = providerAddress(`auth/saml/idp/${kind}`, origin);
  url.searchParams.set('tenant_id', values.tenantId);
  url.searchParams.set('token', values.token);
  url.searchParams.set('uuid', values.uuid);
  return url.toString();
}

export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

async function samlAddress(kind: 'login' | 'logout'): Promise<string> {
  const uuid = session.getState().identity?.userUuid;
  const { token } = await getSamlToken();
  if (!token || !uuid) throw new ClientError('Problem with request');
  return samlUrl(kind, { tenantId: appConfig.tenantId, token, uuid }, window.location.origin);
}

/** SPEC §5: SAML login without an access token only warns. */
export async function completeSamlLogin(): Promise<boolean> {
  if (!session.accessToken()) {
    console.warn('SAML login requires an access token; sign in first.');
    return false;
  }
  browserNavigation.assign(await samlAddress('login'));
  return true;
}

/**
 * SPEC §5/§8: SAML logout needs a signed-in session. The SAML token is fetched while the access
 * token still works, then the local session ends, then the browser goes to the provider.
 */
export async function samlLogout(): Promise<void> {
  if (!session.accessToken()) {
    throw new ClientError('Please log in to authorize your logout request.');
  }
  const address = await samlAddress('logout');
  await session.logout({ redirect: false });
  browserNavigation.assign(address);
}
