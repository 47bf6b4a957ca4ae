/**
 * The help center's pages (decision 034): the support hub searches in the reader's language
 * without accents and browses by category, with a way to a person; an article is read with its
 * other language one link away and "Was this helpful?"; the wallet opens the article that says
 * why a copy was not accepted, in the reader's language.
 */
import { screen, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { Route, Routes, useLocation } from 'react-router-dom';
import ArticlePage from '@/features/help/article-page';
import SupportHubPage from '@/features/help/support-hub-page';
import DocumentationPage from '@/features/wallet/documentation-page';
import { signInSession, setupAuthScreens } from '../auth/screens/helpers';
import { renderAt } from '../../app/layouts/harness';

setupAuthScreens();

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

async function renderHelp(path: string, locale: 'en' | 'es' = 'en', email = 'admin@demo.test') {
  await signInSession(email);
  const user = setupUser({ delay: null });
  renderAt(
    path,
    <>
      <Routes>
        <Route path="/profiles/help-center/support-hub" element={<SupportHubPage />} />
        <Route path="/profiles/help-center/article/:id" element={<ArticlePage />} />
        <Route path="/profiles/documentation/me" element={<DocumentationPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { locale },
  );
  return user;
}

const where = () => screen.getByTestId('where').textContent;

it('searches in the reader’s language without accents, by category, and offers a person', async () => {
  const user = await renderHelp('/profiles/help-center/support-hub', 'es');
  const mostRead = await screen.findByRole('list', { name: 'Los más leídos' });
  expect(within(mostRead).getAllByRole('listitem')).toHaveLength(6);
  expect(within(mostRead).getAllByRole('link')[0]).toHaveTextContent('BLS');

  await user.type(
    screen.getByRole('searchbox', { name: 'Buscar artículos de ayuda' }),
    'VACUNACION',
  );
  const heading = await screen.findByRole('heading', { name: /artículos coinciden$/ });
  const results = screen.getByRole('list', { name: heading.textContent! });
  expect(within(results).getAllByRole('listitem').length).toBeGreaterThan(1);
  expect(results).toHaveTextContent(/vacunación/i);
  expect(where()).toBe('/profiles/help-center/support-hub?q=VACUNACION');

  await user.clear(screen.getByRole('searchbox'));
  await user.click(screen.getByRole('button', { name: 'Licencias' }));
  expect(await screen.findByRole('heading', { name: 'Categoría: Licencias' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Licencias' })).toHaveAttribute('aria-pressed', 'true');
  expect(where()).toBe('/profiles/help-center/support-hub?category=licenses');

  await user.type(screen.getByRole('searchbox'), 'zzyzx');
  await screen.findByRole('heading', { name: 'Ningún artículo coincide' });
  expect(screen.getByText(/Todavía no hay un artículo sobre esto/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Escribir a support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
});

it('reads an article, its other language one link away, and takes "Was this helpful?"', async () => {
  const user = await renderHelp('/profiles/help-center/article/why-was-my-bls-card-rejected');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Why was my BLS card rejected?' }),
  ).toBeVisible();
  expect(screen.getByRole('table')).toHaveTextContent('American Heart Association');
  expect(screen.getByText(/^Updated .* by Help center team$/)).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(
    await screen.findByText('Thank you: glad it helped. 1 person found it helpful'),
  ).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('link', { name: 'Read in Spanish' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: '¿Por qué se rechazó tu tarjeta BLS?' }),
  ).toBeVisible();
  expect(where()).toBe('/profiles/help-center/article/por-que-se-rechazo-tu-tarjeta-bls');
  expect(screen.getByRole('link', { name: 'Read in English' })).toBeVisible();
});

it('says when an article does not exist, with the way back', async () => {
  await renderHelp('/profiles/help-center/article/no-such-article');
  expect(await screen.findByText('This article does not exist or is not published.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to the support hub' })).toHaveAttribute(
    'href',
    '/profiles/help-center/support-hub',
  );
});

it('opens, from the wallet, the article on why a copy was not accepted, in the reader’s language', async () => {
  const user = await renderHelp('/profiles/documentation/me', 'es', 'professional@demo.test');
  // Each such button names its credential type for a screen reader.
  const why = await screen.findByRole('button', { name: /^¿Por qué no se aceptó\? Vacuna.*Tdap/ });
  await user.click(why);
  const dialog = await screen.findByRole('dialog', { name: /Tdap/ });
  expect(dialog).toHaveTextContent('¿Te resultó útil?');
  expect(within(dialog).getByRole('heading', { name: /Tdap/ })).toHaveFocus();
  // Another article opens in the same dialog: the help center's pages are not a professional's.
  const related = within(dialog).getByRole('link', { name: /tuberculosis/ });
  await user.click(related);
  expect(await screen.findByRole('dialog', { name: /tuberculosis/ })).toBeVisible();
  expect(where()).toBe('/profiles/documentation/me');
  await user.click(screen.getByRole('button', { name: 'Cerrar' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
