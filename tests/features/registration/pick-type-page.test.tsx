/**
 * /registration/pick-type (decision 026) as a new account meets it: each type explained, the
 * fields its record needs checked before any request, the role changed without signing in again
 * and the person sent on (an organization to its employer page, a professional to onboarding);
 * a refusal at its field with what was typed kept; a session that could not take up the new role
 * tried again without choosing twice.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import { setupUser } from '@tests/utils/user';
import type { Locale } from '@/lib/i18n/locale';
import { session } from '@/features/auth/session';
import PickTypePage from '@/features/registration/pick-type-page';
import { renderInShell, resetShell } from '../../app/shell';
import { RouterAt } from '../../app/layouts/harness';
import { setupAuthScreens, signInSession } from '../auth/screens/helpers';

const { server } = setupAuthScreens();
const PATH = '/registration/pick-type';

function Landed() {
  const { pathname } = useLocation();
  return <h1>Landed at {pathname}</h1>;
}

async function renderPage(locale?: Locale) {
  await signInSession('user@demo.test');
  const user = setupUser({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInShell(
    <QueryClientProvider client={client}>
      <RouterAt
        path={PATH}
        ui={
          <Routes>
            <Route path={PATH} element={<PickTypePage />} />
            <Route path="*" element={<Landed />} />
          </Routes>
        }
      />
    </QueryClientProvider>,
    locale ? { locale } : {},
  );
  return user;
}

/** Chooses `option` in the select labelled `label`. */
async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const registrations = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/registration')) seen.push(request.method);
  });
  return seen;
};
const account = () => getDb().accounts.find((a) => a.email === 'user@demo.test')!;

beforeEach(() => resetShell());
afterEach(() => server.events.removeAllListeners());

describe('registration: pick your account type', () => {
  it('makes an organization of the account and lands on its employer page, signed in still', async () => {
    const sent = registrations();
    const user = await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/pick your account type/);
    const group = screen.getByRole('radiogroup', { name: 'I am' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(group).toHaveTextContent(/say what your facilities require/);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose what your account is')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^An organization/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(sent).toEqual([]);
    // Another type asks other things: what was said of the last one goes, and comes back.
    await user.click(screen.getByRole('radio', { name: /^A professional/ }));
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^An organization/ }));

    await user.type(
      screen.getByRole('textbox', { name: 'Organization name' }),
      'Mesa Verde Clinics',
    );
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Tucson');
    await choose(user, 'State', 'AZ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const made = () => getDb().employers.find((e) => e.name === 'Mesa Verde Clinics');
    await waitFor(() => expect(made()).toBeDefined());
    expect(
      await screen.findByRole('heading', { name: `Landed at /profiles/employer/${made()!.id}` }),
    ).toBeInTheDocument();
    expect(session.getState()).toMatchObject({ signedIn: true, roles: ['organization'] });
    expect(account().roles).toEqual(['organization']);
    expect(sent).toEqual(['POST']);
  });

  it('keeps what was typed when the server refuses a field, in Spanish', async () => {
    server.use(
      http.post('*/api/v1/registration', () =>
        HttpResponse.json(
          {
            status: 422,
            code: 'validation_failed',
            message: 'Algunos campos no son válidos',
            errors: [{ field: 'state', message: 'No trabajamos todavía en este estado' }],
          },
          { status: 422 },
        ),
      ),
    );
    const user = await renderPage('es');
    await user.click(screen.getByRole('radio', { name: /^Un profesional/ }));
    await choose(user, 'Disciplina', 'Fisioterapia (PT)');
    await choose(user, 'Estado de residencia', 'TX');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('No trabajamos todavía en este estado')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Disciplina' })).toHaveTextContent(
      'Fisioterapia (PT)',
    );
    expect(screen.getByRole('combobox', { name: 'Estado de residencia' })).toHaveTextContent('TX');
    expect(account().roles).toEqual(['user']);
  });

  it('tries the session again without choosing twice, then goes on to onboarding', async () => {
    const sent = registrations();
    const user = await renderPage();
    await user.click(screen.getByRole('radio', { name: /^A professional/ }));
    await choose(user, 'Discipline', 'Registered nurse (RN)');
    await choose(user, 'Home state', 'NV');
    injectFault({ operationId: 'refreshTokens', status: 503 });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/Your choice is saved, but your session could not be brought up/),
    ).toBeInTheDocument();
    expect(account().roles).toEqual(['professional']);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Landed at /onboarding/license-verification' }),
    ).toBeInTheDocument();
    expect(sent).toEqual(['POST']);
    expect(session.getState().roles).toEqual(['professional']);
    expect(session.getState().user?.professional?.id).toEqual(expect.any(Number));
  });
});
