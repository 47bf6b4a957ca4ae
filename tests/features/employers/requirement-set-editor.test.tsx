import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes } from 'react-router-dom';
import { getDb } from '@mocks/store';
import EmployerPage from '@/features/employers/employer-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

/** Saguaro Valley Health, the demo organization (README). */
const SAGUARO = 3;

async function renderEmployer(who: string, locale: 'en' | 'es' = 'en') {
  await signInSession(`${who}@demo.test`);
  const user = setupUser({ delay: null });
  renderAt(
    `/profiles/employer/${SAGUARO}`,
    <Routes>
      <Route path="/profiles/employer/:id" element={<EmployerPage />} />
    </Routes>,
    { locale },
  );
  await screen.findByRole('heading', { level: 1, name: 'Saguaro Valley Health' });
  return user;
}

/** '22 of 37 (59%)' → 22. */
function clearedNow(): number {
  const text = screen.getByRole('region', { name: 'Workforce today' }).textContent ?? '';
  return Number(/(\d+) of \d+ \(/.exec(text)?.[1]);
}

const requirements = () => screen.getByRole('region', { name: 'Requirements' });

describe('the requirement-set editor on an employer’s page', () => {
  it('adds ACLS as a blocking requirement for everyone: the share cleared drops at once', async () => {
    const user = await renderEmployer('admin');
    const before = clearedNow();
    await user.click(within(requirements()).getByRole('button', { name: 'Add a requirement set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a requirement set' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Name of the set/ }),
      'Every shift',
    );
    await user.click(within(dialog).getByRole('combobox', { name: /Credential/ }));
    await user.click(
      screen.getByRole('option', { name: 'Advanced Cardiovascular Life Support (ACLS)' }),
    );
    expect(within(dialog).getByRole('checkbox', { name: /Blocking/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(requirements()).getByRole('status')).toHaveTextContent('Requirement set saved.');
    expect(within(requirements()).getByRole('heading', { name: 'Every shift' })).toBeVisible();
    await waitFor(() => expect(clearedNow()).toBeLessThan(before));
    const stored = getDb()
      .employers.find((e) => e.id === SAGUARO)!
      .requirementSets.at(-1)!;
    expect(stored).toMatchObject({
      name: 'Every shift',
      scope: {},
      requirements: [{ typeId: 'acls', anyOf: [], blocking: true }],
    });
  });

  it('says what is wrong at each field before sending, and keeps what was typed', async () => {
    const user = await renderEmployer('organization');
    const sets = getDb().employers.find((e) => e.id === SAGUARO)!.requirementSets.length;
    await user.click(within(requirements()).getByRole('button', { name: 'Add a requirement set' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Issued within \(months\)/ }),
      '200',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /Done within \(days before the start\)/ }),
      '400',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the set a name.')).toBeVisible();
    // The first field with a problem takes the focus.
    expect(within(dialog).getByRole('textbox', { name: /Name of the set/ })).toHaveFocus();
    expect(within(dialog).getByText('Choose the credential asked for.')).toBeVisible();
    expect(within(dialog).getByText('Enter whole months, from 1 to 120.')).toBeVisible();
    expect(within(dialog).getByText('Enter whole days, from 1 to 365.')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Done within/ })).toHaveValue('400');
    expect(within(dialog).getByRole('textbox', { name: /Issued within/ })).toHaveValue('200');
    expect(getDb().employers.find((e) => e.id === SAGUARO)!.requirementSets).toHaveLength(sets);

    // Leaving with changes asks first; keeping on editing keeps them.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByRole('textbox', { name: /Issued within/ })).toHaveValue('200');
  });

  it('removes a set after asking, and the focus lands on the section', async () => {
    const user = await renderEmployer('admin');
    const first = getDb().employers.find((e) => e.id === SAGUARO)!.requirementSets[0]!;
    const heading = within(requirements()).getByRole('heading', { name: first.name });
    const row = heading.parentElement!;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const ask = await screen.findByRole('dialog', { name: `Remove "${first.name}"?` });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(requirements()).getByRole('status')).toHaveTextContent(
        'Requirement set removed.',
      ),
    );
    expect(within(requirements()).queryByRole('heading', { name: first.name })).toBeNull();
    expect(within(requirements()).getByRole('heading', { name: 'Requirements' })).toHaveFocus();
  });

  it('says a set changed meanwhile elsewhere, keeps what was typed, and opens their version next', async () => {
    const user = await renderEmployer('admin');
    const employer = getDb().employers.find((e) => e.id === SAGUARO)!;
    const set = employer.requirementSets[0]!;
    const heading = within(requirements()).getByRole('heading', { name: set.name });
    await user.click(within(heading.parentElement!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /Name of the set/ });
    await user.clear(name);
    await user.type(name, 'Mine');
    // Another tab saves first.
    set.name = 'Theirs';
    set.revision += 1;
    employer.revision += 1;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/Someone else changed this requirement set/),
    ).toBeVisible();
    expect(name).toHaveValue('Mine');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    const theirs = await within(requirements()).findByRole('heading', { name: 'Theirs' });
    await user.click(within(theirs.parentElement!).getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('textbox', { name: /Name of the set/ })).toHaveValue('Theirs');
  });

  it('offers no editor to a professional (the API says they may not)', async () => {
    await renderEmployer('professional');
    expect(
      within(requirements()).queryByRole('button', { name: /Add a requirement set/ }),
    ).toBeNull();
    expect(within(requirements()).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
