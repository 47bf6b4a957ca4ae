/**
 * Managing help articles (decision 034): an administrator lists drafts and published articles,
 * filters them in the address, takes one back to draft, publishes it again and deletes it after a
 * confirmation; a `user` sees the published ones, read-only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes } from 'react-router-dom';
import ManageArticlePage from '@/features/help/manage-article-page';
import { readManageView, writeManageView } from '@/features/help/manage-view';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

async function renderManage(
  email = 'admin@demo.test',
  path = '/profiles/help-center/manage-article',
) {
  await signInSession(email);
  const user = setupUser({ delay: null });
  renderAt(
    path,
    <Routes>
      <Route path="/profiles/help-center/manage-article" element={<ManageArticlePage />} />
    </Routes>,
  );
  return user;
}

const row = (title: string) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('link', { name: title }))!;

it('reads back the view it writes, and drops what it cannot read', () => {
  const view = {
    page: 2,
    pageSize: 10,
    search: 'bls',
    status: 'draft' as const,
    language: 'es' as const,
  };
  expect(writeManageView(view)).toBe('q=bls&status=draft&language=es&page=2&pageSize=10');
  expect(readManageView(writeManageView(view))).toEqual(view);
  expect(readManageView('status=gone&language=fr&pageSize=7&page=-1')).toEqual(readManageView(''));
});

it('lets an administrator take an article back to draft, publish it again and delete it', async () => {
  const user = await renderManage(
    'admin@demo.test',
    '/profiles/help-center/manage-article?q=bls&language=en',
  );
  const title = 'Why was my BLS card rejected?';
  await screen.findByRole('link', { name: title });
  expect(screen.getByRole('status')).toHaveTextContent(/^\d+ articles?$/);
  expect(within(row(title)).getByText('Published')).toBeVisible();
  expect(within(row(title)).getByRole('link', { name: `Edit “${title}”` })).toHaveAttribute(
    'href',
    '/profiles/help-center/edit-article/why-was-my-bls-card-rejected',
  );
  expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute(
    'href',
    '/profiles/help-center/edit-article/new',
  );

  await user.click(within(row(title)).getByRole('button', { name: 'Back to draft' }));
  await waitFor(() => expect(within(row(title)).getByText('Draft')).toBeVisible());
  await user.click(within(row(title)).getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(within(row(title)).getByText('Published')).toBeVisible());

  await user.click(within(row(title)).getByRole('button', { name: 'Delete…' }));
  const dialog = await screen.findByRole('dialog', { name: `Delete “${title}”?` });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByRole('link', { name: title })).toBeNull());
});

it('shows a user the published articles only, without the writers’ buttons', async () => {
  await renderManage('user@demo.test');
  expect(
    await screen.findByText(
      'Administrators write and publish articles; you see the published ones.',
    ),
  ).toBeVisible();
  const list = await screen.findByRole('list', { name: 'Help articles' });
  const items = within(list).getAllByRole('listitem');
  expect(items.length).toBeGreaterThan(10);
  expect(items.every((item) => within(item).queryByText('Published'))).toBe(true);
  expect(screen.queryByRole('button', { name: /Publish|Back to draft|Delete/ })).toBeNull();
  expect(screen.queryByRole('link', { name: /^Edit|New article/ })).toBeNull();
  expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
});
