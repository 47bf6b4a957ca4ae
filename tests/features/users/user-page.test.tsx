import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { injectFault } from '@mocks/faults';
import { getDb } from '@mocks/store';
import UserPage from '@/features/users/user-page';
import UsersPage from '@/features/users/users-page';
import { contractMaxLength } from '@tests/utils/openapi';
import { renderAt } from '../../app/layouts/harness';
import { setupAuthScreens, signInSession } from '../auth/screens/helpers';

const { server } = setupAuthScreens();
/** PUT /api/v1/users/{id}'s name limits, read from the contract itself. */
const FIRST_NAME_MAX = contractMaxLength('openapi/product-v1.yaml', 'UserUpdate', 'firstName');
const LAST_NAME_MAX = contractMaxLength('openapi/product-v1.yaml', 'UserUpdate', 'lastName');

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderUser(
  id: number | string,
  locale: 'en' | 'es' = 'en',
  email = 'admin@demo.test',
) {
  await signInSession(email);
  const user = setupUser({ delay: null });
  renderAt(
    `/profiles/user/${id}`,
    <>
      <Routes>
        <Route path="/profiles/user/:id" element={<UserPage />} />
        <Route path="/profiles/users" element={<UsersPage />} />
      </Routes>
      <Where />
    </>,
    { locale },
  );
  return user;
}

const target = () => getDb().users.find((u) => u.defaultRole === 'professional')!;
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });
/** The form is there once the user has loaded. */
const loaded = () => screen.findByLabelText(/^(Email|Correo electrónico)$/, { selector: 'input' });

/** Counts the calls of one method to /api/v1/users/:id, letting them through. */
function countCalls(method: 'PUT' | 'DELETE') {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && /\/api\/v1\/users\/\d+/.test(request.url))
      calls.push(request.url);
  });
  return calls;
}

afterEach(() => server.events.removeAllListeners());

