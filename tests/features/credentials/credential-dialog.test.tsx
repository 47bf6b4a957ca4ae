/**
 * Adding a credential from the wallet (issue #34 item 5): the fields of its type, the NPI's check
 * digit refused at the field before any request, what was typed kept, the server's refusal at its
 * field, and the list showing what was added.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setupUser } from '@tests/utils/user';
import { Route, Routes } from 'react-router-dom';
import DocumentationPage from '@/features/wallet/documentation-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

/** The requests the wallet sends to add a credential. */
function addRequests(): string[] {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/professionals\/me\/credentials$/.test(request.url))
      sent.push(request.url);
  });
  return sent;
}

async function openAdd() {
  await signInSession('professional@demo.test');
  const user = setupUser({ delay: null });
  renderAt(
    '/profiles/documentation/me',
    <Routes>
      <Route path="/profiles/documentation/me" element={<DocumentationPage />} />
    </Routes>,
  );
  await screen.findByRole('region', { name: 'On file' });
  await user.click(screen.getByRole('button', { name: 'Add a credential' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a credential' });
  return { user, dialog };
}

async function choose(user: ReturnType<typeof setupUser>, dialog: HTMLElement, name: RegExp) {
  await user.click(within(dialog).getByRole('combobox', { name: /Credential/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('adding a credential', () => {
  it('refuses an NPI whose check digit is wrong at the field, before any request, and takes a valid one', async () => {
    const sent = addRequests();
    const { user, dialog } = await openAdd();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose what you are adding')).toBeVisible();

    await choose(user, dialog, /National Provider Identifier/);
    const npi = within(dialog).getByRole('textbox', { name: /NPI \(10 digits\)/ });
    await user.type(npi, '1234567890');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText(
        'This is not a valid NPI: its last digit does not match. Check the number.',
      ),
    ).toBeVisible();
    expect(npi).toHaveValue('1234567890'); // kept, to be corrected
    expect(npi).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(npi);
    await user.type(npi, '1245319599');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(await screen.findByText('Added: National Provider Identifier (NPI).')).toBeVisible();
    const onFile = screen.getByRole('region', { name: 'On file' });
    await waitFor(() => expect(onFile).toHaveTextContent('No. 1245319599'));
  });

  it('asks for what the type requires', async () => {
    const { user, dialog } = await openAdd();
    await choose(user, dialog, /Registered nurse \(RN\) license/);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const required = await within(dialog).findAllByText('This credential needs it');
    expect(required).toHaveLength(3); // state, number, expiry; the issue date is optional
  });

  it('shows the server’s refusal at its field, as text, keeping what was typed', async () => {
    server.use(
      http.post('*/professionals/me/credentials', () =>
        HttpResponse.json(
          {
            status: 422,
            code: 'validation_failed',
            message: 'Some fields are not valid',
            errors: [{ field: 'number', message: '<b>This NPI is already on file</b>' }],
          },
          { status: 422 },
        ),
      ),
    );
    const { user, dialog } = await openAdd();
    await choose(user, dialog, /National Provider Identifier/);
    const npi = within(dialog).getByRole('textbox', { name: /NPI/ });
    await user.type(npi, '1245319599');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('<b>This NPI is already on file</b>')).toBeVisible();
    expect(npi).toHaveValue('1245319599');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
