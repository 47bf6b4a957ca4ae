import type { User } from '@generated/product/model';
import { act, render, screen } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { useState } from 'react';
import type { IntegrationsConfig } from '@/config/app-config';
import { bookingUrl } from '@/integrations/booking';
import { Integrations, IntegrationsRunner } from '@/integrations/integrations';
import { mapsScriptUrl } from '@/integrations/maps';

type Widget = ((...args: unknown[]) => void) & { q?: unknown[][] };
const host = window as unknown as { Intercom?: Widget };
const widgetCalls = () => host.Intercom?.q ?? [];
const scripts = () => Array.from(document.querySelectorAll('script'));
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const OFF: IntegrationsConfig = {
  chat: undefined,
  bugReport: undefined,
  booking: undefined,
  maps: undefined,
};
/** A fresh configuration, as each app start reads one (the bug reporter starts once per config). */
const all = (): IntegrationsConfig => ({
  chat: { appId: 'app42', region: 'eu' },
  bugReport: { scriptUrl: 'https://bugs.example.com/sidebar.js', key: 'k1' },
  booking: { url: 'https://calendly.com/acme/intro' },
  maps: { apiKey: 'AIzaKey', region: 'US' },
});

const user: User = {
  id: 7,
  authUuid: 'b3f1c0de-0000-4000-8000-000000000007',
  authId: 1007,
  authSource: 'userfront',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  avatar: 'https://img.example.com/ada.png',
  emailVerified: true,
  phoneVerified: false,
  defaultRole: 'professional',
  isActive: true,
  keyVersion: 3,
  professional: { id: 1001 } as User['professional'],
  createdAt: '2024-03-01T10:00:00.000Z',
  updatedAt: '2024-04-01T10:00:00.000Z',
};
const identity = {
  userId: 1007,
  userUuid: user.authUuid,
  email: user.email,
  mode: 'test' as const,
  tenantId: 'demo1234',
  createdAt: '2024-03-01T10:00:00.000Z',
  iat: 1,
  exp: 2,
};

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
  delete host.Intercom;
  document.head.innerHTML = '';
});

