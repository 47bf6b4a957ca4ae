/**
 * Fault suite, the server misbehaves: a 500 whose body is an HTML page, 502 and 503 with
 * Retry-After, a product call that outlasts its timeout, and the browser going offline and back.
 * The person sees a plain message (never the server's HTML), keeps what they typed, is not
 * signed out, and Retry (or coming back online) carries on, with no storm of repeated requests.
 */
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Fault } from '@mocks/faults';
import { injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import { session } from '@/features/auth/session';
import { configureProductClient, PRODUCT_API_TIMEOUT_MS } from '@/lib/http/product-client';
import {
  address,
  alertTexts,
  expectNoInjectedMarkup,
  field,
  findField,
  openApp,
  PASSWORD,
  setupApp,
  signInByApi,
  signInWithForm,
  UNKNOWN_ERROR,
  waitForAddress,
} from './app-harness';

const { server, sent } = setupApp();

const OFFLINE = 'You appear to be offline. Check your connection and try again.';

type User = Awaited<ReturnType<typeof openApp>>['user'];

const HTML_PAGE =
  '<!doctype html><html><body><h1>Internal Server Error</h1><script>window.__xss=1</script></body></html>';
const htmlAnswer = (status: number) => () => HttpResponse.html(HTML_PAGE, { status });
const USERS_FAILED = /^The users could not be loaded\./;

async function fill(user: User, label: string | RegExp, value: string) {
  const input = await findField(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
  return input;
}

const other = () => getDb().users.find((u) => u.defaultRole === 'professional' && u.id > 100)!;

/** The users list failed, saying `detail`; a press of Retry (after `recover`) loads it. */
async function expectUsersFailureThenRetry(user: User, detail: string, recover: () => void) {
  const failure = await screen.findByText(USERS_FAILED);
  expect(failure).toHaveTextContent(detail);
  const calls = sent(/^\/api\/v1\/users$/).length;
  recover();
  await user.click(
    within(failure.closest('[role="alert"]') ?? document.body).getByRole('button', {
      name: 'Retry',
    }),
  );
  const table = await screen.findByRole('table', { name: 'Users' });
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  expect(sent(/^\/api\/v1\/users$/)).toHaveLength(calls + 1);
}

describe('a 500 whose body is an HTML page', () => {
  it('at sign-in: the unknown-error message, nothing typed lost, Continue works afterwards', async () => {
    server.use(http.post('*/v0/tenants/:tenantId/auth/basic', htmlAnswer(500)));
    const { user } = await openApp('/sign-in');
    await signInWithForm(user);
    expect(await screen.findByText(UNKNOWN_ERROR)).toBeVisible();
    expect(alertTexts()).toEqual([UNKNOWN_ERROR]);
    expect(field('Email or username')).toHaveValue('admin@demo.test');
    expect(field('Password')).toHaveValue(PASSWORD);
    expectNoInjectedMarkup();
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitForAddress('/profile-select');
  });

  it('on the users list: the failure with Retry, and a notice, never the page', async () => {
    server.use(http.get('*/api/v1/users', htmlAnswer(500)));
    await signInByApi();
    const { user } = await openApp('/profiles/users');
    await expectUsersFailureThenRetry(user, UNKNOWN_ERROR, () => server.resetHandlers());
    expect(screen.queryByText(/Internal Server Error/)).not.toBeInTheDocument();
    expectNoInjectedMarkup();
  });

  it('saving user details: the message at the form, the new values kept, Save works afterwards', async () => {
    const someone = other();
    server.use(http.put('*/api/v1/users/:id', htmlAnswer(500)));
    await signInByApi();
    const { user } = await openApp(`/profiles/user/${someone.id}`);
    const first = await fill(user, 'First name', 'Renata');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const form = first.closest('form')!;
    expect(await within(form).findByText(UNKNOWN_ERROR)).toBeVisible();
    expect(first).toHaveValue('Renata');
    expect(getDb().users.find((u) => u.id === someone.id)!.firstName).toBe(someone.firstName);
    expectNoInjectedMarkup();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeVisible();
  });

  it('saving the profile: the message, the names kept, still signed in', async () => {
    server.use(http.put('*/v0/self', htmlAnswer(500)));
    await signInByApi('user@demo.test');
    const { user } = await openApp('/profiles/account/settings');
    const first = await fill(user, 'First name', 'Umberto');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(UNKNOWN_ERROR)).toBeVisible();
    expect(first).toHaveValue('Umberto');
    expect(session.getState().signedIn).toBe(true);
    expectNoInjectedMarkup();
  });

  it('on a dashboard card: that card fails with Retry, the others load', async () => {
    server.use(
      http.get('*/api/v1/users', ({ request }) =>
        new URL(request.url).searchParams.get('sort') === 'createdAt'
          ? HttpResponse.html(HTML_PAGE, { status: 500 })
          : undefined,
      ),
    );
    await signInByApi();
    const { user } = await openApp('/home');
    const newest = await screen.findByRole('region', { name: 'Newest users' });
    expect(await within(newest).findByText(/^This could not be loaded\./)).toHaveTextContent(
      UNKNOWN_ERROR,
    );
    expect(await screen.findByText('All users')).toBeVisible();
    server.resetHandlers();
    await user.click(within(newest).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(newest).getAllByRole('link').length).toBeGreaterThan(1));
    expectNoInjectedMarkup();
  });
});

