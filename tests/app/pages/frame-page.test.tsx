import { cleanup, screen, within } from '@testing-library/react';
import es from '@/lib/i18n/locales/es.json';
import FramePage from '@/app/pages/frame-page';
import { routeEmptyStates } from '@/config/route-empty-states';
import { routeTitles } from '@/config/route-messages';
import { ROUTES } from '@/config/routes';
import type { Role } from '@/features/auth/session/session';
import { useSession } from '@/features/auth/session/use-session';
import { HomeIsStartPage } from '@/app/layouts';
import { renderAt, signedInAs } from '../layouts/harness';

jest.mock('@/features/auth/session/use-session', () => ({ useSession: jest.fn() }));

const useSessionMock = jest.mocked(useSession);
const spanish: Record<string, string> = es;

function renderFrame(path: string, roles: Role[] = ['admin'], locale: 'en' | 'es' = 'en') {
  useSessionMock.mockReturnValue(signedInAs(roles));
  // As the app shows it: inside a layout, where "Home" is the person's start page.
  return renderAt(
    path,
    <HomeIsStartPage>
      <FramePage />
    </HomeIsStartPage>,
    { locale },
  );
}

/** The breadcrumb as a person reads it, and where its links go. */
function breadcrumb(name = 'Breadcrumb') {
  const nav = screen.getByRole('navigation', { name });
  const items = within(nav).getAllByRole('listitem');
  return {
    text: items.map((item) => item.textContent),
    links: within(nav)
      .queryAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
    current: nav.querySelector('[aria-current="page"]')?.textContent,
  };
}

/** A concrete address for a route path: `:id` → 42, optional and splat parts dropped. */
function sampleAddress(path: string): string {
  return path
    .replace(/\/:[^/]+\?$/, '')
    .replace(/\/\*$/, '')
    .replace(/:[^/]+/g, '42');
}

describe('page frames', () => {
  it('shows the title, the breadcrumb and what will appear there', () => {
    renderFrame('/profiles/account/roles-permissions');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Roles and permissions' }),
    ).toBeInTheDocument();
    expect(breadcrumb()).toEqual({
      text: ['Home', 'Account', 'Roles and permissions'],
      links: [['Home', '/home']],
      current: 'Roles and permissions',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Nothing to show yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(routeEmptyStates.rolesPermissions.defaultMessage)).toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderFrame('/profiles/account/roles-permissions', ['admin'], 'es');
    const title = spanish[routeTitles.rolesPermissions.id];
    expect(title).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(breadcrumb('Ruta de navegación').text).toEqual(['Inicio', 'Cuenta', title]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Todavía no hay nada que mostrar' }),
    ).toBeInTheDocument();
    const empty = spanish[routeEmptyStates.rolesPermissions.id];
    expect(empty).toBeTruthy();
    expect(screen.getByText(empty ?? '')).toBeInTheDocument();
  });

  it('puts detail pages under their section, and Home is where this person starts', () => {
    renderFrame('/profiles/professional/42', ['professional']);
    expect(breadcrumb()).toEqual({
      text: ['Home', 'Profiles', 'Professional details'],
      links: [['Home', '/profiles/documentation/me']],
      current: 'Professional details',
    });
  });

  // One trail per route, from the route table: a record sits under its list (a link for those
  // who may open the list), the list under its menu section.
  it.each([
    ['/profiles/professional/42', ['Home', 'Profiles', 'Professionals', 'Professional details']],
    ['/profiles/employer/42', ['Home', 'Profiles', 'Employers', 'Employer details']],
    ['/profiles/help-center/article/42', ['Home', 'Help Center', 'Support hub', 'Help article']],
  ])('%s, for an admin: %j, the list a link', (address, text) => {
    renderFrame(address, ['admin']);
    const trail = breadcrumb();
    expect(trail.text).toEqual(text);
    expect(trail.links.map(([label]) => label)).toEqual(['Home', text[2]]);
  });

  it('sits a list and its records on the same trail, in Spanish too', () => {
    renderFrame('/profiles/employers', ['admin'], 'es');
    const list = breadcrumb('Ruta de navegación').text;
    cleanup();
    renderFrame('/profiles/employer/42', ['admin'], 'es');
    const record = breadcrumb('Ruta de navegación').text;
    expect(record.slice(0, list.length)).toEqual(list);
    expect(record).toHaveLength(list.length + 1);
  });

  it('puts the onboarding steps under Onboarding', () => {
    renderFrame('/onboarding/upload-resume', ['user']);
    expect(breadcrumb().text).toEqual(['Home', 'Onboarding', 'Upload your resume']);
    expect(
      screen.getByText('Upload your resume so employers can see your experience.'),
    ).toBeInTheDocument();
  });

  it.each(
    ROUTES.filter((route) => route.layout !== 'simple').map((route) => [
      sampleAddress(route.path),
      route.title.defaultMessage,
    ]),
  )('%s has one <h1> (%s), a breadcrumb and some text about the page', (address, title) => {
    renderFrame(address, ['admin', 'user', 'professional']);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    expect(breadcrumb().current).toBe(title);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('says a page it does not know was not found', () => {
    renderFrame('/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('the access-denied page', () => {
  it('says so, and offers the first page the person may open', () => {
    renderFrame('/access-denied', ['admin']);
    expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/home');
  });

  it("sends a professional to their documentation, not to a dashboard they can't open", () => {
    renderFrame('/access-denied', ['professional']);
    expect(screen.getByRole('link', { name: 'Go to My documentation' })).toHaveAttribute(
      'href',
      '/profiles/documentation/me',
    );
  });

  it('falls back to account settings for someone without a menu', () => {
    renderFrame('/access-denied', []);
    expect(screen.getByRole('link', { name: 'Go to Account settings' })).toHaveAttribute(
      'href',
      '/profiles/account/settings',
    );
  });

  it('speaks Spanish', () => {
    renderFrame('/access-denied', ['admin'], 'es');
    expect(screen.getByText('No tienes permiso para ver esta página.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Ir a / })).toHaveAttribute('href', '/home');
  });
});
