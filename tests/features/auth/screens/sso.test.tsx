/**
 * Social sign-in buttons (SPEC §2.5 factor picker, §7 "social login is a browser navigation").
 *
 * jsdom's `window.location.assign` is unforgeable (non-configurable, read-only), so it cannot be
 * spied on. The click path is checked through what jsdom does instead: it reports the navigation
 * as "Not implemented" on the console, and the address comes from `ssoLoginUrl`, which is also
 * tested on its own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Factor } from '@generated/provider/model';
import { ssoLoginUrl } from '@/features/auth/flow/addresses';
import { renderFlow, setupAuthScreens, stepHeading } from './helpers';

setupAuthScreens();

const PROVIDERS = [
  'apple',
  'azure',
  'facebook',
  'github',
  'google',
  'linkedin',
  'twitter',
  'okta',
  'custom',
] as const;
const sso = (strategy: (typeof PROVIDERS)[number]): Factor => ({ strategy, channel: 'email' });

describe('social buttons', () => {
  it('offers every provider as "Continue with …"', () => {
    renderFlow({ type: 'login', flow: { firstFactors: PROVIDERS.map(sso) } });
    expect(stepHeading()).toHaveTextContent('Log in');
    const group = screen.getByRole('group', { name: 'Ways to continue' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Continue with Apple',
      'Continue with Azure',
      'Continue with Facebook',
      'Continue with Github',
      'Continue with Google',
      'Continue with LinkedIn',
      'Continue with Twitter',
      'Continue with Okta',
      'Continue with Single sign-on',
    ]);
    // No password form, so no OR divider.
    expect(screen.queryByText('OR')).not.toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderFlow(
      { type: 'signup', flow: { firstFactors: [sso('google'), sso('custom')] } },
      { locale: 'es' },
    );
    expect(stepHeading()).toHaveTextContent('Regístrate');
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Continuar con Inicio de sesión único' }),
    ).toBeVisible();
  });

  it('shows a single provider as a button instead of leaving at once', () => {
    renderFlow({ type: 'login', flow: { firstFactors: [sso('okta')] } });
    expect(screen.getByRole('button', { name: 'Continue with Okta' })).toBeEnabled();
  });

  it.each([
    ['google', 'Continue with Google', undefined, '/v0/auth/google/login', undefined],
    ['custom', 'Continue with Single sign-on', 'acme-idp', '/v0/auth/custom/login', 'acme-idp'],
  ] as const)(
    'navigates the browser to the provider login for %s on click',
    async (provider, name, providerId, pathname, expectedProviderId) => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const urlToString = jest.spyOn(URL.prototype, 'toString');
      try {
        const { user } = renderFlow(
          {
            type: 'login',
            flow: { firstFactors: [sso(provider), sso('github')] },
            ...(providerId ? { providerId } : {}),
          },
          { path: '/sign-in?redirectUrl=%2Fprofiles%2Fusers' },
        );
        await user.click(screen.getByRole('button', { name }));
        // jsdom's answer to location.assign with another document.
        await waitFor(() =>
          expect(consoleError).toHaveBeenCalledWith(
            expect.objectContaining({
              message: expect.stringContaining('Not implemented: navigation'),
            }),
          ),
        );
        const built = urlToString.mock.results
          .map((r) => String(r.value))
          .filter((u) => u.includes('/auth/'));
        expect(built).toHaveLength(1);
        const url = new URL(built[0]!);
        expect(url.origin + url.pathname).toBe(`http://localhost${pathname}`);
        expect(url.searchParams.get('origin')).toBe('http://localhost');
        expect(url.searchParams.get('tenant_id')).toBe('demo1234');
        expect(url.searchParams.get('provider_id')).toBe(expectedProviderId ?? null);
        expect(url.searchParams.get('redirect')).toBe(
          '/profile-select?redirectUrl=%2Fprofiles%2Fusers',
        );
        // A person who comes back from the provider (back button) can choose again.
        expect(screen.getByRole('button', { name: 'Continue with Github' })).toBeEnabled();
      } finally {
        consoleError.mockRestore();
        urlToString.mockRestore();
      }
    },
  );
});

describe('ssoLoginUrl (SPEC §5 "Social login needs provider, tenant id, and providerId for custom")', () => {
  const origin = 'https://app.example.com';

  it('builds the provider login address with origin, tenant and redirect', () => {
    const url = new URL(
      ssoLoginUrl('google', { tenantId: 'demo1234', origin, redirect: '/profile-select' }),
    );
    expect(url.origin + url.pathname).toBe(`${origin}/v0/auth/google/login`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin,
      tenant_id: 'demo1234',
      redirect: '/profile-select',
    });
  });

  it('adds provider_id for the custom provider only', () => {
    const custom = new URL(
      ssoLoginUrl('custom', { tenantId: 't1', origin, providerId: 'acme-idp' }),
    );
    expect(custom.pathname).toBe('/v0/auth/custom/login');
    expect(custom.searchParams.get('provider_id')).toBe('acme-idp');
    expect(custom.searchParams.has('redirect')).toBe(false);
    const okta = new URL(ssoLoginUrl('okta', { tenantId: 't1', origin, providerId: 'acme-idp' }));
    expect(okta.searchParams.has('provider_id')).toBe(false);
  });

  it('encodes what it is given instead of letting it change the address', () => {
    const url = new URL(
      ssoLoginUrl('google', { tenantId: 'a&b=c', origin, redirect: '/x?y=1&z=2#frag' }),
    );
    expect(url.searchParams.get('tenant_id')).toBe('a&b=c');
    expect(url.searchParams.get('redirect')).toBe('/x?y=1&z=2#frag');
    expect(url.hash).toBe('');
  });
});
