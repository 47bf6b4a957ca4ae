/**
 * The provider's browser navigations on `npm run mock:server` (provider notes rows 15 and 16). The
 * in-browser demo answers them with pages of the app (src/components/demo/); here, with small
 * HTML pages of the server itself (in English: the server is a developer's tool):
 *
 * - `GET /v0/auth/{provider}/login?origin&tenant_id&redirect`: a form that asks who signs in and
 *   comes back here with `email`; then a 302 to the demo tenant's login page on `origin`
 *   (`/sign-in`) with a one-time link (`token`, `uuid`, `type=login`) and the redirect as
 *   `redirectUrl`, which the app signs in with (an unknown address gets an account).
 * - `GET /v0/auth/saml/idp/login|logout?tenant_id&token&uuid`: who the provider asserts to the
 *   service provider, or its refusal (400).
 *
 * `origin` must be a local address (`http(s)://localhost` or `127.0.0.1`, any port), the demo
 * tenant's only allowed origins: nothing is sent to another site.
 */
import { samlAssertion } from './provider/saml';
import { ssoLoginLink } from './provider/sso';
import { getDb, transaction } from './store';

export interface Page {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The demo tenant's login page, where a social sign-in ends. */
const LOGIN_PAGE = '/sign-in';
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;
const SSO_PATH = /^\/v0\/auth\/([a-z]+)\/login$/;
const SAML_PATH = /^\/v0\/auth\/saml\/idp\/(login|logout)$/;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

function page(status: number, title: string, content: string): Page {
  const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<main><h1>${escapeHtml(title)}</h1>
${content}
</main></body></html>
`;
  return { status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body };
}

const refusal = (status: number, title: string, message: string) =>
  page(status, title, `<p role="alert">${escapeHtml(message)}</p>`);

async function ssoNavigation(provider: string, query: URLSearchParams): Promise<Page> {
  const title = 'Demo identity provider';
  const origin = query.get('origin') ?? '';
  if (!LOCAL_ORIGIN.test(origin)) {
    return refusal(400, title, 'The origin is not one of the tenant’s allowed origins.');
  }
  if (query.get('tenant_id') !== getDb().tenant.tenantId) {
    return refusal(404, title, 'Tenant not found');
  }
  const redirect = query.get('redirect');
  const email = query.get('email')?.trim();
  if (!email) {
    const kept = [...query.entries()]
      .filter(([name]) => name !== 'email')
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
      )
      .join('');
    return page(
      200,
      title,
      `<p>In the demo this page stands in for ${escapeHtml(provider)}. Say who signs in; an address the demo does not know gets a new account.</p>
<form method="get">${kept}
<label>Email address <input type="email" name="email" autocomplete="email" required></label>
<button type="submit">Continue</button></form>
<p><a href="${escapeHtml(`${origin}${LOGIN_PAGE}`)}">Cancel</a></p>`,
    );
  }
  const { token, uuid } = await transaction(() => ssoLoginLink(email));
  const back = new URL(LOGIN_PAGE, origin);
  if (redirect?.startsWith('/') && !redirect.startsWith('//')) {
    back.searchParams.set('redirectUrl', redirect);
  }
  back.searchParams.set('token', token);
  back.searchParams.set('uuid', uuid);
  back.searchParams.set('type', 'login');
  return { status: 302, headers: { Location: back.toString() }, body: '' };
}

async function samlNavigation(kind: string, query: URLSearchParams): Promise<Page> {
  const title = 'Demo SAML service provider';
  const answer = await transaction(() =>
    samlAssertion({
      tenantId: query.get('tenant_id') ?? '',
      token: query.get('token') ?? '',
      uuid: query.get('uuid') ?? '',
    }),
  );
  if ('error' in answer) return refusal(400, title, answer.error);
  const said = kind === 'logout' ? 'is signed out of' : 'is signed in to';
  return page(
    200,
    title,
    `<p role="status">${escapeHtml(answer.subject)} ${said} the service provider.</p>`,
  );
}

/** The page for a provider navigation, or undefined for any other request. */
export async function navigationPage(method: string, url: URL): Promise<Page | undefined> {
  if (method !== 'GET') return undefined;
  const saml = SAML_PATH.exec(url.pathname);
  if (saml) return samlNavigation(saml[1]!, url.searchParams);
  const sso = SSO_PATH.exec(url.pathname);
  if (sso) return ssoNavigation(sso[1]!, url.searchParams);
  return undefined;
}