describe('user details (/profiles/user/{id})', () => {
  it("shows the user's fields, and saves a change once however often Save is pressed", async () => {
    const someone = target();
    const puts = countCalls('PUT');
    const user = await renderUser(someone.id);
    await loaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `${someone.firstName} ${someone.lastName}`,
    );
    expect(input('Email')).toHaveValue(someone.email);
    await user.clear(input('First name'));
    await user.type(input('First name'), 'Renata');
    const save = screen.getByRole('button', { name: 'Save changes' });
    await Promise.all([user.click(save), user.click(save), user.click(save)]);
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(getDb().users.find((u) => u.id === someone.id)!.firstName).toBe('Renata');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Renata ${someone.lastName}`,
    );
  });

  it('shows the new name at once, and puts the old one back when the server refuses', async () => {
    const someone = target();
    server.use(
      http.put('*/api/v1/users/:id', async () => {
        await delay(150);
        return HttpResponse.json(
          { code: 'internal_error', message: 'The database is read-only right now' },
          { status: 500 },
        );
      }),
    );
    const user = await renderUser(someone.id);
    await loaded();
    await user.clear(input('Last name'));
    await user.type(input('Last name'), 'Optimista');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Optimista'),
    );
    expect(await screen.findByText('The database is read-only right now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(someone.lastName);
    expect(input('Last name')).toHaveValue('Optimista'); // what was typed stays
  });

  it('checks the fields with the update schema, in the language of the page', async () => {
    const puts = countCalls('PUT');
    const user = await renderUser(target().id, 'es');
    await loaded();
    await user.clear(input('Nombre'));
    await user.clear(input('Correo electrónico'));
    await user.type(input('Correo electrónico'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Campo obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(input('Correo electrónico')).toHaveValue('not-an-email');
    expect(puts).toHaveLength(0);
  });

  it.each<['en' | 'es', string, string, string, (max: number) => string]>([
    [
      'en',
      'First name',
      'Last name',
      'Save changes',
      (max) => `This is too long: at most ${max} characters`,
    ],
    [
      'es',
      'Nombre',
      'Apellidos',
      'Guardar cambios',
      (max) => `Es demasiado largo: como máximo ${max} caracteres`,
    ],
  ])(
    "refuses names one over the contract's limit, stating it, and saves them at the limit (%s)",
    async (locale, first, last, save, tooLong) => {
      const someone = target();
      const puts = countCalls('PUT');
      const user = await renderUser(someone.id, locale);
      await loaded();
      const fill = async (label: string, text: string) => {
        await user.clear(input(label));
        await user.click(input(label));
        await user.paste(text);
      };
      await fill(first, 'a'.repeat(FIRST_NAME_MAX + 1));
      await fill(last, 'b'.repeat(LAST_NAME_MAX + 1));
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() =>
        expect(input(first)).toHaveAccessibleDescription(tooLong(FIRST_NAME_MAX)),
      );
      expect(input(last)).toHaveAccessibleDescription(tooLong(LAST_NAME_MAX));
      expect(puts).toHaveLength(0);

      await fill(first, 'a'.repeat(FIRST_NAME_MAX));
      await fill(last, 'b'.repeat(LAST_NAME_MAX));
      await user.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(puts).toHaveLength(1));
      await waitFor(() =>
        expect(getDb().users.find((u) => u.id === someone.id)).toMatchObject({
          firstName: 'a'.repeat(FIRST_NAME_MAX),
          lastName: 'b'.repeat(LAST_NAME_MAX),
        }),
      );
    },
  );

  it("shows the server's conflict and field problems at the form", async () => {
    const taken = getDb().users.find((u) => u.defaultRole === 'admin')!;
    const user = await renderUser(target().id);
    await loaded();
    await user.clear(input('Email'));
    await user.type(input('Email'), taken.email);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/already/i));

    server.use(
      http.put('*/api/v1/users/:id', () =>
        HttpResponse.json(
          {
            code: 'validation_error',
            message: 'Some fields are not valid',
            errors: [{ field: 'lastName', message: 'Last names here are checked by the registry' }],
          },
          { status: 422 },
        ),
      ),
    );
    await user.clear(input('Email'));
    await user.type(input('Email'), 'fresh@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Last names here are checked by the registry'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid');
  });

  it('deletes after confirmation, once, then lists the users with a notice', async () => {
    const someone = target();
    const deletes = countCalls('DELETE');
    const user = await renderUser(someone.id);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this user?' });
    expect(dialog).toHaveTextContent(someone.email);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await Promise.all([user.click(confirm), user.click(confirm)]);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/profiles/users'));
    expect(await screen.findByText('The user was deleted.')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    expect(getDb().users.some((u) => u.id === someone.id)).toBe(false);
  });

  it.each([
    ['en', 'Delete user', 'You cannot delete your own account.'],
    ['es', 'Eliminar usuario', 'No puedes eliminar tu propia cuenta.'],
  ] as const)(
    "offers no Delete on the signed-in admin's own record, and says why (%s)",
    async (locale, deleteLabel, reason) => {
      const own = getDb().users.find((u) => u.email === 'admin@demo.test')!;
      const deletes = countCalls('DELETE');
      await renderUser(own.id, locale);
      await loaded();
      const remove = screen.getByRole('button', { name: deleteLabel });
      expect(remove).toBeDisabled();
      expect(remove).toHaveAccessibleDescription(reason);
      expect(screen.getByText(reason)).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(deletes).toHaveLength(0);
    },
  );

  it('sits under the users list in the breadcrumb, as the list does: Home › Profiles › Users', async () => {
    const someone = target();
    await renderUser(someone.id);
    await loaded();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Profiles', 'Users', `${someone.firstName} ${someone.lastName}`]);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/profiles/users',
    );
  });

  it("offers Delete on someone else's record, with no reason against it", async () => {
    await renderUser(target().id);
    await loaded();
    expect(screen.getByRole('button', { name: 'Delete user' })).toBeEnabled();
    expect(screen.queryByText('You cannot delete your own account.')).not.toBeInTheDocument();
  });

  it('says when the user does not exist, and when it cannot be loaded', async () => {
    await renderUser(999999);
    expect(
      await screen.findByText('This user does not exist, or was deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
      'href',
      '/profiles/users',
    );
  });

  it('offers Retry when loading fails', async () => {
    injectFault({ operationId: 'getUser', status: 503 });
    const user = await renderUser(target().id);
    expect(await screen.findByText(/The user could not be loaded\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Email', { selector: 'input' })).toBeInTheDocument();
  });

  it('renders a name with markup as text', async () => {
    const someone = target();
    someone.firstName = '<script>alert(1)</script>';
    await renderUser(someone.id);
    await loaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '<script>alert(1)</script>',
    );
    expect(document.querySelector('script')).toBeNull();
    expect(input('First name')).toHaveValue('<script>alert(1)</script>');
  });

  it("lets someone who is not an admin edit their own names, but not their role, activation or the record's existence", async () => {
    const me = getDb().users.find((u) => u.email === 'professional@demo.test')!;
    const user = await renderUser(me.id, 'en', 'professional@demo.test');
    await loaded();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('switch', { name: 'Active (can sign in)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.queryByRole('link', { name: 'Users' })).toBeNull();
    await user.clear(input('First name'));
    await user.type(input('First name'), 'Priya');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(getDb().users.find((u) => u.id === me.id)!.firstName).toBe('Priya');
  });

  it("refuses someone else's record to a non-admin, without a pointless Retry", async () => {
    const other = target();
    const me = 'recruiter@demo.test';
    expect(other.email).not.toBe(me);
    await renderUser(other.id, 'en', me);
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByLabelText('Email', { selector: 'input' })).toBeNull();
  });
});
