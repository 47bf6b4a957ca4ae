/**
 * The header's bell (decision 031) as a professional meets it: how many alerts are unread, in its
 * name; its panel with each alert as a sentence (a reviewer's reason as their own words); marking
 * one or all as read; a new alert, raised when the demo calendar moves, announced once.
 */
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { addCredential } from '@generated/product/endpoints/credentials/credentials';
import { moveClock } from '@mocks/demo-clock';
import { getDb, transaction } from '@mocks/store';
import AlertsBell from '@/features/alerts/alerts-bell';
import { resetShell } from '../../app/shell';
import { setupAuthScreens } from '../auth/screens/helpers';
import { nurseIn, renderStep } from '../onboarding/helpers';

setupAuthScreens();
beforeEach(() => resetShell());

const PATH = '/somewhere';
const seeded = () => getDb().alerts.filter((a) => a.professionalId === 1001);

describe('the alerts bell', () => {
  it('counts the unread in its name; one or all are marked read; it leads to the documentation', async () => {
    const unread = seeded().filter((a) => !a.readAt).length;
    expect(unread).toBeGreaterThan(1);
    const user = await renderStep(PATH, <AlertsBell />, { email: 'professional@demo.test' });
    await user.click(await screen.findByRole('button', { name: `Alerts (${unread} unread)` }));
    const panel = await screen.findByRole('dialog', { name: 'Alerts' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(seeded().length);
    // The reviewer's reason, as they wrote it, under the sentence.
    const rejected = seeded().find((a) => a.kind === 'rejected')!;
    expect(within(panel).getByText(rejected.reason!).tagName).toBe('BLOCKQUOTE');

    const marks = within(panel).getAllByRole('button', { name: 'Mark as read' });
    expect(marks).toHaveLength(unread);
    // Each button says which alert it marks (its description is the alert's sentence).
    expect(marks[0]).toHaveAccessibleDescription(/^Unread: /);
    await user.click(marks[0]!);
    // Its button goes: the focus moves to the panel's heading, not to nowhere.
    await waitFor(() =>
      expect(within(panel).getByRole('heading', { name: 'Alerts' })).toHaveFocus(),
    );
    expect(
      await screen.findByRole('button', { name: `Alerts (${unread - 1} unread)`, hidden: true }),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(
      await screen.findByRole('button', { name: 'Alerts (0 unread)', hidden: true }),
    ).toBeInTheDocument();
    expect(within(panel).queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0);
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    await user.click(within(panel).getByRole('link', { name: 'Open My documentation' }));
    expect(
      await screen.findByRole('heading', { name: 'Landed at /profiles/documentation/me' }),
    ).toBeInTheDocument();
  });

  it('in Spanish: an alert raised while the page is open is counted, announced and said', async () => {
    const user = await renderStep(PATH, <AlertsBell />, {
      registered: nurseIn('NV'),
      locale: 'es',
    });
    // A card that expires in 300 days, and the calendar moved to 29 days before that.
    const day = (fromToday: number) =>
      new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
    const expiresOn = day(300);
    // Her day turns at UTC midnight, as the calendar's does: 29 days are 29 at any hour.
    getDb().professionals.find((p) => p.email === 'user@demo.test')!.timeZone = 'UTC';
    await addCredential('me', {
      typeId: 'bls',
      issuer: 'American Heart Association',
      number: 'AHA7Q2M55X',
      issuedOn: day(-100),
      expiresOn,
    });
    await screen.findByRole('button', { name: 'Avisos (0 sin leer)' });
    expect(screen.getByRole('status')).toHaveTextContent('');

    await transaction(() => moveClock(day(300 - 29)));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    const bell = await screen.findByRole('button', { name: 'Avisos (1 sin leer)' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 aviso nuevo'));
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Avisos' });
    const date = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${expiresOn}T00:00:00Z`),
    );
    // The type's name in Spanish, once the catalog has loaded.
    await waitFor(() =>
      expect(within(panel).getByRole('listitem')).toHaveTextContent(
        `Sin leer: Soporte vital básico (BLS) vence el ${date}, en 29 días. Envía la copia renovada antes de esa fecha.`,
      ),
    );
  });
});
