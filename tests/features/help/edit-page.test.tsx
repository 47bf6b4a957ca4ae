/**
 * Writing a help article (decision 035): the problems of an empty form at their fields, a new
 * Spanish article saved as a draft and opened at its own address, a published one changed and
 * taken back to draft, a stale copy refused with what was typed kept, leaving with changes asked
 * first, and a `user` told that administrators write.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import { getDb } from '@mocks/store';
import EditArticlePage from '@/features/help/edit-article-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

beforeAll(() => {
  // jsdom lays nothing out; ProseMirror asks where the cursor is when it scrolls to it.
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const BLS = 'why-was-my-bls-card-rejected';

function Where() {
  const { pathname } = useLocation();
  return (
    <div data-testid="location" hidden>
      {pathname}
    </div>
  );
}

async function renderEditor(path: string, email = 'admin@demo.test', locale: 'en' | 'es' = 'en') {
  await signInSession(email);
  const user = setupUser({ delay: null });
  renderAt(
    path,
    <>
      <Routes>
        <Route path="/profiles/help-center/edit-article/:id" element={<EditArticlePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { locale },
  );
  return user;
}

/** The text field's editor (Tiptap keeps it on its element), once it has loaded. */
async function textEditor(name: RegExp | string): Promise<Editor> {
  const field = await screen.findByRole('textbox', { name }, { timeout: 5000 });
  return (field as HTMLElement & { editor: Editor }).editor;
}

const location = () => screen.getByTestId('location').textContent;

it('says what an empty article lacks, then saves a new Spanish one as a draft at its address', async () => {
  const user = await renderEditor('/profiles/help-center/edit-article/new?language=es');
  await screen.findByRole('heading', { level: 1, name: 'New help article' });
  const editor = await textEditor('Text');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Give the article a title.')).toBeVisible();
  expect(screen.getByText('Choose where the article sits in the support hub.')).toBeVisible();
  expect(screen.getByText('Write the article’s text.')).toBeVisible();
  expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();

  await user.type(
    screen.getByRole('textbox', { name: /Title/ }),
    'Cómo subir tu electrocardiograma',
  );
  await user.click(screen.getByRole('combobox', { name: /Category/ }));
  await user.click(screen.getByRole('option', { name: 'Health records and vaccinations' }));
  act(() => {
    editor.commands.insertContent('Sube el **electrocardiograma** completo, con tu nombre.', {
      contentType: 'markdown',
    });
  });
  expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAttribute('lang', 'es');

  await user.click(screen.getByRole('tab', { name: 'Preview' }));
  const preview = screen.getByRole('tabpanel', { name: 'Preview' });
  expect(within(preview).getByText('electrocardiograma').tagName).toBe('STRONG');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));

  await waitFor(() =>
    expect(location()).toBe('/profiles/help-center/edit-article/como-subir-tu-electrocardiograma'),
  );
  // The same editor goes on at the new address.
  await user.click(screen.getByRole('tab', { name: 'Write' }));
  expect(await textEditor('Text')).toBe(editor);
  expect(editor.isDestroyed).toBe(false);
  expect(await screen.findByText('Draft saved.')).toBeVisible();
  const saved = getDb().helpArticles.find((a) => a.slug === 'como-subir-tu-electrocardiograma')!;
  expect(saved).toMatchObject({ language: 'es', status: 'draft', category: 'health' });
  expect(saved.body).toBe('Sube el **electrocardiograma** completo, con tu nombre.');
  expect(screen.getByText('Draft')).toBeVisible();
});

it('saves a published article’s change, takes it back to draft, and publishes it again', async () => {
  const user = await renderEditor(`/profiles/help-center/edit-article/${BLS}`);
  await screen.findByRole('heading', { level: 1, name: 'Edit “Why was my BLS card rejected?”' });
  const editor = await textEditor('Text');
  // Opening it is not a change: nothing asks to be saved, and it is still published.
  expect(screen.getByText('Published')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Save and publish' })).toBeNull();

  act(() => {
    editor.commands.setContent('## Lo nuevo\n\nA new first line.', { contentType: 'markdown' });
  });
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Saved: readers see the change now.')).toBeVisible();
  expect(getDb().helpArticles.find((a) => a.slug === BLS)!.body).toBe(
    '## Lo nuevo\n\nA new first line.',
  );

  await user.click(screen.getByRole('button', { name: 'Back to draft' }));
  expect(await screen.findByText('Back to draft: readers no longer find it.')).toBeVisible();
  expect(getDb().helpArticles.find((a) => a.slug === BLS)!.status).toBe('draft');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Published: readers find it now.')).toBeVisible();
  expect(getDb().helpArticles.find((a) => a.slug === BLS)!.status).toBe('published');
});

it('refuses a save over someone else’s change and keeps what was typed', async () => {
  const user = await renderEditor(`/profiles/help-center/edit-article/${BLS}`);
  await textEditor('Text');
  const title = screen.getByRole('textbox', { name: /Title/ });
  await user.clear(title);
  await user.type(title, 'Mine');
  // Another administrator saves first.
  getDb().helpArticles.find((a) => a.slug === BLS)!.updatedAt = new Date(
    Date.now() + 60_000,
  ).toISOString();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(/Someone else changed this article/)).toBeVisible();
  expect(screen.getByText(/reload the page to start from their version/)).toBeVisible();
  expect(title).toHaveValue('Mine');
  expect(getDb().helpArticles.find((a) => a.slug === BLS)!.title).not.toBe('Mine');

  await user.click(screen.getByRole('link', { name: 'Back to the articles' }));
  const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
  expect(location()).toBe(`/profiles/help-center/edit-article/${BLS}`);
});