describe('502 and 503 with Retry-After', () => {
  // What the person reads: the server's message and, where it sent Retry-After (the demo's 503
  // sends 30), when to try again.
  const SERVER_TEXT = {
    502: 'Bad gateway',
    503: 'The service is temporarily unavailable. Please try again shortly. Please try again in 30 seconds.',
  } as const;

  it.each([502, 503] as const)(
    'the users list answering %i: its message, one request (no retry storm), Retry works',
    async (status) => {
      injectFault({ operationId: 'listUsers', status } satisfies Fault);
      await signInByApi();
      const { user } = await openApp('/profiles/users');
      await screen.findByText(USERS_FAILED);
      await act(() => new Promise((r) => setTimeout(r, 500)));
      expect(sent(/^\/api\/v1\/users$/)).toHaveLength(1);
      expect(session.getState().signedIn).toBe(true);
      await expectUsersFailureThenRetry(user, SERVER_TEXT[status], () => undefined);
    },
  );

  it.each([502, 503] as const)(
    'sign-in answering %i: its message at the form, nothing typed lost, Continue works',
    async (status) => {
      injectFault({ operationId: 'loginWithPassword', status } satisfies Fault);
      const { user } = await openApp('/sign-in');
      await signInWithForm(user);
      expect(await screen.findByText(SERVER_TEXT[status])).toBeVisible();
      expect(field('Email or username')).toHaveValue('admin@demo.test');
      expect(sent(/\/auth\/basic$/)).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitForAddress('/profile-select');
    },
  );

  it.each([502, 503] as const)(
    'saving user details answering %i: its message, the values kept, sent once',
    async (status) => {
      const someone = other();
      injectFault({ operationId: 'updateUser', status } satisfies Fault);
      await signInByApi();
      const { user } = await openApp(`/profiles/user/${someone.id}`);
      const last = await fill(user, 'Last name', 'Optimista');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findAllByText(SERVER_TEXT[status])).not.toHaveLength(0);
      expect(last).toHaveValue('Optimista');
      expect(sent(/^\/api\/v1\/users\/\d+$/, 'PUT')).toHaveLength(1);
    },
  );
});

describe('a product call that outlasts its timeout', () => {
  // Long enough for every call that is answered (the page's own loads, the Retry) to make it on a
  // busy machine; the injected timeout is never answered at all.
  beforeEach(() => configureProductClient({ timeoutMs: 2_000 }));
  afterEach(() => configureProductClient({ timeoutMs: PRODUCT_API_TIMEOUT_MS }));

  it('the users list: gives up, says so with Retry, still signed in', async () => {
    await signInByApi();
    injectFault({ operationId: 'listUsers', status: 'timeout' });
    const { user } = await openApp('/profiles/users');
    await expectUsersFailureThenRetry(user, UNKNOWN_ERROR, () => undefined);
    expect(session.getState().signedIn).toBe(true);
  });

  it('saving user details: gives up, the values kept, Save works afterwards', async () => {
    const someone = other();
    await signInByApi();
    const { user } = await openApp(`/profiles/user/${someone.id}`);
    const first = await fill(user, 'First name', 'Renata');
    injectFault({ operationId: 'updateUser', status: 'timeout' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(first.closest('form')!).findByText(UNKNOWN_ERROR)).toBeVisible();
    expect(first).toHaveValue('Renata');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeVisible();
    expect(getDb().users.find((u) => u.id === someone.id)!.firstName).toBe('Renata');
  });
});

describe('offline, then back online', () => {
  function goOffline() {
    server.use(http.all('*', () => HttpResponse.error()));
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
  }
  function comeBackOnline() {
    server.resetHandlers();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  }

  it('the users list: waits without calling while offline, loads once back online', async () => {
    await signInByApi();
    const { user } = await openApp('/profiles/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    goOffline();
    expect(onlineManager.isOnline()).toBe(false);
    const before = sent(/^\/api\/v1\/users$/).length;
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitForAddress(/page=2/);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(sent(/^\/api\/v1\/users$/)).toHaveLength(before);
    expect(screen.queryByText(USERS_FAILED)).not.toBeInTheDocument();
    comeBackOnline();
    await waitFor(() => expect(screen.getByText(/^26–50 of/)).toBeVisible());
    expect(sent(/^\/api\/v1\/users$/)).toHaveLength(before + 1);
  });

  it('saving user details offline: held, the values kept, saved once back online', async () => {
    const someone = other();
    await signInByApi();
    const { user } = await openApp(`/profiles/user/${someone.id}`);
    const first = await fill(user, 'First name', 'Renata');
    goOffline();
    // The page says the device is offline; the save waits for the connection.
    expect(await screen.findByText(OFFLINE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(sent(/^\/api\/v1\/users\/\d+$/, 'PUT')).toHaveLength(0);
    expect(first).toHaveValue('Renata');
    comeBackOnline();
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
    expect(await screen.findByText('Changes saved.')).toBeVisible();
    expect(sent(/^\/api\/v1\/users\/\d+$/, 'PUT')).toHaveLength(1);
  });

  it('signing in offline: says the device is offline, nothing typed lost; online, Continue works', async () => {
    const { user } = await openApp('/sign-in');
    await findField('Email or username');
    goOffline();
    await signInWithForm(user);
    const form = field('Email or username').closest('form')!;
    expect(await within(form).findByText(OFFLINE)).toBeVisible();
    expect(screen.queryByText(UNKNOWN_ERROR)).not.toBeInTheDocument();
    // The page's notice says so too, until the connection returns.
    expect(screen.getAllByText(OFFLINE)).toHaveLength(2);
    expect(field('Email or username')).toHaveValue('admin@demo.test');
    expect(field('Password')).toHaveValue(PASSWORD);
    comeBackOnline();
    await waitFor(() => expect(screen.queryAllByText(OFFLINE)).toHaveLength(1)); // the form's
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitForAddress('/profile-select');
    expect(address()).toBe('/profile-select');
  });
});
