/**
 * The file manager (decision 036): the folder tree, a folder's files in the address, a search of
 * names across folders, the storage used, a professional's wallet read-only, and a download that
 * hands over the file's own bytes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SPECIMEN_BYTES } from '@mocks/seed-documents';
import FileManagerPage from '@/features/files/file-manager-page';
import { readFileView, writeFileView } from '@/features/files/file-view';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

function Where() {
  const { search } = useLocation();
  return (
    <div data-testid="where" hidden>
      {search}
    </div>
  );
}

async function renderFiles(path = '/profiles/file-manager', locale: 'en' | 'es' = 'en') {
  await signInSession('admin@demo.test');
  const user = setupUser({ delay: null });
  renderAt(
    path,
    <>
      <Routes>
        <Route path="/profiles/file-manager" element={<FileManagerPage />} />
      </Routes>
      <Where />
    </>,
    { locale },
  );
  return user;
}

const files = () => screen.findByRole('list', { name: 'Files' });

it('reads back the view it writes, and drops what it cannot read', () => {
  const view = {
    page: 2,
    pageSize: 10,
    folder: 'f-1',
    search: 'policy',
    sort: 'size' as const,
    layout: 'grid' as const,
  };
  expect(readFileView(writeFileView(view))).toEqual(view);
  expect(readFileView('folder=../x&sort=owner&pageSize=7')).toEqual(readFileView(''));
});

it('opens folders from the tree, searches every folder, and shows the storage used', async () => {
  const user = await renderFiles();
  const tree = await screen.findByRole('tree', { name: 'Folders' });
  expect(await within(await files()).findByText('Orientation schedule.pdf')).toBeVisible();
  expect(await screen.findByText(/Storage: .* of 100 MB used/)).toBeVisible();
  expect(screen.getByRole('progressbar', { name: /Storage/ })).toBeVisible();

  await user.click(within(tree).getByText('Policies'));
  expect(await within(await files()).findByText('Infection control policy.pdf')).toBeVisible();
  expect(screen.getByTestId('where')).toHaveTextContent('?folder=f-1');
  expect(screen.getByRole('heading', { level: 2, name: 'Policies' })).toBeVisible();

  await user.type(screen.getByRole('searchbox', { name: 'Search file names' }), 'accreditation');
  const found = await within(await files()).findByText('Accreditation readiness review.pdf');
  expect(found.closest('li')).toHaveTextContent('2026');
  expect(screen.getByRole('heading', { level: 2, name: 'Search every folder' })).toBeVisible();
});

it('shows a professional’s wallet read-only and downloads a file’s own bytes', async () => {
  const saved: Blob[] = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return 'blob:file';
  };
  URL.revokeObjectURL = () => undefined;
  const user = await renderFiles('/profiles/file-manager?folder=p-1001', 'es');
  expect(await screen.findByText(/Los documentos de un profesional se leen aquí/)).toBeVisible();
  const list = await screen.findByRole('list', { name: 'Archivos' });
  const first = within(list).getAllByRole('listitem')[0]!;
  await user.click(within(first).getByRole('button', { name: /^Descargar / }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(new Uint8Array(await saved[0]!.arrayBuffer())).toEqual(SPECIMEN_BYTES);
});
