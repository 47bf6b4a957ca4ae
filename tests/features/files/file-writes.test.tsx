/**
 * The file manager's writes (decision 036): many files uploaded at once, each checked by its
 * content and size before it leaves and refused by name with the reason; a file renamed in place,
 * moved with the keyboard ('Move to…') or dragged onto a folder, deleted once asked; the storage
 * used following each change.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '@mocks/node';
import { setupUser } from '@tests/utils/user';
import { Route, Routes } from 'react-router-dom';
import FileManagerPage from '@/features/files/file-manager-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** A name as the page isolates it inside a sentence (FSI…PDI). */
const iso = (name: string) => `\u2068${name}\u2069`;
const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name);

async function renderFiles(path = '/profiles/file-manager?folder=f-1', locale: 'en' | 'es' = 'en') {
  await signInSession('admin@demo.test');
  const user = setupUser({ delay: null });
  renderAt(
    path,
    <Routes>
      <Route path="/profiles/file-manager" element={<FileManagerPage />} />
    </Routes>,
    { locale },
  );
  await screen.findByText(/^(Storage|Almacenamiento): /);
  // A folder with files lists them; Audits holds a folder only.
  if (!path.includes('f-3'))
    await screen.findByRole('list', { name: locale === 'en' ? 'Files' : 'Archivos' });
  return user;
}

const list = () => screen.getByRole('list', { name: 'Files' });
const row = (name: string) => within(list()).getByText(name).closest('li')!;
const storageText = () => screen.getByText(/^Storage: /).textContent;

