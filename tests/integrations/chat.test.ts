import type { ChatConfig } from '@/config/app-config';
import { CHAT_API_BASES, chatBootData, createChat } from '@/integrations/chat';

type Widget = ((...args: unknown[]) => void) & { q?: unknown[][] };
const host = window as unknown as { Intercom?: Widget };
/** What the widget was asked, in order (its own queue, as the real script reads it). */
const widgetCalls = () => host.Intercom?.q ?? [];
const scripts = () => Array.from(document.querySelectorAll('script'));

const config: ChatConfig = { appId: 'app42', region: 'us' };
const ada = {
  id: 7,
  uuid: 'b3f1c0de-0000-4000-8000-000000000007',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  createdAt: '2024-03-01T10:00:00.999Z',
};

describe('chat data (SPEC §7: id or uuid, name, email, creation time in seconds)', () => {
  it('sends exactly the id, the display name, the email and the creation time in seconds', () => {
    expect(chatBootData(config, ada)).toEqual({
      app_id: 'app42',
      api_base: 'https://api-iam.intercom.io',
      user_id: '7',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      created_at: Date.UTC(2024, 2, 1, 10) / 1000,
    });
  });

  it('falls back to the uuid when there is no id', () => {
    expect(chatBootData(config, { ...ada, id: undefined })?.user_id).toBe(ada.uuid);
  });

  it("says 'Unknown User' without names, and trims a single name", () => {
    expect(chatBootData(config, { id: 1 })?.name).toBe('Unknown User');
    expect(chatBootData(config, { id: 1, firstName: '  ', lastName: '' })?.name).toBe(
      'Unknown User',
    );
    expect(chatBootData(config, { id: 1, firstName: ' Ada ' })?.name).toBe('Ada');
    expect(chatBootData(config, { id: 1, lastName: 'Lovelace' })?.name).toBe('Lovelace');
  });

  it('leaves out an unknown email or creation time, and boots nobody without id or uuid', () => {
    expect(Object.keys(chatBootData(config, { id: 1, createdAt: 'not a date' }) ?? {})).toEqual([
      'app_id',
      'api_base',
      'user_id',
      'name',
    ]);
    expect(chatBootData(config, { firstName: 'Ada' })).toBeUndefined();
  });

  it.each([
    ['us', 'https://api-iam.intercom.io'],
    ['eu', 'https://api-iam.eu.intercom.io'],
    ['ap', 'https://api-iam.au.intercom.io'],
  ] as const)('talks to the %s region at %s', (region, endpoint) => {
    expect(CHAT_API_BASES[region]).toBe(endpoint);
    expect(chatBootData({ appId: 'app42', region }, ada)?.api_base).toBe(endpoint);
  });
});

describe('the chat widget', () => {
  let warn: jest.Mock;
  beforeEach(() => {
    warn = jest.fn();
  });
  afterEach(() => {
    delete host.Intercom;
    document.head.innerHTML = '';
  });

  it('loads its script once and boots, updates and shuts down with the session', () => {
    const chat = createChat(config, { warn });
    chat.sync(null);
    expect(scripts()).toHaveLength(0);
    chat.sync(ada);
    expect(scripts().map((s) => s.src)).toEqual(['https://widget.intercom.io/widget/app42']);
    chat.sync(ada); // nothing changed: nothing sent
    chat.sync({ ...ada, lastName: 'King' });
    chat.sync(null);
    chat.sync(null);
    expect(widgetCalls()).toEqual([
      ['boot', chatBootData(config, ada)],
      ['update', { ...chatBootData(config, ada), name: 'Ada King' }],
      ['shutdown'],
    ]);
    chat.sync(ada);
    expect(scripts()).toHaveLength(1);
    expect(widgetCalls().at(-1)?.[0]).toBe('boot');
    expect(warn).not.toHaveBeenCalled();
  });

  it('starts a fresh conversation when another person signs in', () => {
    const chat = createChat(config, { warn });
    chat.sync({ ...ada, id: undefined });
    chat.sync(ada); // the product id arrived: another identity for the widget
    expect(
      widgetCalls().map(([name, data]) => [name, (data as { user_id?: string })?.user_id]),
    ).toEqual([
      ['boot', ada.uuid],
      ['shutdown', undefined],
      ['boot', '7'],
    ]);
  });

  it('logs a widget that fails to load once, and keeps going', async () => {
    const chat = createChat(config, { warn });
    chat.sync(ada);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('chat widget failed to load');
    expect(() => chat.sync(null)).not.toThrow();
  });

  it('never lets a broken widget throw into the app', () => {
    host.Intercom = () => {
      throw new Error('widget bug');
    };
    const chat = createChat(config, { warn });
    expect(() => chat.sync(ada)).not.toThrow();
    expect(() => chat.shutdown()).not.toThrow();
    expect(warn).toHaveBeenCalled();
    expect(scripts()).toHaveLength(0); // already on the page: not loaded twice
  });
});
