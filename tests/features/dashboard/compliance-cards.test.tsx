import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes } from 'react-router-dom';
import { clearFaults, injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import DashboardPage from '@/features/dashboard/dashboard-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

const { server } = setupAuthScreens();

let overviewCalls = 0;
beforeEach(() => {
  overviewCalls = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/v1/compliance/overview') overviewCalls += 1;
  });
});
afterEach(() => server.events.removeAllListeners());

async function renderDashboard(email: string) {
  await signInSession(email);
  const user = setupUser({ delay: null });
  renderAt(
    '/home',
    <Routes>
      <Route path="/home" element={<DashboardPage />} />
      <Route path="*" element={null} />
    </Routes>,
  );
  return user;
}

const region = (name: string) => screen.getByRole('region', { name });

describe("the credentialing team's cards on /home", () => {
  it('show an admin every professional by status, the review queue and what lapses soon', async () => {
    await renderDashboard('admin@demo.test');
    const total = getDb().professionals.length;
    const status = await screen.findByRole('region', { name: 'Professionals by status' });
    await waitFor(() =>
      expect(status).toHaveTextContent(new RegExp(`\\d+ of ${total} cleared to work`)),
    );
    const table = within(status).getByRole('table', { name: 'Professionals by status' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);
    expect(within(status).getByRole('link', { name: 'Open the list' })).toHaveAttribute(
      'href',
      '/profiles/professionals',
    );

    const queue = region('Review queue');
    await waitFor(() => expect(queue).toHaveTextContent(/\d+ items wait for a reviewer/));
    const waiting = within(queue).getAllByRole('listitem');
    expect(waiting).toHaveLength(10);
    for (const item of waiting) {
      expect(within(item).getByRole('link').getAttribute('href')).toMatch(
        /^\/profiles\/professional\/\d+$/,
      );
      expect(item).toHaveTextContent(
        /(Waiting for|The board|A possible match|The name).* In the queue since /,
      );
    }
    const since = waiting.map((item) => Date.parse(/since (.*)\.$/.exec(item.textContent!)![1]!));
    expect(since).toEqual([...since].sort((a, b) => a - b)); // oldest first

    const expiring = region('Expiring soon');
    await waitFor(() => expect(expiring).toHaveTextContent(/lapse within 30 days, soonest first/));
    const days = within(expiring)
      .getAllByRole('listitem')
      .map((item) => Number(/\((?:in )?(\d+)/.exec(item.textContent ?? '')?.[1] ?? 0));
    expect(days).toEqual([...days].sort((a, b) => a - b));
    // One call feeds the three cards.
    expect(overviewCalls).toBe(1);
  });

  it("show a recruiter only the professionals linked to them, without the admin's list", async () => {
    await renderDashboard('recruiter@demo.test');
    const recruiter = getDb().users.find((u) => u.email === 'recruiter@demo.test')!.id;
    const linked = getDb().professionals.filter((p) => p.links.includes(recruiter)).length;
    const status = await screen.findByRole('region', { name: 'Professionals by status' });
    await waitFor(() =>
      expect(status).toHaveTextContent(new RegExp(`\\d+ of ${linked} cleared to work`)),
    );
    expect(within(status).queryByRole('link', { name: 'Open the list' })).toBeNull();
  });

  it('are not shown to a team member, and nothing is asked for', async () => {
    await renderDashboard('user@demo.test');
    await screen.findByRole('region', { name: 'Your account' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Review queue' })).toBeNull();
    expect(overviewCalls).toBe(0);
  });

  it('each fail with their own Retry, which brings them back', async () => {
    injectFault({ operationId: 'getComplianceOverview', status: 503, times: 100 });
    const user = await renderDashboard('admin@demo.test');
    await waitFor(() =>
      expect(
        ['Professionals by status', 'Review queue', 'Expiring soon'].map((card) =>
          within(region(card)).queryByRole('button', { name: 'Retry' }),
        ),
      ).not.toContain(null),
    );
    clearFaults();
    await user.click(within(region('Review queue')).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(region('Review queue')).toHaveTextContent(/items wait for a reviewer/),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
  });
});
