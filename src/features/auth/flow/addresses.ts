/**
 * The addresses of the flow: the link in the page's own (SPEC §3 "Query"), where a finished
 * sign-in goes, and the provider's social-login address.
 */
import { providerAddress } from '@/config/app-config';
import { PATHS } from '@/config/paths';
import { readRedirect, withRedirect } from '@/lib/redirect';
import { safeRedirectPath } from '@/lib/safe-redirect';
import type { FlowConfig, LinkQuery } from './types';

export function readLinkQuery(search: string): LinkQuery {
  const params = new URLSearchParams(search);
  const one = (key: string) => {
    const values = params.getAll(key);
    return values.length === 1 && values[0] !== '' ? values[0] : undefined;
  };
  return { token: one('token'), uuid: one('uuid'), linkType: one('type'), isValid: true };
}

/** Where a finished sign-in goes: an explicit target, else profile selection with the redirect. */
export function completionTarget(config: FlowConfig, search: string, origin: string): string {
  if (typeof config.redirect === 'string') {
    const explicit = safeRedirectPath(config.redirect, origin);
    if (explicit) return explicit;
  }
  // After sign-in everyone chooses a profile first (SPEC §2.1); the original target rides along.
  return withRedirect(PATHS.profileSelect, readRedirect(search, origin));
}

/** The provider's social-login address (SPEC §7: a browser navigation, not a call). */
export function ssoLoginUrl(
  provider: string,
  options: { tenantId: string; origin: string; redirect?: string; providerId?: string },
): string {
  const url = providerAddress(`auth/${provider}/login`, options.origin);
  url.searchParams.set('origin', options.origin);
  url.searchParams.set('tenant_id', options.tenantId);
  if (provider === 'custom' && options.providerId) {
    url.searchParams.set('provider_id', options.providerId);
  }
  if (options.redirect) url.searchParams.set('redirect', options.redirect);
  return url.toString();
}
