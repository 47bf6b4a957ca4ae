/**
 * The login form of the hosted toolkit (SPEC §2.5, §5, §8): the factor picker and its loading
 * placeholder, the password form with show/hide, its validation messages, server errors shown
 * below the fields as plain text, and the finished screen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  alertTexts,
  currentLocation,
  field,
  findStep,
  PASSWORD,
  renderFlow,
  setupAuthScreens,
  stepHeading,
  submit,
} from './helpers';
import { expectOffContractAnswers } from '@tests/utils/off-contract';

const { server } = setupAuthScreens();

const LOGIN_URL = '*/tenants/:tenantId/auth/basic';

describe('factor picker (SPEC §2.5)', () => {
  it('shows a placeholder while the flow loads, then the password form and the other methods', async () => {
    renderFlow({ type: 'login' });
    const placeholder = screen.getByRole('progressbar', { name: 'Loading sign-in options' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(stepHeading()).toHaveTextContent(/^Log in$/);

    await screen.findByLabelText('Email or username');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveAttribute('type', 'submit');
    // The password form, then one OR divider, then the other methods (no SSO above it).
    expect(screen.getAllByText('OR')).toHaveLength(1);
    const methods = screen.getByRole('group', { name: 'Ways to continue' });
    expect(
      within(methods)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Email me a link', 'Email me a code', 'Text me a code', 'Use an authenticator app']);
  });

  // Bug: the placeholder → picker change counts as a step change, so the heading takes focus
  // from wherever the person already is on the page.
  it('leaves focus where it is when the flow finishes loading', async () => {
    renderFlow({ type: 'login' }, { around: <a href="/forgot-password">Forgot password?</a> });
    const link = screen.getByRole('link', { name: 'Forgot password?' });
    link.focus();
    expect(link).toHaveFocus();
    await screen.findByLabelText('Email or username');
    expect(link).toHaveFocus();
  });

  it('speaks Spanish', async () => {
    renderFlow({ type: 'login' }, { locale: 'es' });
    expect(
      screen.getByRole('progressbar', { name: 'Cargando las opciones de acceso' }),
    ).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent(/^Iniciar sesión$/);
    await screen.findByLabelText('Correo electrónico o usuario');
    expect(field('Contraseña')).toBeInTheDocument();
    expect(screen.getByText('O')).toBeInTheDocument();
    const methods = screen.getByRole('group', { name: 'Formas de continuar' });
    expect(
      within(methods)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Envíame un enlace por correo',
      'Envíame un código por correo',
      'Envíame un código por SMS',
      'Usar una app de autenticación',
    ]);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('puts the social buttons above the password form and the methods below, each behind an OR divider', () => {
    const { container } = renderFlow({
      type: 'login',
      flow: {
        firstFactors: [
          { strategy: 'google', channel: 'email' },
          { strategy: 'password', channel: 'email' },
          { strategy: 'link', channel: 'email' },
        ],
      },
    });
    const dividers = screen.getAllByText('OR');
    expect(dividers).toHaveLength(2);
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    const form = container.querySelector('form')!;
    const link = screen.getByRole('button', { name: 'Email me a link' });
    const order = [google, dividers[0]!, form, dividers[1]!, link];
    for (let i = 1; i < order.length; i += 1) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('reads the OR dividers as text, not as separators that would hide the word', () => {
    renderFlow({
      type: 'login',
      flow: {
        firstFactors: [
          { strategy: 'google', channel: 'email' },
          { strategy: 'password', channel: 'email' },
          { strategy: 'link', channel: 'email' },
        ],
      },
    });
    expect(screen.queryAllByRole('separator')).toHaveLength(0);
    for (const divider of screen.getAllByText('OR')) expect(divider).toBeVisible();
  });

  it('moves focus to the step heading when the step changes', async () => {
    const { user } = renderFlow({ type: 'login' });
    await user.click(await screen.findByRole('button', { name: 'Email me a link' }));
    await waitFor(() => expect(stepHeading()).toHaveFocus());
    expect(stepHeading()).toHaveTextContent('Log in');
    expect(stepHeading()).toHaveAttribute('tabindex', '-1');

    // And back to the picker: the heading again, not the body.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByLabelText('Email or username');
    expect(stepHeading()).toHaveFocus();
  });
});

describe('password field (SPEC §2.5 "show/hide toggle")', () => {
  it('shows and hides the password with a pressed-state toggle whose name stays', async () => {
    const { user } = renderFlow({ type: 'login' });
    const input = await screen.findByLabelText('Password', { selector: 'input' });
    await user.type(input, 'secret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    // One name in both states (issue #22): the state is the pressed state alone.
    expect(toggle).toHaveAccessibleName('Show password');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('secret');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('names the toggle in Spanish', async () => {
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Mostrar contraseña' }));
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('login validation (SPEC §5)', () => {
  it('shows each missing field at the field, marks it invalid and focuses the first', async () => {
    const { user } = renderFlow({ type: 'login' });
    const identifier = await screen.findByLabelText('Email or username');
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    await submit(user);

    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription('Please enter your email or username');
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveAccessibleDescription('Please enter your password');
    expect(identifier).toHaveFocus();
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });

  it('keeps what was typed and clears the message once the field is filled', async () => {
    const { user } = renderFlow({ type: 'login' });
    const identifier = await screen.findByLabelText('Email or username');
    await user.type(identifier, 'someone@demo.test');
    await submit(user);
    expect(identifier).toHaveValue('someone@demo.test');
    expect(identifier).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your email or username')).not.toBeInTheDocument();
    const password = field('Password');
    expect(password).toHaveAccessibleDescription('Please enter your password');
    await waitFor(() => expect(password).toHaveFocus());

    await user.type(password, 'x');
    expect(screen.queryByText('Please enter your password')).not.toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('says it in Spanish', async () => {
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    await screen.findByLabelText('Correo electrónico o usuario');
    await submit(user);
    expect(
      screen.getByText('Introduce tu correo electrónico o nombre de usuario'),
    ).toBeInTheDocument();
    expect(screen.getByText('Introduce tu contraseña')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Email or username', 'Password', 'This is too long: at most 254 characters'],
    [
      'es',
      'Correo electrónico o usuario',
      'Contraseña',
      'Es demasiado largo: como máximo 254 caracteres',
    ],
  ] as const)(
    '%s: a pasted identifier longer than the provider takes: told at the field, kept, not sent',
    async (locale, identifierLabel, passwordLabel, message) => {
      const { user } = renderFlow({ type: 'login' }, { locale });
      const identifier = await screen.findByLabelText(identifierLabel);
      const tooLong = `${'a'.repeat(300)}@demo.test`;
      const requests: string[] = [];
      server.events.on('request:start', ({ request }) => void requests.push(request.url));
      await user.click(identifier);
      await user.paste(tooLong);
      await user.type(field(passwordLabel), 'whatever-1');
      await submit(user);

      expect(identifier).toHaveAccessibleDescription(message);
      expect(identifier).toHaveAttribute('aria-invalid', 'true');
      expect(identifier).toHaveFocus();
      expect(identifier).toHaveValue(tooLong);
      expect(requests).toEqual([]);
      // Shortened to fit, the message goes as the person corrects it.
      await user.clear(identifier);
      await user.type(identifier, 'someone@demo.test');
      expect(identifier).not.toHaveAttribute('aria-invalid');
      server.events.removeAllListeners();
    },
  );
});

describe('server errors (SPEC §8)', () => {
  async function logIn(
    user: ReturnType<typeof renderFlow>['user'],
    email = 'user@demo.test',
    password = 'wrong-password-1',
  ) {
    await user.type(await screen.findByLabelText('Email or username'), email);
    await user.type(field('Password'), password);
    await submit(user);
  }

  it("shows the server's message below the fields, announced, and keeps what was typed", async () => {
    const { user, container } = renderFlow({ type: 'login' });
    // The live region is in the page, empty, before there is anything to announce.
    const region = await screen.findByRole('alert');
    expect(region).toBeEmptyDOMElement();
    await logIn(user);
    const alert = await screen.findByText('Incorrect email or password');
    expect(region).toContainElement(alert);
    expect(alertTexts()).toEqual(['Incorrect email or password']);
    expect(alert.closest('[role="alert"]')).toHaveAttribute('aria-live', 'assertive');
    // Below the fields, above Continue.
    const password = field('Password');
    expect(password.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: 'Continue' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(field('Email or username')).toHaveValue('user@demo.test');
    expect(password).toHaveValue('wrong-password-1');
    // The refused password is marked, described by the message and focused, ready to retype.
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Incorrect email or password');
    await waitFor(() => expect(password).toHaveFocus());
    const typed = password as HTMLInputElement;
    expect([typed.selectionStart, typed.selectionEnd]).toEqual([0, 16]);
    expect(field('Email or username')).not.toHaveAttribute('aria-invalid');
    expect(stepHeading()).toHaveTextContent('Log in');
    expect(container.querySelector('[data-step]')).toHaveAttribute('data-step', 'selectFactor');
  });

  it('renders an HTML payload in a server message as literal text', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    server.use(
      http.post(LOGIN_URL, () =>
        HttpResponse.json(
          { statusCode: 400, message: payload, error: { type: 'bad_request_error' } },
          { status: 400 },
        ),
      ),
    );
    const { user, container } = renderFlow({ type: 'login' });
    await logIn(user);
    expect(await screen.findByText(payload)).toBeInTheDocument();
    expect(alertTexts()).toEqual([payload]);
    expect(container.querySelector('img')).toBeNull();
  });

  it.each([
    ['a 500 with an HTML body', () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 500 })],
    [
      'an error body without a message',
      () => HttpResponse.json({ statusCode: 400, error: { type: 'x' } }, { status: 400 }),
    ],
    ['a network failure', () => HttpResponse.error()],
  ])('says "An unknown error has occurred" for %s', async (_case, answer) => {
    server.use(http.post(LOGIN_URL, answer));
    const { user } = renderFlow({ type: 'login' });
    await logIn(user);
    expect(
      await screen.findByText('An unknown error has occurred. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Bad gateway/)).not.toBeInTheDocument();
    expect(field('Email or username')).toHaveValue('user@demo.test');
  });

  it('says the unknown error in Spanish', async () => {
    server.use(http.post(LOGIN_URL, () => HttpResponse.html('<p>x</p>', { status: 500 })));
    const { user } = renderFlow({ type: 'login' }, { locale: 'es' });
    await user.type(await screen.findByLabelText('Correo electrónico o usuario'), 'a@b.co');
    await user.type(field('Contraseña'), 'whatever1');
    await submit(user);
    expect(
      await screen.findByText(
        'Se ha producido un error desconocido. Inténtalo de nuevo más tarde.',
      ),
    ).toBeInTheDocument();
  });

  it('marks Continue unavailable while the call is under way (no double sends)', async () => {
    let release: () => void = () => undefined;
    const calls: number[] = [];
    server.use(
      http.post(LOGIN_URL, async () => {
        calls.push(1);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(
          { statusCode: 400, message: 'Nope', error: { type: 'bad_request_error' } },
          { status: 400 },
        );
      }),
    );
    const { user } = renderFlow({ type: 'login' });
    await logIn(user);
    const button = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Focus stays on the button (not disabled), and a second press sends nothing.
    await user.click(button);
    release();
    await screen.findByText('Nope');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(calls).toHaveLength(1);
  });
});

describe("the client's own errors on a sign-on answer (SPEC §8)", () => {
  const jwt = (payload: object) =>
    `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.sig`;

  async function answerLoginWith(body: object) {
    server.use(http.post(LOGIN_URL, () => HttpResponse.json(body)));
    const { user } = renderFlow({ type: 'login' });
    await user.type(await screen.findByLabelText('Email or username'), 'user@demo.test');
    await user.type(field('Password'), PASSWORD);
    await submit(user);
  }

  it("says 'Problem setting cookies' when the tokens cannot be kept", async () => {
    expectOffContractAnswers(); // tokens the client cannot keep: not what the contract describes
    const expired = jwt({ exp: 1 });
    await answerLoginWith({
      message: 'OK',
      mode: 'test',
      tokens: { access: { value: expired }, id: { value: expired }, refresh: { value: expired } },
      userId: 2,
      userUuid: '7d3c1d9e-8a41-4f5e-9a2b-1c2d3e4f5a6b',
      tenantId: 'demo1234',
    });
    expect(await screen.findByText('Problem setting cookies')).toBeVisible();
    expect(field('Email or username')).toHaveValue('user@demo.test');
  });

  it("says 'Missing PKCE redirect url' for a PKCE answer that would leave the site", async () => {
    await answerLoginWith({
      message: 'PKCE required',
      authorizationCode: 'code-123',
      redirectTo: 'https://evil.example/callback',
    });
    expect(await screen.findByText('Missing PKCE redirect url')).toBeVisible();
  });

  it('follows a PKCE answer to its redirect with the authorization code', async () => {
    await answerLoginWith({
      message: 'PKCE required',
      authorizationCode: 'code-123',
      redirectTo: '/oauth/callback?state=s1',
    });
    await findStep('Logged in');
    await waitFor(() =>
      expect(currentLocation()).toBe('/oauth/callback?state=s1&authorization_code=code-123'),
    );
  });
});

describe('logged in (SPEC §2.5)', () => {
  it("says you're logged in, with the continue text and button, and goes on to profile selection", async () => {
    const { user } = renderFlow(
      { type: 'login' },
      { path: '/sign-in?redirectUrl=%2Fprofiles%2Fusers' },
    );
    await user.type(await screen.findByLabelText('Email or username'), 'user@demo.test');
    await user.type(field('Password'), PASSWORD);
    await submit(user);
    await findStep('Logged in');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent("You're logged in!");
    expect(
      screen.getByText("If you aren't redirected, click the button below to continue."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/profile-select?redirectUrl=%2Fprofiles%2Fusers',
    );
    await waitFor(() =>
      expect(currentLocation()).toBe('/profile-select?redirectUrl=%2Fprofiles%2Fusers'),
    );
  });

  it('shows no continue button and stays put when the form must not redirect', async () => {
    const { user } = renderFlow({ type: 'login', redirect: false }, { locale: 'es' });
    await user.type(await screen.findByLabelText('Correo electrónico o usuario'), 'user');
    await user.type(field('Contraseña'), PASSWORD);
    await submit(user);
    await findStep('Sesión iniciada');
    expect(screen.getByRole('status')).toHaveTextContent('¡Has iniciado sesión!');
    expect(screen.queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Si no se te redirige/)).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/sign-in');
  });
});
