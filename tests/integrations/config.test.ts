/** @jest-environment node */
import { readAppConfig } from '@/config/app-config';

describe('integrations configuration (SPEC §7 third parties)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('turns every integration off by default', () => {
    expect(readAppConfig({}).integrations).toEqual({
      chat: undefined,
      bugReport: undefined,
      booking: undefined,
      maps: undefined,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads each integration from its variables', () => {
    const { integrations } = readAppConfig({
      VITE_CHAT_APP_ID: 'abc123',
      VITE_CHAT_REGION: ' EU ',
      VITE_BUG_REPORT_SCRIPT_URL: 'https://bugs.example.com/sidebar.js',
      VITE_BUG_REPORT_KEY: 'key-1',
      VITE_BOOKING_URL: 'https://calendly.com/acme/intro',
      VITE_MAPS_API_KEY: 'AIzaKey_1',
      VITE_MAPS_REGION: 'us',
    });
    expect(integrations).toEqual({
      chat: { appId: 'abc123', region: 'eu' },
      bugReport: { scriptUrl: 'https://bugs.example.com/sidebar.js', key: 'key-1' },
      booking: { url: 'https://calendly.com/acme/intro' },
      maps: { apiKey: 'AIzaKey_1', region: 'US' },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('puts the chat in the us region unless told otherwise, and knows us, eu and ap', () => {
    expect(readAppConfig({ VITE_CHAT_APP_ID: 'abc' }).integrations.chat?.region).toBe('us');
    for (const region of ['us', 'eu', 'ap']) {
      expect(
        readAppConfig({ VITE_CHAT_APP_ID: 'abc', VITE_CHAT_REGION: region }).integrations.chat,
      ).toEqual({ appId: 'abc', region });
    }
  });

  it.each([
    ['chat', { VITE_CHAT_APP_ID: 'abc', VITE_CHAT_REGION: 'mars' }, 'VITE_CHAT_REGION'],
    ['chat', { VITE_CHAT_APP_ID: 'abc"><script>' }, 'VITE_CHAT_APP_ID'],
    [
      'bugReport',
      { VITE_BUG_REPORT_SCRIPT_URL: 'http://bugs.example.com/a.js' },
      'VITE_BUG_REPORT_SCRIPT_URL',
    ],
    [
      'bugReport',
      { VITE_BUG_REPORT_SCRIPT_URL: 'javascript:alert(1)' },
      'VITE_BUG_REPORT_SCRIPT_URL',
    ],
    [
      'bugReport',
      { VITE_BUG_REPORT_SCRIPT_URL: 'https://bugs.example.com/a.js', VITE_BUG_REPORT_KEY: 'a b' },
      'VITE_BUG_REPORT_KEY',
    ],
    ['booking', { VITE_BOOKING_URL: 'http://calendly.com/acme' }, 'VITE_BOOKING_URL'],
    ['booking', { VITE_BOOKING_URL: 'https://user:pw@calendly.com/acme' }, 'VITE_BOOKING_URL'],
    ['booking', { VITE_BOOKING_URL: 'not a url' }, 'VITE_BOOKING_URL'],
    ['maps', { VITE_MAPS_API_KEY: 'key&callback=x' }, 'VITE_MAPS_API_KEY'],
    ['maps', { VITE_MAPS_API_KEY: 'key', VITE_MAPS_REGION: 'USA' }, 'VITE_MAPS_REGION'],
  ] as const)('turns %s off with one warning for an invalid %j', (name, raw, variable) => {
    expect(readAppConfig(raw).integrations[name]).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(variable);
  });

  it('ignores blank values without a warning', () => {
    const { integrations } = readAppConfig({
      VITE_CHAT_APP_ID: ' ',
      VITE_BUG_REPORT_SCRIPT_URL: '',
      VITE_BOOKING_URL: '  ',
      VITE_MAPS_API_KEY: '',
    });
    expect(Object.values(integrations).every((value) => value === undefined)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
