/**
 * Bad-input suite, impatience: every form pressed twice (or Enter twice) sends one request and
 * shows one outcome; the browser's Back button at each step of the main journeys lands on a page
 * that makes sense (never an auth form for someone signed in, never the previous person's data
 * after logout); the toolkit's own Back at each step returns to the step before with what was
 * typed still there.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { getDb } from '@mocks/store';
import {
  address,
  findField,
  findStep,
  openApp,
  PASSWORD,
  setupApp,
  signInByApi,
  signInWithForm,
  waitForAddress,
} from './app-harness';
import { configureSmsSecondFactor } from '@tests/utils/demo-accounts';

const { server, sent } = setupApp();

type User = Awaited<ReturnType<typeof openApp>>['user'];

/** Every answer of the demo backend takes a moment, so a second press lands while the first is out. */
function slowBackend() {
  server.use(
    http.all('*', async () => {
      await delay(150);
      return undefined;
    }),
  );
}

async function fill(user: User, label: string | RegExp, value: string) {
  const input = await findField(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

const lastCode = () => getDb().outbox[0]!.verificationCode!;
/** Two presses in a row, as an impatient person gives them. */
const press = (user: User, name: string | RegExp) => async () =>
  user.dblClick(await screen.findByRole('button', { name }));
/** One press, to get somewhere. */
const choose = async (user: User, name: string) =>
  user.click(await screen.findByRole('button', { name }));

interface DoubleCase {
  path: string;
  as?: string;
  /** Gets to the form and fills it in. */
  prepare: (user: User) => Promise<void>;
  /** Two presses (or two Enters). */
  twice: (user: User) => Promise<void>;
  request: [RegExp, string];
  /** What the person sees once it has gone through. */
  outcome: () => Promise<unknown>;
}

const DOUBLES: Array<[string, DoubleCase]> = [
  [
    'sign-in: Continue',
    {
      path: '/sign-in',
      prepare: async (user) => {
        await fill(user, 'Email or username', 'admin@demo.test');
        await fill(user, 'Password', PASSWORD);
      },
      twice: (user) => press(user, 'Continue')(),
      request: [/\/auth\/basic$/, 'POST'],
      outcome: () => waitForAddress('/profile-select'),
    },
  ],
  [
    'sign-in: Enter twice in the password field',
    {
      path: '/sign-in',
      prepare: async (user) => {
        await fill(user, 'Email or username', 'admin@demo.test');
        await fill(user, 'Password', PASSWORD);
      },
      twice: (user) => user.keyboard('{Enter}{Enter}'),
      request: [/\/auth\/basic$/, 'POST'],
      outcome: () => waitForAddress('/profile-select'),
    },
  ],
  [
    'sign-up: Continue',
    {
      path: '/sign-up',
      prepare: async (user) => {
        await fill(user, 'Email address', 'new.person@demo.test');
        await fill(user, 'Choose a password', 'Brand-new-passw0rd');
        await fill(user, 'Confirm your password', 'Brand-new-passw0rd');
      },
      twice: (user) => press(user, 'Continue')(),
      request: [/\/auth\/create$/, 'POST'],
      outcome: () => findStep("Set up a second way to confirm it's you"),
    },
  ],
  [
    'forgot password: Continue',
    {
      path: '/forgot-password',
      prepare: (user) => fill(user, 'Email address', 'user@demo.test'),
      twice: (user) => press(user, 'Continue')(),
      request: [/\/auth\/reset\/link$/, 'POST'],
      outcome: () => findStep('Check your email'),
    },
  ],
  [
    'email me a link: Continue',
    {
      path: '/sign-in',
      prepare: async (user) => {
        await choose(user, 'Email me a link');
        await fill(user, 'Email address', 'user@demo.test');
      },
      twice: (user) => press(user, 'Continue')(),
      request: [/\/auth\/link$/, 'POST'],
      outcome: () => findStep('Check your email'),
    },
  ],
  [
    'check your email: Resend',
    {
      path: '/sign-in',
      prepare: async (user) => {
        await choose(user, 'Email me a link');
        await fill(user, 'Email address', 'user@demo.test');
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        await findStep('Check your email');
      },
      twice: (user) => press(user, 'Resend')(),
      request: [/\/auth\/link$/, 'POST'],
      outcome: () => screen.findByText('Email resent.'),
    },
  ],
  [
    'email me a code: the code, Continue',
    {
      path: '/sign-in',
      prepare: async (user) => {
        await choose(user, 'Email me a code');
        await fill(user, 'Email address', 'user@demo.test');
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        await findStep('Enter your verification code');
        await fill(user, 'Verification code', lastCode());
      },
      twice: (user) => press(user, 'Continue')(),
      request: [/\/auth\/code$/, 'PUT'],
      outcome: () => waitForAddress('/profile-select'),
    },
  ],
  [
    'text me a code: Continue',
    {
      path: '/sign-in',
      prepare: async (user) => {
        await choose(user, 'Text me a code');
        await fill(user, 'Mobile phone number', '7025550101');
      },
      twice: (user) => press(user, 'Continue')(),
      request: [/\/auth\/code$/, 'POST'],
      outcome: () => findStep('Enter your verification code'),
    },
  ],
  [
    'user details: Save changes',
    {
      path: '/profiles/user/{id}',
      as: 'admin@demo.test',
      prepare: (user) => fill(user, 'First name', 'Renata'),
      twice: (user) => press(user, 'Save changes')(),
      request: [/^\/api\/v1\/users\/\d+$/, 'PUT'],
      outcome: () => screen.findByText('Changes saved.'),
    },
  ],
  [
    'user details: Delete, confirmed twice',
    {
      path: '/profiles/user/{id}',
      as: 'admin@demo.test',
      prepare: async (user) => {
        await user.click(await screen.findByRole('button', { name: 'Delete user' }));
        await screen.findByRole('dialog', { name: 'Delete this user?' });
      },
      twice: (user) => press(user, /^Delete$/)(),
      request: [/^\/api\/v1\/users\/\d+$/, 'DELETE'],
      outcome: () => screen.findByText('The user was deleted.'),
    },
  ],
  [
    'profile settings: Save profile',
    {
      path: '/profiles/account/settings',
      as: 'user@demo.test',
      prepare: (user) => fill(user, 'First name', 'Umberto'),
      twice: (user) => press(user, 'Save profile')(),
      request: [/\/v0\/self$/, 'PUT'],
      outcome: () => screen.findByText('Your profile has been saved.'),
    },
  ],
  [
    'security: Change password',
    {
      path: '/profiles/account/settings/security',
      as: 'user@demo.test',
      prepare: async (user) => {
        await fill(user, 'Current password', PASSWORD);
        await fill(user, 'New password', 'Brand-new-passw0rd');
        await fill(user, 'Confirm new password', 'Brand-new-passw0rd');
      },
      twice: (user) => press(user, 'Change password')(),
      request: [/\/auth\/basic$/, 'PUT'],
      outcome: () => screen.findByText('Your new password has been set.'),
    },
  ],
  [
    'security: Set up an authenticator app',
    {
      path: '/profiles/account/settings/security',
      as: 'user@demo.test',
      prepare: async () => undefined,
      twice: (user) => press(user, 'Set up an authenticator app')(),
      request: [/\/v0\/auth\/totp$/, 'GET'],
      outcome: () => screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    },
  ],
  [
    'onboarding: Text me a code',
    {
      path: '/onboarding/validate-phone',
      as: 'user@demo.test',
      prepare: (user) => fill(user, 'Mobile phone number', '7025550177'),
      twice: (user) => press(user, 'Text me a code')(),
      request: [/\/auth\/code$/, 'POST'],
      outcome: () => screen.findByText('We sent a code to your phone.'),
    },
  ],
  [
    'onboarding: Confirm number',
    {
      path: '/onboarding/validate-phone',
      as: 'user@demo.test',
      prepare: async (user) => {
        await fill(user, 'Mobile phone number', '7025550177');
        await user.click(screen.getByRole('button', { name: 'Text me a code' }));
        await fill(user, 'Verification code', await waitFor(lastCode));
      },
      twice: (user) => press(user, 'Confirm number')(),
      request: [/\/auth\/code$/, 'PUT'],
      outcome: () => screen.findByText(/^Your phone number .* is confirmed\.$/),
    },
  ],
  [
    'the account menu: Log out',
    {
      path: '/profiles/account/settings',
      as: 'user@demo.test',
      prepare: async (user) => {
        await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
      },
      twice: (user) => press(user, 'Log out')(),
      request: [/\/auth\/logout$/, 'GET'],
      outcome: () => waitForAddress('/sign-in'),
    },
  ],
];

describe('pressed twice', () => {
  it.each(DOUBLES)('%s: one request, one outcome', async (_case, c) => {
    if (c.as) await signInByApi(c.as);
    const other = getDb().users.find((u) => u.defaultRole === 'professional' && u.id > 100)!;
    const { user } = await openApp(c.path.replace('{id}', String(other.id)));
    await c.prepare(user);
    const before = sent(c.request[0], c.request[1]).length;
    slowBackend();
    await c.twice(user);
    await c.outcome();
    await act(() => new Promise((r) => setTimeout(r, 300))); // a late second request would be out by now
    expect(sent(c.request[0], c.request[1]).length - before).toBe(1);
  });
});

describe("the browser's Back button", () => {
  /**
   * The browser's Back or Forward, done once the browser has moved (its popstate): a fixed wait
   * could read the page before it on a busy machine, a moment before it goes away.
   */
  const travel = (move: () => void) =>
    act(async () => {
      const moved = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
      move();
      await moved;
    });
  const back = () => travel(() => window.history.back());
  const forward = () => travel(() => window.history.forward());

  it('after signing in, Back never shows a sign-in or sign-up form again', async () => {
    const { user } = await openApp('/sign-up');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitForAddress('/sign-in');
    await signInWithForm(user);
    await waitForAddress('/profile-select');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitForAddress('/home');
    await back(); // to where /sign-up was
    await waitForAddress('/home');
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(await screen.findByText(/^Welcome back,/)).toBeVisible();
  });

  it('through the pages of the app: each Back shows the page before, Forward the one after', async () => {
    await signInByApi();
    const { user } = await openApp('/home');
    await user.click(await screen.findByRole('link', { name: 'Open the users list' }));
    await waitForAddress('/profiles/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const first = (await within(table).findAllByRole('link'))[0]!;
    const name = first.textContent!;
    await user.click(first);
    await waitForAddress(/^\/profiles\/user\/\d+$/);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();

    await back();
    await waitForAddress('/profiles/users');
    expect(await screen.findByRole('link', { name })).toBeVisible();
    await back();
    await waitForAddress('/home');
    expect(await screen.findByText(/^Welcome back,/)).toBeVisible();
    await forward();
    await waitForAddress('/profiles/users');
    expect(await screen.findByRole('table', { name: 'Users' })).toBeVisible();
  });

  it("after logging out, Back shows sign-in, never the previous person's page", async () => {
    await signInByApi();
    const { user } = await openApp('/home');
    await user.click(await screen.findByRole('link', { name: 'Open the users list' }));
    await waitForAddress('/profiles/users');
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitForAddress('/sign-in');
    await back(); // to /home, the page before the users list
    await waitForAddress('/sign-in?redirectUrl=%2Fhome');
    expect(await findField('Email or username')).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.queryByText('Alex Admin')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('from a sign-in step to the page before, and Forward starts the sign-in again', async () => {
    const { user } = await openApp('/sign-up');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await screen.findByText('Welcome Back!');
    await choose(user, 'Email me a code');
    await fill(user, 'Email address', 'user@demo.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await findStep('Enter your verification code');
    await back();
    await waitForAddress('/sign-up');
    expect(await findField('Email address')).toBeVisible();
    expect(await findStep('Sign up')).toBeVisible();
    await forward();
    await waitForAddress('/sign-in');
    expect(await findField('Email or username')).toHaveValue('');
  });
});

describe("the sign-in form's own Back, at each step, keeps what was typed", () => {
  it.each([
    [
      'check your email → the email form',
      async (user: User) => {
        await choose(user, 'Email me a link');
        await fill(user, 'Email address', 'user@demo.test');
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        await findStep('Check your email');
      },
      'Log in',
      ['Email address', 'user@demo.test'],
    ],
    [
      'the emailed code → the email form',
      async (user: User) => {
        await choose(user, 'Email me a code');
        await fill(user, 'Email address', 'user@demo.test');
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        await findStep('Enter your verification code');
        await fill(user, 'Verification code', '12');
      },
      'Log in',
      ['Email address', 'user@demo.test'],
    ],
    [
      'the texted code → the phone form',
      async (user: User) => {
        await choose(user, 'Text me a code');
        await fill(user, 'Mobile phone number', '7025550101');
        await user.click(screen.getByRole('button', { name: 'Continue' }));
        await findStep('Enter your verification code');
      },
      'Log in',
      ['Mobile phone number', '7025550101'],
    ],
    [
      'the second-factor choice → the password form',
      async (user: User) => {
        configureSmsSecondFactor();
        await signInWithForm(user, 'mfa@demo.test');
        await findStep("Choose a second way to confirm it's you");
      },
      'Log in',
      ['Email or username', 'mfa@demo.test'],
    ],
    [
      'the email link form, typed but not sent → the sign-in form, starting with it',
      async (user: User) => {
        await choose(user, 'Email me a link');
        await fill(user, 'Email address', 'not.sent@demo.test');
      },
      'Log in',
      ['Email or username', 'not.sent@demo.test'],
    ],
    [
      'the authenticator code → the second-factor choice',
      async (user: User) => {
        configureSmsSecondFactor();
        await signInWithForm(user, 'mfa@demo.test');
        await findStep("Choose a second way to confirm it's you");
        await choose(user, 'Use an authenticator app');
        await fill(user, 'Enter your six-digit code', '123');
      },
      "Choose a second way to confirm it's you",
      undefined,
    ],
  ] as const)('%s', async (_case, reach, previous, kept) => {
    const { user } = await openApp('/sign-in');
    await reach(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep(previous);
    if (kept) expect(await findField(kept[0])).toHaveValue(kept[1]);
    else expect(screen.getByRole('button', { name: 'Use an authenticator app' })).toBeVisible();
    expect(address()).toBe('/sign-in');
  });
  it('typed but not sent: the identifier goes with every way to continue, and comes back', async () => {
    const { user } = await openApp('/sign-in');
    await fill(user, 'Email or username', 'typed@demo.test');
    await choose(user, 'Email me a code');
    expect(await findField('Email address')).toHaveValue('typed@demo.test');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep('Log in');
    expect(await findField('Email or username')).toHaveValue('typed@demo.test');

    await choose(user, 'Text me a code');
    await fill(user, 'Mobile phone number', '7025550101');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await findStep('Log in');
    await choose(user, 'Text me a code');
    expect(await findField('Mobile phone number')).toHaveValue('7025550101');
    expect(sent(/\/auth\//)).toHaveLength(0);
  });
});