describe('<Integrations /> (SPEC §7 third parties)', () => {
  it('is off by default: renders nothing and loads no script', async () => {
    const { container } = render(<Integrations />);
    await settle();
    expect(container).toBeEmptyDOMElement();
    expect(scripts()).toHaveLength(0);
    expect(host.Intercom).toBeUndefined();
  });

  it('loads nothing for a signed-in user while everything is off', async () => {
    render(<IntegrationsRunner config={OFF} signedIn user={user} identity={identity} />);
    await settle();
    expect(scripts()).toHaveLength(0);
    expect(host.Intercom).toBeUndefined();
  });

  it('starts the bug reporter once at start, signed in or not', async () => {
    const config = { ...OFF, bugReport: all().bugReport };
    const view = render(
      <IntegrationsRunner config={config} signedIn={false} user={null} identity={null} />,
    );
    view.rerender(<IntegrationsRunner config={config} signedIn user={user} identity={identity} />);
    await settle();
    expect(scripts().map((s) => s.src)).toEqual(['https://bugs.example.com/sidebar.js?apikey=k1']);
  });

  it('waits until a reset link has left the address before starting the bug reporter', async () => {
    window.history.replaceState(null, '', '/reset-password?token=secret-token&uuid=secret-uuid');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const config = { ...OFF, bugReport: all().bugReport };
      render(<IntegrationsRunner config={config} signedIn={false} user={null} identity={null} />);
      await act(() => jest.advanceTimersByTimeAsync(5000));
      expect(scripts()).toHaveLength(0);
      window.history.replaceState(null, '', '/profile-select');
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(scripts().map((s) => s.src)).toEqual([
        'https://bugs.example.com/sidebar.js?apikey=k1',
      ]);
    } finally {
      jest.useRealTimers();
      window.history.replaceState(null, '', '/');
    }
  });

  it('only logs a script that fails to load, and the app keeps working', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
    }
    const config = all();
    render(
      <>
        <Counter />
        <IntegrationsRunner config={config} signedIn user={user} identity={identity} />
      </>,
    );
    await settle();
    expect(scripts()).toHaveLength(2);
    for (const script of scripts()) script.dispatchEvent(new Event('error'));
    await settle();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([text]) => String(text)).sort()).toEqual([
      'The bug reporter failed to load:',
      'The chat widget failed to load:',
    ]);
    await setupUser().click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('never throws when the chat widget itself throws', async () => {
    host.Intercom = () => {
      throw new Error('widget bug');
    };
    const config = { ...OFF, chat: all().chat };
    const view = render(
      <IntegrationsRunner config={config} signedIn user={user} identity={identity} />,
    );
    view.rerender(
      <IntegrationsRunner config={config} signedIn={false} user={null} identity={null} />,
    );
    view.unmount();
    await settle();
    expect(warn).toHaveBeenCalled();
  });

  it('boots the chat for a signed-in user, follows changes, and shuts it down at sign-out', async () => {
    const config = { ...OFF, chat: all().chat };
    const view = render(
      <IntegrationsRunner config={config} signedIn={false} user={null} identity={null} />,
    );
    expect(scripts()).toHaveLength(0);
    // Signed in; the product user is not loaded yet: the uuid identifies the person.
    view.rerender(<IntegrationsRunner config={config} signedIn user={null} identity={identity} />);
    view.rerender(<IntegrationsRunner config={config} signedIn user={user} identity={identity} />);
    view.rerender(
      <IntegrationsRunner
        config={config}
        signedIn
        user={{ ...user, email: 'ada@new.example.com' }}
        identity={identity}
      />,
    );
    view.rerender(
      <IntegrationsRunner config={config} signedIn={false} user={null} identity={null} />,
    );
    expect(scripts().map((s) => s.src)).toEqual(['https://widget.intercom.io/widget/app42']);
    const created_at = Date.UTC(2024, 2, 1, 10) / 1000;
    const common = { app_id: 'app42', api_base: 'https://api-iam.eu.intercom.io', created_at };
    expect(widgetCalls()).toEqual([
      ['boot', { ...common, user_id: user.authUuid, name: 'Unknown User', email: user.email }],
      ['shutdown'],
      ['boot', { ...common, user_id: '7', name: 'Ada Lovelace', email: user.email }],
      ['update', { ...common, user_id: '7', name: 'Ada Lovelace', email: 'ada@new.example.com' }],
      ['shutdown'],
    ]);
  });
});

describe('privacy: no token, reset link or page address reaches a third party', () => {
  const SECRETS = ['SECRET-TOKEN', 'SECRET-UUID', 'SECRET-HASH', 'SECRET-COOKIE', 'SECRET-ACCESS'];

  beforeEach(() => {
    window.history.replaceState(
      null,
      '',
      '/reset-password?token=SECRET-TOKEN&uuid=SECRET-UUID#SECRET-HASH',
    );
    document.cookie = 'access.demo1234=SECRET-COOKIE';
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.cookie = 'access.demo1234=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends the chat exactly its fields, and no script address carries the page', async () => {
    // Anything else a user object might carry stays in the app.
    const leaky = { ...user, accessToken: 'SECRET-ACCESS', token: 'SECRET-TOKEN' } as User;
    const config = all();
    render(<IntegrationsRunner config={config} signedIn user={leaky} identity={identity} />);
    await settle();
    const [boot] = widgetCalls();
    expect(boot?.[0]).toBe('boot');
    expect(Object.keys(boot?.[1] as object).sort()).toEqual(
      ['api_base', 'app_id', 'created_at', 'email', 'name', 'user_id'].sort(),
    );

    const sent = [
      ...scripts().map((s) => s.src),
      JSON.stringify(widgetCalls()),
      bookingUrl(config.booking!, leaky, window.location.origin),
      mapsScriptUrl(config.maps!, 'en'),
    ];
    // The chat loads; the bug reporter waits until the reset link has left the address.
    expect(scripts().map((s) => new URL(s.src).host)).toEqual(['widget.intercom.io']);
    expect(sent).toHaveLength(4);
    for (const text of sent) {
      for (const secret of SECRETS) expect(text).not.toContain(secret);
      expect(text).not.toContain('reset-password');
    }
    for (const script of scripts()) expect(script.referrerPolicy).toBe('no-referrer');
  });
});
