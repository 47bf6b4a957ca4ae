/**
 * /landing (SPEC §2.2: admin and user): what the platform checks and for whom, the tenant's live
 * figures as the API gives them (to those it lets read professionals), and where to start among
 * the pages the person's roles may open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import { getComplianceOverview } from '@generated/product/endpoints/compliance/compliance';
import { clearFaults, injectFault } from '@mocks/faults';
import LandingPage from '@/features/landing/landing-page';
import type { Locale } from '@/lib/i18n/locale';
import { signInSession, setupAuthScreens, visibleText } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

const { server } = setupAuthScreens();

let overviewCalls = 0;
beforeEach(() => {
  overviewCalls = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/v1/compliance/overview') overviewCalls += 1;
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  clearFaults();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

async function renderLanding(email: string, locale: Locale = 'en') {
  await signInSession(email);
  const user = setupUser({ delay: null });
  renderAt(
    '/landing',
    <>
      <Routes>
        <Route path="/landing" element={<LandingPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { locale },
  );
  return user;
}

const region = (name: string) => screen.getByRole('region', { name });
/** A figure by its label: the <dd> after the <dt>. */
const figure = (card: HTMLElement, label: string) =>
  visibleText(within(card).getByText(label, { selector: 'dt' }).nextElementSibling!);
const startLinks = () =>
  within(region('Where to start'))
    .getAllByRole('link')
    .map((link) => [
      link.querySelector('.MuiListItemText-primary')!.textContent,
      link.getAttribute('href'),
    ]);

describe('the landing page', () => {
  it("shows an admin the tenant's figures as the API counts them, and where to start", async () => {
    const user = await renderLanding('admin@demo.test');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome');
    const want = await getComplianceOverview();
    expect(want.professionals).toBeGreaterThan(100);
    expect(want.reviewQueue.total).toBeGreaterThan(0);
    expect(want.expiringSoon.total).toBeGreaterThan(0);

    const figures = region('Today on the platform');
    await waitFor(() => expect(within(figures).queryByText('Professionals')).not.toBeNull());
    const n = (value: number) => new Intl.NumberFormat('en').format(value);
    expect(figure(figures, 'Professionals')).toBe(n(want.professionals));
    const share = Math.round((want.cleared / want.professionals) * 100);
    expect(figure(figures, 'Cleared to work')).toBe(n(want.cleared));
    expect(
      within(figures).getByText('Cleared to work').nextElementSibling!.nextElementSibling,
    ).toHaveTextContent(`${share}% of professionals`);
    expect(figure(figures, 'Credentials lapsing within 30 days')).toBe(n(want.expiringSoon.total));
    expect(figure(figures, 'Waiting for a reviewer')).toBe(n(want.reviewQueue.total));

    expect(startLinks()).toEqual([
      ['Dashboard', '/home'],
      ['Professionals', '/profiles/professionals'],
      ['Employers', '/profiles/employers'],
      ['Users', '/profiles/users'],
      ['Support hub', '/profiles/help-center/support-hub'],
      ['Account settings', '/profiles/account/settings'],
    ]);
    // What is checked, each a heading a screen reader can jump to.
    expect(
      within(region('What is checked'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Licenses, at the board',
      'The NPI',
      'Exclusion lists',
      'Certifications and health records',
      'Each employer’s requirements',
    ]);
    await user.click(within(figures).getByRole('link', { name: 'Open the professionals list' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/profiles/professionals');
  });

  it('offers a team member the next step of registering, and asks the API for no figures', async () => {
    const user = await renderLanding('user@demo.test');
    expect(startLinks()).toEqual([
      ['Registration: pick your account type', '/registration/pick-type'],
      ['Dashboard', '/home'],
      ['Support hub', '/profiles/help-center/support-hub'],
      ['Account settings', '/profiles/account/settings'],
    ]);
    expect(screen.queryByRole('region', { name: 'Today on the platform' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to your start page' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/home');
    expect(overviewCalls).toBe(0);
  });

  it('says when the figures could not be loaded, and Retry brings them', async () => {
    injectFault({ operationId: 'getComplianceOverview', status: 503, times: 100 });
    const user = await renderLanding('admin@demo.test');
    const figures = region('Today on the platform');
    const retry = await within(figures).findByRole('button', { name: 'Retry' });
    expect(figures).toHaveTextContent('This could not be loaded.');
    // The rest of the page does not wait for the figures.
    expect(region('Where to start')).toHaveTextContent('Professionals');
    clearFaults();
    await user.click(retry);
    await waitFor(() => expect(within(figures).queryByText('Professionals')).not.toBeNull());
  });

  it('speaks Spanish', async () => {
    await renderLanding('admin@demo.test', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bienvenida');
    const figures = region('Hoy en la plataforma');
    await waitFor(() =>
      expect(
        within(figures).queryByText('Credenciales que vencen en los próximos 30 días'),
      ).not.toBeNull(),
    );
    expect(region('Por dónde empezar')).toHaveTextContent('Profesionales');
    expect(screen.getByRole('link', { name: 'Ir a tu página de inicio' })).toBeInTheDocument();
  });
});
