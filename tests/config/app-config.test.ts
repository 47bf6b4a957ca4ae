/** @jest-environment node */
import { HOSTED_PROVIDER_BASE_URL, readAppConfig } from '@/config/app-config';

describe('app config (SPEC §3)', () => {
  it('has the specified entry paths and demo defaults', () => {
    const config = readAppConfig({});
    expect(config).toMatchObject({
      apiPrefix: '/api',
      authenticatedEntryPath: '/home',
      defaultRedirectPath: '/home',
      unAuthenticatedEntryPath: '/sign-in',
      locale: 'en',
      accessTokenPersistStrategy: 'cookies',
      enableMock: false,
      tenantId: 'demo1234',
      providerBaseUrl: HOSTED_PROVIDER_BASE_URL,
      apiBaseUrl: '/api/v1',
      supportEmail: 'support@example.com',
    });
  });

  it('takes the support email from VITE_SUPPORT_EMAIL, and refuses what is not an address', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readAppConfig({ VITE_SUPPORT_EMAIL: 'help@clinic-staffing.test' }).supportEmail).toBe(
      'help@clinic-staffing.test',
    );
    expect(readAppConfig({ VITE_SUPPORT_EMAIL: 'help@x"><script>' }).supportEmail).toBe(
      'support@example.com',
    );
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('talks to the embedded backend on the same origin when the mock is on', () => {
    expect(readAppConfig({ VITE_ENABLE_MOCK: 'true' }).providerBaseUrl).toBe('/v0/');
  });

  it('reads a real tenant and real addresses from the environment, forcing the trailing slash', () => {
    const config = readAppConfig({
      VITE_TENANT_ID: 'xbr78p4n',
      VITE_PROVIDER_BASE_URL: 'https://auth.example.com/v0',
      VITE_API_BASE_URL: 'https://api.example.com/api/v1/',
      VITE_ENABLE_MOCK: 'false',
      VITE_DOMAIN: 'app.example.com',
    });
    expect(config.tenantId).toBe('xbr78p4n');
    expect(config.providerBaseUrl).toBe('https://auth.example.com/v0/');
    expect(config.apiBaseUrl).toBe('https://api.example.com/api/v1');
    expect(config.domain).toBe('app.example.com');
  });

  it('ignores blank values and unknown flag spellings', () => {
    const config = readAppConfig({ VITE_TENANT_ID: '  ', VITE_ENABLE_MOCK: 'maybe' });
    expect(config.tenantId).toBe('demo1234');
    expect(config.enableMock).toBe(false);
  });
});
