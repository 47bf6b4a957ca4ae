/**
 * The demo's stand-in for the provider's SAML identity-provider navigations (provider notes row
 * 15: with a token from `GET /auth/saml/idp/token`, the browser goes to `auth/saml/idp/login` or
 * `/logout` with `tenant_id`, `token` and `uuid`, and the provider answers with a self-submitting
 * SAML form for the service provider). The demo SAML page (src/components/demo/) asks this what the
 * provider would have asserted: who, or the provider's refusal. A token is good once, for a short
 * while, for the account it was issued to.
 */
import { now } from '../clock';
import { getDb } from '../store';
import { randomHex } from './random';
import { addSecret, consumeSecret } from './secrets';

/** The refusal of a token that is unknown, used, expired, or another account's. */
export const SAML_TOKEN_REFUSED = 'Invalid or expired SAML token';
/** The refusal of a navigation for another tenant. */
export const SAML_TENANT_REFUSED = 'Tenant not found';

export function samlToken(userId: number): string {
  const token = randomHex(32);
  addSecret({ kind: 'saml', value: token, userId }, getDb().settings.linkTtlSeconds);
  return token;
}

export interface SamlNavigation {
  tenantId: string;
  token: string;
  uuid: string;
}

/** Who the provider asserts: the account's email, or its phone number when it has none. */
export type SamlAssertion = { subject: string } | { error: string };

/** What the provider asserts to the service provider for this navigation; the token is spent. */
export function samlAssertion({ tenantId, token, uuid }: SamlNavigation): SamlAssertion {
  const db = getDb();
  if (tenantId !== db.tenant.tenantId) return { error: SAML_TENANT_REFUSED };
  const secret = db.secrets.find((s) => s.kind === 'saml' && s.value === token);
  if (!secret) return { error: SAML_TOKEN_REFUSED };
  consumeSecret(secret);
  const account = db.accounts.find((a) => a.userId === secret.userId);
  if (!account || account.userUuid !== uuid || secret.expiresAt <= now()) {
    return { error: SAML_TOKEN_REFUSED };
  }
  return { subject: account.email ?? account.phoneNumber ?? account.userUuid };
}