async function act(user: ReturnType<typeof setupUser>, name: string, action: RegExp) {
  await user.click(within(row(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

it('uploads several files at once, refusing by name the one whose content is not what it says', async () => {
  const user = await renderFiles();
  await user.upload(screen.getByLabelText('Files to upload'), [
    file(PDF, 'Fire drill log.pdf'),
    file(PNG, 'Badge photo.png'),
    file(new Uint8Array([0x4d, 0x5a, 0x90, 0]), 'setup.pdf'),
  ]);
  const uploads = await screen.findByRole('list', { name: 'Uploads' });
  const refused = within(uploads)
    .getByText(/^setup\.pdf/)
    .closest('li')!;
  expect(
    await within(refused).findByText(
      'This file is not a PDF, JPEG or PNG, whatever its name says. Choose another.',
    ),
  ).toBeVisible();
  await waitFor(() => expect(within(uploads).getAllByText('Uploaded.')).toHaveLength(2), {
    onTimeout: (error) => (screen.debug(uploads), error),
  });
  expect(await within(list()).findByText('Fire drill log.pdf')).toBeVisible();
  expect(within(list()).getByText('Badge photo.png')).toBeVisible();
  expect(within(list()).queryByText('setup.pdf')).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Uploads' })).getByRole('status'),
  ).toHaveTextContent(`2 files uploaded ${iso('setup.pdf')}: This file is not a PDF`);

  await user.click(screen.getByRole('button', { name: 'Clear finished uploads' }));
  expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
});

it('sends two at a time, and stops a file waiting its turn or one under way', async () => {
  const user = await renderFiles();
  // A line so slow that no answer comes while the test looks.
  let sent = 0;
  server.use(
    http.post('*/files', async () => {
      sent += 1;
      await delay('infinite');
    }),
  );
  await user.upload(screen.getByLabelText('Files to upload'), [
    file(PDF, 'one.pdf'),
    file(PDF, 'two.pdf'),
    file(PDF, 'three.pdf'),
  ]);
  const uploads = await screen.findByRole('list', { name: 'Uploads' });
  const item = (name: string) =>
    within(uploads)
      .getByText(new RegExp(`^${name}`))
      .closest('li')!;
  await waitFor(() => expect(within(item('three.pdf')).getByText('Waiting…')).toBeVisible());
  expect(
    within(item('one.pdf')).getByRole('progressbar', { name: 'Uploading one.pdf' }),
  ).toBeVisible();
  expect(within(item('two.pdf')).getByText('Uploading…')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Stop uploading three.pdf' }));
  expect(within(item('three.pdf')).getByText('You stopped the upload.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Stop uploading one.pdf' }));
  expect(await within(item('one.pdf')).findByText('You stopped the upload.')).toBeVisible();
  expect(within(item('one.pdf')).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(within(item('two.pdf')).getByText('Uploading…')).toBeVisible();
  expect(screen.getByRole('heading', { level: 3, name: 'Uploads' })).toHaveFocus();
  // The stopped file waiting its turn never leaves, though a turn is free again.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent).toBe(2);
  expect(within(item('three.pdf')).getByText('You stopped the upload.')).toBeVisible();
});

it('makes a folder in the open one, renames it, and deletes it once empty', async () => {
  const user = await renderFiles('/profiles/file-manager?folder=f-3');
  // The folder's actions come with the folders' list, which may answer after the storage line.
  await user.click(await screen.findByRole('button', { name: 'Folder actions' }));
  expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
    'New folder',
    'Rename folder',
    'Delete folder…',
  ]);
  await user.click(screen.getByRole('menuitem', { name: 'New folder' }));
  let dialog = await screen.findByRole('dialog', { name: 'New folder' });
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the folder a name.');
  await user.type(within(dialog).getByRole('textbox', { name: 'Folder name' }), '2026{Enter}');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'A folder with this name is already there',
  );
  const field = within(dialog).getByRole('textbox', { name: 'Folder name' });
  await user.clear(field);
  await user.type(field, 'Surveys{Enter}');
  expect(await screen.findByRole('heading', { level: 2, name: 'Surveys' })).toBeVisible();
  const tree = screen.getByRole('tree', { name: 'Folders' });
  // Made inside Audits, whose branch opens to show it.
  expect(within(tree).getByText('Surveys')).toBeVisible();
  expect(screen.getByText('This folder is empty.')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Folder actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Rename folder' }));
  dialog = await screen.findByRole('dialog', { name: `Rename “${iso('Surveys')}”` });
  const name = within(dialog).getByRole('textbox', { name: 'Folder name' });
  await user.clear(name);
  await user.type(name, 'Surveys 2026{Enter}');
  expect(await screen.findByRole('heading', { level: 2, name: 'Surveys 2026' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Folder actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete folder…' }));
  dialog = await screen.findByRole('dialog', {
    name: `Delete the folder “${iso('Surveys 2026')}”?`,
  });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(`Deleted the folder “${iso('Surveys 2026')}”.`)).toBeVisible();
  const audits = await screen.findByRole('heading', { level: 2, name: 'Audits' });
  await waitFor(() => expect(audits).toHaveFocus());
  expect(within(tree).queryByText('Surveys 2026')).not.toBeInTheDocument();

  // A folder with something in it is not deleted: the dialog says why.
  await user.click(screen.getByRole('button', { name: 'Folder actions' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete folder…' }));
  dialog = await screen.findByRole('dialog', { name: `Delete the folder “${iso('Audits')}”?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Not deleted. The folder is not empty: move or delete what is in it first',
  );
});

it('refuses before sending a file over the size limit, saying both sizes', async () => {
  const user = await renderFiles('/profiles/file-manager?folder=f-2', 'es');
  const big = file(PDF, 'escaneo.pdf');
  Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
  await user.upload(screen.getByLabelText('Archivos para subir'), big);
  expect(
    await screen.findByText(
      'Este archivo pesa 11 MB; el límite es 10 MB. Elige un archivo más pequeño.',
    ),
  ).toBeVisible();
});

it('renames a file in place: Escape keeps the name, a taken name is refused at the field', async () => {
  const user = await renderFiles();
  await act(user, 'Infection control policy.pdf', /^Rename$/);
  const field = await screen.findByRole('textbox', { name: 'New name' });
  expect(field).toHaveFocus();
  const input = field as HTMLInputElement;
  expect(input.value.slice(input.selectionStart!, input.selectionEnd!)).toBe(
    'Infection control policy',
  );
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('textbox', { name: 'New name' })).not.toBeInTheDocument();

  await act(user, 'Infection control policy.pdf', /^Rename$/);
  await user.keyboard('Badge and uniform policy{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A file with this name is already in the folder',
  );
  const kept = screen.getByRole('textbox', { name: 'New name' });
  expect(kept).toHaveValue('Badge and uniform policy.pdf');

  await user.clear(kept);
  await user.type(kept, 'Infection control 2026{Enter}');
  expect(await within(list()).findByText('Infection control 2026.pdf')).toBeVisible();
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: 'Actions for Infection control 2026.pdf' }),
    ).toHaveFocus(),
  );
});

it('moves a file with the keyboard, and by dragging it onto a folder', async () => {
  const user = await renderFiles();
  await act(user, 'Infection control policy.pdf', /^Move to/);
  const dialog = await screen.findByRole('dialog', {
    name: `Move “${iso('Infection control policy.pdf')}”`,
  });
  expect(within(dialog).getByRole('radio', { name: 'Policies' })).toBeDisabled();
  expect(within(dialog).getByRole('radio', { name: 'Shared files' })).toHaveFocus();
  // Shared files › Archive › Audits › 2026 › Onboarding packets.
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
  expect(within(dialog).getByRole('radio', { name: 'Onboarding packets' })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Move' }));
  expect(
    await screen.findByText(
      `Moved “${iso('Infection control policy.pdf')}” to ${iso('Onboarding packets')}.`,
    ),
  ).toBeVisible();
  await waitFor(() =>
    expect(within(list()).queryByText('Infection control policy.pdf')).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Policies' })).toHaveFocus();

  const carried: Record<string, string> = {};
  const dataTransfer = {
    types: ['application/x-file-id'],
    setData: (type: string, value: string) => (carried[type] = value),
    getData: (type: string) => carried[type] ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
  fireEvent.dragStart(row('Badge and uniform policy.pdf'), { dataTransfer });
  const audits = within(screen.getByRole('tree', { name: 'Folders' })).getByText('Audits');
  fireEvent.dragOver(audits, { dataTransfer });
  fireEvent.drop(audits, { dataTransfer });
  expect(
    await screen.findByText(`Moved “${iso('Badge and uniform policy.pdf')}” to ${iso('Audits')}.`),
  ).toBeVisible();

  await user.click(audits);
  expect(await screen.findByRole('heading', { level: 2, name: 'Audits' })).toBeVisible();
  await waitFor(() =>
    expect(within(list()).getByText('Badge and uniform policy.pdf')).toBeVisible(),
  );
});

it('deletes a file once asked, and the storage used drops', async () => {
  const user = await renderFiles();
  const before = storageText();
  const roster = new Uint8Array(40 * 1024);
  roster.set(PDF);
  await user.upload(screen.getByLabelText('Files to upload'), file(roster, 'Old roster.pdf'));
  expect(await within(list()).findByText('Old roster.pdf')).toBeVisible();
  await waitFor(() => expect(storageText()).not.toBe(before));

  await act(user, 'Old roster.pdf', /^Delete/);
  let dialog = await screen.findByRole('dialog', { name: `Delete “${iso('Old roster.pdf')}”?` });
  // Said with its title, and the choice that loses nothing is the one under the focus.
  expect(dialog).toHaveAccessibleDescription(/its 40 kB of storage are freed/);
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(within(list()).getByText('Old roster.pdf')).toBeVisible();

  await act(user, 'Old roster.pdf', /^Delete/);
  dialog = await screen.findByRole('dialog', { name: `Delete “${iso('Old roster.pdf')}”?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(`Deleted “${iso('Old roster.pdf')}”.`)).toBeVisible();
  expect(within(list()).queryByText('Old roster.pdf')).not.toBeInTheDocument();
  await waitFor(() => expect(storageText()).toBe(before));
});

it('offers only Preview on a professional’s wallet document, and no upload there', async () => {
  const user = await renderFiles('/profiles/file-manager?folder=p-1001');
  const first = within(await screen.findByRole('list', { name: 'Files' })).getAllByRole(
    'listitem',
  )[0]!;
  await user.click(within(first).getByRole('button', { name: /^Actions for / }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Preview']);
  expect(screen.queryByRole('button', { name: 'Upload files' })).not.toBeInTheDocument();
});
