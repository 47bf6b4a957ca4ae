/**
 * /profiles/account/pricing (admin, user; decision 038): the plans with their prices in the
 * reader's language, the tenant's trial and this month's use as the API counts them, and an
 * administrator's move to another plan, which the API then holds verifications to.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes } from 'react-router-dom';
import { getSubscription } from '@generated/product/endpoints/plans/plans';
import { clearFaults, injectFault } from '@mocks/faults';
import { productInstant } from '@mocks/calendar';
import { getDb } from '@mocks/store';
import PricingPage from '@/features/pricing/pricing-page';
import type { Locale } from '@/lib/i18n/locale';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();
afterEach(() => clearFaults());

const PATH = '/profiles/account/pricing';

/** This month's checks as the test says: more than Starter's 250, fewer than Team's 1,000. */
const USED = 600;

async function renderPricing(email: string, locale: Locale = 'en') {
  await signInSession(email);
  const usage = { month: productInstant().toISOString().slice(0, 7), verifications: USED };
  getDb().subscription.usage = usage;
  const user = setupUser({ delay: null });
  renderAt(
    PATH,
    <Routes>
      <Route path={PATH} element={<PricingPage />} />
    </Routes>,
    { locale },
  );
  // Both calls answered and the plans shown, then react-query's last notices (a timer) let out.
  await screen.findByRole('region', { name: 'Starter' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return user;
}

const region = (name: string) => screen.getByRole('region', { name });
/** As toHaveTextContent reads it: a no-break space (29,00 US$) as a space. */
const usd = (locale: string, dollars: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    .format(dollars)
    .replace(/\s/g, ' ');
const n = (value: number) => new Intl.NumberFormat('en').format(value);

describe('the pricing page', () => {
  it('shows an admin the trial, the use and the plans; a smaller plan takes effect at once', async () => {
    const user = await renderPricing('admin@demo.test');
    const want = await getSubscription();
    const yours = region('Your plan');
    expect(within(yours).getByText('Team')).toBeInTheDocument();
    expect(yours).toHaveTextContent('Free trial');
    expect(yours).toHaveTextContent(
      `${want.trialDaysLeft} days left of the free trial, until ${new Intl.DateTimeFormat('en', {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${want.trialEndsOn}T00:00:00Z`))}.`,
    );
    expect(yours).toHaveTextContent(
      `Seats in use${want.seatsInUse}${usd('en', 49)} a seat: ${usd('en', 49 * want.seatsInUse)} a month`,
    );
    const month = new Intl.DateTimeFormat('en', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${want.verifications.month}-01T00:00:00Z`));
    expect(yours).toHaveTextContent(`${n(USED)} of 1,000 used in ${month}`);
    const meter = within(yours).getByRole('progressbar', { name: 'Verifications this month' });
    expect(meter).toHaveAttribute('aria-valuetext', `${n(USED)} of 1,000`);
    expect(meter).toHaveAttribute('aria-valuenow', String((USED / 1000) * 100));

    expect(
      ['Starter', 'Team', 'Enterprise'].map(
        (name) => within(region(name)).getByText(/per seat a month/).textContent,
      ),
    ).toEqual([29, 49, 89].map((price) => `${usd('en', price)} per seat a month`));
    expect(region('Team')).toHaveTextContent('Current plan');
    expect(region('Enterprise')).toHaveTextContent('Single sign-on (SAML) for the staff');
    expect(within(region('Team')).queryByRole('button')).toBeNull();

    await user.click(within(region('Starter')).getByRole('button', { name: 'Switch to Starter' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to Starter?' });
    expect(dialog).toHaveAccessibleDescription(
      `It takes effect now: 250 verifications a month, ${usd('en', 29)} per seat. ${n(USED)} have been run this month, so new checks will be refused until next month or another change of plan.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Starter' }));
    expect(await screen.findByText('Your plan is now Starter.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getDb().subscription.planId).toBe('starter');
    expect(within(yours).getByText('Starter')).toBeInTheDocument();
    expect(yours).toHaveTextContent(
      'This month’s verifications are used: new checks are refused until next month, or until an administrator changes the plan.',
    );
    expect(region('Starter')).toHaveTextContent('Current plan');
    // The button pressed is gone with the change: the focus is on the plan now current.
    await waitFor(() =>
      expect(within(region('Starter')).getByRole('heading', { level: 3 })).toHaveFocus(),
    );
  });

  it('keeps the dialog open with the reason when the change fails', async () => {
    const user = await renderPricing('admin@demo.test');
    await user.click(screen.getByRole('button', { name: 'Switch to Enterprise' }));
    injectFault({ operationId: 'changePlan', status: 503, times: 1 });
    const dialog = screen.getByRole('dialog', { name: 'Switch to Enterprise?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Enterprise' }));
    await waitFor(() => expect(dialog).toHaveTextContent(/^.*The plan was not changed\. \S/));
    expect(getDb().subscription.planId).toBe('team');
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Enterprise' }));
    expect(await screen.findByText('Your plan is now Enterprise.')).toBeInTheDocument();
  });

  it('shows a team member the plans without a way to change them', async () => {
    await renderPricing('user@demo.test');
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
    expect(
      screen.getByText(
        'In this demo every plan keeps every page open: only the verifications are limited. Only administrators can change the plan.',
      ),
    ).toBeInTheDocument();
  });

  it('prices the plans for a Spanish reader', async () => {
    await renderPricing('admin@demo.test', 'es');
    const starter = region('Starter');
    expect(starter).toHaveTextContent(`${usd('es', 29)} por puesto al mes`);
    expect(starter).toHaveTextContent('250 verificaciones al mes');
    expect(region('Tu plan')).toHaveTextContent('Prueba gratuita');
    expect(screen.getByRole('button', { name: 'Cambiar a Starter' })).toBeInTheDocument();
  });
});
