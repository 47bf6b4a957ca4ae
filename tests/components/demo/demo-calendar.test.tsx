/**
 * The settings panel's demo calendar (decision 031): the product's day, moved to a day a person
 * types or thirty days on, what the move raised, and back to real time.
 */
import { screen } from '@testing-library/react';
import { moveClock, readClock } from '@mocks/demo-clock';
import { getDb, resetDemoData, transaction } from '@mocks/store';
import type { DemoBackendControls } from '@/components/demo/demo-backend';
import { DemoBackendContext } from '@/components/demo/demo-backend';
import { DemoCalendarSection } from '@/components/demo/demo-calendar';
import { renderInShell, resetShell } from '@tests/app/shell';
import { setupUser } from '@tests/utils/user';

beforeEach(async () => {
  resetShell();
  await resetDemoData();
});

const controls: DemoBackendControls = {
  resetDemoData: jest.fn(),
  outbox: jest.fn(),
  signInLink: jest.fn(),
  samlAssertion: jest.fn(),
  clock: () => transaction(readClock, { writes: false }),
  moveClock: (date) => transaction(() => moveClock(date)),
};

const day = (fromToday: number) =>
  new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
const long = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

it('moves the product’s day, says what the move raised, and goes back to real time', async () => {
  const user = setupUser({ delay: null });
  renderInShell(
    <DemoBackendContext.Provider value={controls}>
      <DemoCalendarSection />
    </DemoBackendContext.Provider>,
  );
  expect(
    await screen.findByText(`The product’s day: ${long(day(0))} (real time)`),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to real time' })).toBeDisabled();

  await user.type(screen.getByLabelText('Move to (a UTC day)'), day(400));
  await user.click(screen.getByRole('button', { name: 'Move' }));
  const said = await screen.findByText(/^Moved to /);
  const raised = getDb().alerts.filter((a) => a.createdAt.startsWith(day(400))).length;
  expect(raised).toBeGreaterThan(0); // the demo professional's cards have lapsed by then
  expect(said).toHaveTextContent(`Moved to ${long(day(400))}: ${raised} alerts raised.`);
  expect(said).toHaveAttribute('role', 'status');
  expect(screen.getByText(`The product’s day: ${long(day(400))} (400 days ahead)`)).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Move 30 days ahead' }));
  expect(await screen.findByText(/^The product’s day: .* \(430 days ahead\)$/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Back to real time' }));
  expect(await screen.findByText(`The product’s day: ${long(day(0))} (real time)`)).toBeVisible();
  expect(getDb().clockOffsetDays).toBeUndefined();
});
