/**
 * Arriving on a sign-in page: the form shows whole at once with the tenant's factors asked for at
 * start (one GET /tenants/{id}/mode, no loading placeholder, nothing that grows afterwards), and a
 * form opened later asks the provider again, so it sees the tenant as it is now.
 */
import { screen, waitFor } from '@testing-library/react';
import { injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import { findStep, openApp, setupApp } from '../hardening/app-harness';

const { sent } = setupApp();
const modeCalls = () => sent(/\/tenants\/[^/]+\/mode$/, 'GET').length;

/** Every step the toolkit has shown, in order (its root carries `data-step`). */
function recordSteps(): { steps: string[]; stop(): void } {
  const steps: string[] = [];
  const note = () => {
    const step = document.querySelector('[data-step]')?.getAttribute('data-step');
    if (step && steps.at(-1) !== step) steps.push(step);
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  return { steps, stop: () => observer.disconnect() };
}

it('shows the sign-in form at once with the answer asked for at start', async () => {
  const seen = recordSteps();
  await openApp('/sign-in');
  await findStep('Log in');
  await screen.findByRole('button', { name: 'Email me a link' });
  seen.stop();
  expect(seen.steps).toEqual(['selectFactor']);
  expect(modeCalls()).toBe(1);
});

it('asks again for a form opened later, and shows the tenant as it is now', async () => {
  const { user } = await openApp('/sign-in');
  await screen.findByRole('button', { name: 'Email me a link' });
  getDb().tenant.firstFactors = [{ strategy: 'password', channel: 'email' }];
  await user.click(screen.getByRole('link', { name: 'Sign up' }));
  await findStep('Sign up');
  await waitFor(() => expect(modeCalls()).toBe(2));
  expect(screen.queryByRole('button', { name: 'Email me a link' })).not.toBeInTheDocument();
});

it('asks again when the answer at start failed, and shows the form', async () => {
  injectFault({ operationId: 'getTenantMode', status: 500 });
  await openApp('/sign-in');
  await screen.findByRole('button', { name: 'Email me a link' });
  expect(modeCalls()).toBe(2);
});
