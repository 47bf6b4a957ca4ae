/**
 * /onboarding/current-employer (decision 030) as a nurse who has just registered meets it: the
 * employer found in the directory as she types and chosen (its id kept), or typed by name (said
 * to be kept as typed), checked at each field before any request, saved into the work history and
 * on to the résumé.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getDb } from '@mocks/store';
import CurrentEmployerPage from '@/features/onboarding/current-employer-page';
import { resetShell } from '../../app/shell';
import { setupAuthScreens } from '../auth/screens/helpers';
import { nurseIn, renderStep } from './helpers';

const { server } = setupAuthScreens();
const PATH = '/onboarding/current-employer';

const saves = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT') seen.push(new URL(request.url).pathname);
  });
  return seen;
};

async function typeDate(user: UserEvent, digits: string) {
  const group = screen.getByRole('group', { name: /^Working there since/ });
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(digits);
}

const history = () =>
  getDb().professionals.find((p) => p.email === 'user@demo.test')!.workHistory ?? [];

beforeEach(() => resetShell());
afterEach(() => server.events.removeAllListeners());

describe('onboarding: current employer', () => {
  it('finds the employer as it is typed, keeps its id, and saves the position', async () => {
    const user = await renderStep(PATH, <CurrentEmployerPage />, { registered: nurseIn('AZ') });
    const sent = saves();
    const employer = await screen.findByRole('combobox', { name: /^Employer/ });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('This is needed')).toHaveLength(3);
    expect(sent).toEqual([]);

    await user.type(employer, 'sagu');
    await user.click(await screen.findByRole('option', { name: /^Saguaro Valley Health/ }));
    expect(employer).toHaveValue('Saguaro Valley Health');
    await user.type(screen.getByRole('textbox', { name: /^Your position/ }), 'ICU staff nurse');
    await typeDate(user, '03012024');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Landed at /onboarding/upload-resume' }),
    ).toBeInTheDocument();
    expect(history()).toEqual([
      expect.objectContaining({
        employerId: 3,
        employerName: 'Saguaro Valley Health',
        title: 'ICU staff nurse',
        startedOn: '2024-03-01',
      }),
    ]);
    expect(sent).toHaveLength(1);
  });

  it('keeps a name typed by hand, and refuses a first day after today', async () => {
    const user = await renderStep(PATH, <CurrentEmployerPage />, { registered: nurseIn('AZ') });
    const employer = await screen.findByRole('combobox', { name: /^Employer/ });
    await user.type(employer, 'Desert Bloom Clinic');
    expect(
      await screen.findByText('Not on the platform: kept as you typed it.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Your position/ }), 'Clinic nurse');
    const next = new Date();
    next.setFullYear(next.getFullYear() + 1);
    const mmddyyyy = [next.getMonth() + 1, next.getDate()]
      .map((n) => String(n).padStart(2, '0'))
      .join('');
    await typeDate(user, `${mmddyyyy}${next.getFullYear()}`);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The first day cannot be after today')).toBeInTheDocument();
    await typeDate(user, '06012019');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { name: 'Landed at /onboarding/upload-resume' });
    expect(history()).toEqual([
      {
        id: expect.any(String),
        employerName: 'Desert Bloom Clinic',
        title: 'Clinic nurse',
        startedOn: '2019-06-01',
      },
    ]);
  });
});
