/**
 * /onboarding/license-verification (decision 028) as a nurse who has just registered meets it:
 * prefilled from registration, checked at each field before any request (the NPI's check digit
 * too), then the board's and the NPI registry's answers in a result card that takes focus; a typo
 * answered 'not found' and corrected by checking again; a refusal at its field with what was
 * typed kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/store';
import LicenseVerificationPage from '@/features/onboarding/license-verification-page';
import { resetShell } from '../../app/shell';
import { setupAuthScreens } from '../auth/screens/helpers';
import { nurseIn, renderStep } from './helpers';

const { server } = setupAuthScreens();
const PATH = '/onboarding/license-verification';

const checks = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/onboarding/license')) seen.push(request.method);
  });
  return seen;
};

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** Replaces what a field holds (the names come filled from the account). */
async function retype(user: UserEvent, name: RegExp, text: string) {
  await user.clear(textbox(name));
  await user.type(textbox(name), text);
}

/** Types a day, month first or day first as the language writes it, into the date field. */
async function typeDate(user: UserEvent, label: RegExp, digits: string) {
  await user.click(
    within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton')[0]!,
  );
  await user.keyboard(digits);
}

const nurse = () => getDb().professionals.find((p) => p.email === 'user@demo.test')!;

beforeEach(() => resetShell());
afterEach(() => server.events.removeAllListeners());

describe('onboarding: license verification', () => {
  it('checks the fields first, then shows what the board and the NPI registry answered', async () => {
    const sent = checks();
    const user = await renderStep(PATH, <LicenseVerificationPage />, {
      registered: nurseIn('TX'),
    });
    const check = await screen.findByRole('button', { name: 'Check my license' });
    // From registration: the home state and the discipline's license.
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveTextContent('TX');
    expect(screen.getByRole('combobox', { name: /^License/ })).toHaveTextContent(
      'Registered nurse (RN) license',
    );
    await user.type(textbox(/NPI/), '1730118002');
    await user.click(check);
    expect(await screen.findAllByText('This is needed')).toHaveLength(2);
    expect(
      screen.getByText('This is not a valid NPI: its last digit does not match. Check the number.'),
    ).toBeVisible();
    expect(sent).toEqual([]);

    await retype(user, /^First name/, 'Marisol');
    await retype(user, /^Last name/, 'Okafor');
    await user.type(textbox(/^License number/), 'rn-730118');
    await typeDate(user, /^Expires on/, '01312028');
    await user.clear(textbox(/NPI/));
    await user.type(textbox(/NPI/), '1730118001');
    await user.click(check);

    const heading = await screen.findByRole('heading', { name: 'What the sources say' });
    await waitFor(() => expect(heading).toHaveFocus());
    const card = heading.closest('section')!;
    expect(card).toHaveTextContent('Active: the board lists this license in good standing.');
    expect(card).toHaveTextContent('The state licensing board');
    expect(card).toHaveTextContent('ACTIVE - CLEAR');
    expect(card).toHaveTextContent('RN-730118 · TX');
    expect(card).toHaveTextContent('Active in the NPI registry, under your name.');
    expect(card).toHaveTextContent('Status A (active)');
    expect(sent).toEqual(['POST']);
    expect([nurse().firstName, nurse().lastName, nurse().npi]).toEqual([
      'Marisol',
      'Okafor',
      '1730118001',
    ]);
    // The stepper hears it from the server: the license is done.
    const steps = screen.getByRole('navigation', { name: 'Onboarding steps' });
    await waitFor(() =>
      expect(within(steps).getByRole('link', { name: 'License' }).closest('li')).toHaveTextContent(
        /Done$/,
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Landed at /onboarding/current-employer' }),
    ).toBeInTheDocument();
  });

  it('says in Spanish that the board has no such number, and corrects it by checking again', async () => {
    const user = await renderStep(PATH, <LicenseVerificationPage />, {
      registered: nurseIn('TX'),
      locale: 'es',
    });
    await screen.findByRole('button', { name: 'Comprobar mi licencia' });
    await retype(user, /^Nombre en la licencia/, 'Marisol');
    await retype(user, /^Apellidos en la licencia/, 'Okafor');
    await user.type(textbox(/^Número de licencia/), 'RN-730119');
    await typeDate(user, /^Vence el/, '31012028');
    await user.click(screen.getByRole('button', { name: 'Comprobar mi licencia' }));
    const card = (await screen.findByRole('heading', { name: 'Lo que dicen las fuentes' })).closest(
      'section',
    )!;
    expect(card).toHaveTextContent(/No encontrada: la junta no tiene ninguna licencia/);
    expect(within(card).getByText('No record matches this license number')).toHaveAttribute(
      'lang',
      'en',
    );

    const number = textbox(/^Número de licencia/);
    await user.clear(number);
    await user.type(number, 'RN-730118');
    await user.click(screen.getByRole('button', { name: 'Comprobar de nuevo' }));
    await waitFor(() => expect(card).toHaveTextContent(/^.*Activa: la junta registra/));
    // Corrected in place: one license on file.
    expect(nurse().credentials.map((c) => [c.typeId, c.verification?.outcome])).toEqual([
      ['rn-license', 'active'],
    ]);
  });

  it('puts a refusal at its field and keeps what was typed', async () => {
    server.use(
      http.post('*/api/v1/professionals/me/onboarding/license', () =>
        HttpResponse.json(
          {
            status: 422,
            code: 'validation_failed',
            message: 'Some fields are not valid',
            errors: [{ field: 'number', message: 'This board writes its numbers without letters' }],
          },
          { status: 422 },
        ),
      ),
    );
    const user = await renderStep(PATH, <LicenseVerificationPage />, {
      registered: nurseIn('TX'),
    });
    await screen.findByRole('button', { name: 'Check my license' });
    await retype(user, /^First name/, 'Marisol');
    await retype(user, /^Last name/, 'Okafor');
    await user.type(textbox(/^License number/), 'RN-730118');
    await typeDate(user, /^Expires on/, '01312028');
    await user.click(screen.getByRole('button', { name: 'Check my license' }));
    expect(
      await screen.findByText('This board writes its numbers without letters'),
    ).toBeInTheDocument();
    expect(textbox(/^License number/)).toHaveValue('RN-730118');
    expect(textbox(/^First name/)).toHaveValue('Marisol');
    expect(screen.queryByRole('heading', { name: 'What the sources say' })).not.toBeInTheDocument();
  });
});
