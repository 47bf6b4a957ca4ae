/**
 * /onboarding/job-preferences (decision 027) as the demo professional meets it: the wizard's
 * steps with what the server says of each, the form checked at its fields before any request,
 * what was typed kept across Back, saved whole and on to the next step, and Skip kept by the
 * server.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { getDb } from '@mocks/store';
import { setupUser } from '@tests/utils/user';
import type { Locale } from '@/lib/i18n/locale';
import JobPreferencesPage from '@/features/onboarding/job-preferences-page';
import { renderInShell, resetShell } from '../../app/shell';
import { RouterAt } from '../../app/layouts/harness';
import { setupAuthScreens, signInSession } from '../auth/screens/helpers';

const { server } = setupAuthScreens();
const PATH = '/onboarding/job-preferences';
const pablo = () => getDb().professionals.find((p) => p.id === 1001)!;

function Landed() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Landed at {pathname}</h1>
      <Link to={PATH}>Preferences again</Link>
    </>
  );
}

async function renderPage(locale?: Locale) {
  await signInSession('professional@demo.test');
  const user = setupUser({ delay: null });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInShell(
    <QueryClientProvider client={client}>
      <RouterAt
        path={PATH}
        ui={
          <Routes>
            <Route path={PATH} element={<JobPreferencesPage />} />
            <Route path="*" element={<Landed />} />
          </Routes>
        }
      />
    </QueryClientProvider>,
    locale ? { locale } : {},
  );
  return user;
}

const saves = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.endsWith('/preferences'))
      seen.push(request.method);
  });
  return seen;
};

beforeEach(() => resetShell());
afterEach(() => server.events.removeAllListeners());

describe('onboarding: job preferences', () => {
  it('checks the form, keeps what was typed across Back, saves it and goes on', async () => {
    const sent = saves();
    const user = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Job preferences' })).toBeVisible();
    const steps = await screen.findByRole('navigation', { name: 'Onboarding steps' });
    await within(steps).findAllByText('Done');
    expect(within(steps).getByRole('link', { name: 'Job preferences' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    const license = within(steps).getByRole('link', { name: 'License' }).closest('li')!;
    expect(license).toHaveTextContent(/^License\s*Done$/);

    const save = await screen.findByRole('button', { name: 'Save and continue' });
    await user.click(save);
    expect(await screen.findByText('Choose at least one shift')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one kind of work')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one state')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Night' }));
    await user.click(screen.getByRole('checkbox', { name: '12 hours' }));
    await user.click(screen.getByRole('checkbox', { name: 'Travel contracts' }));
    await user.type(screen.getByRole('combobox', { name: 'States you would work in' }), 'NV');
    await user.click(await screen.findByRole('option', { name: 'NV' }));
    await user.type(screen.getByRole('textbox', { name: 'Minimum hourly pay (USD)' }), '58,5');

    // Back, and back again: what was typed is there.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Landed at /onboarding/upload-resume' });
    await user.click(screen.getByRole('link', { name: 'Preferences again' }));
    expect(await screen.findByRole('checkbox', { name: 'Night' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Minimum hourly pay (USD)' })).toHaveValue('58,5');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: 'Landed at /onboarding/validate-phone' });
    expect(pablo().preferences).toMatchObject({
      shiftTypes: ['night'],
      shiftLengths: [12],
      employmentTypes: ['travel'],
      states: ['NV'],
      minimumHourlyPay: 58.5,
    });
    expect(sent).toEqual(['PUT']);

    // A second visit shows what was saved.
    await user.click(screen.getByRole('link', { name: 'Preferences again' }));
    expect(await screen.findByRole('checkbox', { name: 'Travel contracts' })).toBeChecked();
  });

  it('skips the step on the server and goes on, in Spanish', async () => {
    const user = await renderPage('es');
    await user.click(await screen.findByRole('button', { name: 'Omitir este paso' }));
    await screen.findByRole('heading', { name: 'Landed at /onboarding/validate-phone' });
    await waitFor(() => expect(pablo().onboardingSkipped).toEqual(['preferences']));
  });
});