it('tells a user that administrators write', async () => {
  await renderEditor(`/profiles/help-center/edit-article/${BLS}`, 'user@demo.test');
  expect(
    await screen.findByText('Administrators write help articles. You can read the published ones.'),
  ).toBeVisible();
  expect(screen.queryByRole('textbox')).toBeNull();
});

it('says an article that does not exist is not there, in Spanish', async () => {
  await renderEditor('/profiles/help-center/edit-article/no-such-article', 'admin@demo.test', 'es');
  expect(await screen.findByText('Este artículo no existe o se eliminó.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Volver a los artículos' })).toBeVisible();
});

it('writes the other language’s version of an article that has none, linked to it', async () => {
  const db = getDb();
  const english = db.helpArticles.find((a) => a.slug === BLS)!;
  db.helpArticles = db.helpArticles.filter((a) => a.pair !== english.pair || a.slug === BLS);
  const user = await renderEditor(`/profiles/help-center/edit-article/${BLS}`);
  await textEditor('Text');
  await user.click(screen.getByRole('link', { name: 'Write the other language’s version' }));
  expect(
    await screen.findByText('The other language’s version of “Why was my BLS card rejected?”.'),
  ).toBeVisible();
  const editor = await textEditor('Text');
  expect(screen.getByRole('textbox', { name: 'Language' })).toHaveValue('Spanish');
  expect(screen.getByRole('combobox', { name: /Category/ })).toHaveTextContent(
    'Certifications and life-support cards',
  );
  await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Tu tarjeta BLS');
  act(() => {
    editor.commands.insertContent('Qué tarjetas se aceptan.');
  });
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(location()).toBe('/profiles/help-center/edit-article/tu-tarjeta-bls'));
  expect(getDb().helpArticles.find((a) => a.slug === 'tu-tarjeta-bls')).toMatchObject({
    language: 'es',
    pair: english.pair,
    credentialTypeId: english.credentialTypeId,
  });
});

it('puts the cursor on the first problem, and saves and publishes a new article at once', async () => {
  const user = await renderEditor('/profiles/help-center/edit-article/new?language=en');
  const editor = await textEditor('Text');
  await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Parking at the clinic');
  act(() => {
    editor.commands.insertContent('Park in the blue lot.');
  });
  await user.click(screen.getByRole('button', { name: 'Save and publish' }));
  expect(
    await screen.findByText('Choose where the article sits in the support hub.'),
  ).toBeVisible();
  expect(screen.getByRole('combobox', { name: /Category/ })).toHaveFocus();
  await user.click(screen.getByRole('combobox', { name: /Category/ }));
  await user.click(screen.getByRole('option', { name: 'Getting started' }));
  const publish = screen.getByRole('button', { name: 'Save and publish' });
  await user.click(publish);
  expect(await screen.findByText('Published: readers find it now.')).toBeVisible();
  expect(getDb().helpArticles.find((a) => a.slug === 'parking-at-the-clinic')?.status).toBe(
    'published',
  );
  // The same button now takes it back, and keeps the focus.
  expect(publish).toHaveTextContent('Back to draft');

  await user.click(screen.getByRole('button', { name: 'Delete…' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete “Parking at the clinic”?' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(location()).toBe('/profiles/help-center/manage-article'));
  expect(getDb().helpArticles.some((a) => a.slug === 'parking-at-the-clinic')).toBe(false);
});

it('adds a link from the toolbar, and refuses an address that would run a script', async () => {
  const user = await renderEditor(`/profiles/help-center/edit-article/${BLS}`);
  const editor = await textEditor('Text');
  act(() => {
    editor.commands.setContent('Read the card rules.', { contentType: 'markdown' });
    editor.commands.setTextSelection({ from: 10, to: 20 });
  });
  await user.click(screen.getByRole('button', { name: 'Link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
  const address = within(dialog).getByRole('textbox', { name: 'Address' });
  await user.type(address, 'javascript:alert(1)');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getByText(/This address cannot be a link/)).toBeVisible();
  expect(address).toHaveValue('javascript:alert(1)');
  expect(editor.getMarkdown()).toBe('Read the card rules.');

  await user.clear(address);
  await user.type(address, 'https://example.org/cards');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(editor.getMarkdown()).toBe('Read the [card rules](https://example.org/cards).');
});
