import { linkPath } from '@/config/paths';
import { ROUTES } from '@/config/routes';
import {
  FALLBACK_PATH,
  firstAllowedEntry,
  navGroupsFor,
  startPathFor,
} from '@/features/navigation/nav-model';
import type { Role } from '@/features/auth/session/session';

const paths = (roles: Role[]) =>
  navGroupsFor(roles).flatMap((group) => group.entries.map((entry) => entry.to));

describe('the navigation menu derived from the route table', () => {
  it('gives an admin every menu entry an admin may open, grouped by section in order', () => {
    expect(navGroupsFor(['admin']).map((group) => group.section)).toEqual([
      'main',
      'profiles',
      'helpCenter',
      'account',
      'system',
      'others',
    ]);
    expect(paths(['admin'])).toEqual([
      '/home',
      '/profiles/file-manager',
      '/profiles/professionals',
      '/profiles/employers',
      '/profiles/users',
      '/profiles/help-center/support-hub',
      '/profiles/help-center/manage-article',
      '/profiles/account/settings',
      '/profiles/account/roles-permissions',
      '/profiles/account/pricing',
      '/system/config',
      '/access-denied',
      '/landing',
    ]);
  });

  it('gives a professional only their documentation and account settings', () => {
    expect(paths(['professional'])).toEqual([
      '/profiles/documentation/me',
      '/profiles/account/settings',
    ]);
  });

  it('gives a recruiter the dashboard and account settings', () => {
    expect(paths(['recruiter'])).toEqual(['/home', '/profiles/account/settings']);
  });

  it('joins the entries of several roles without repeating any', () => {
    const both = paths(['professional', 'recruiter']);
    expect(both).toEqual(['/home', '/profiles/documentation/me', '/profiles/account/settings']);
  });

  it("gives an organization's and an agency's people their own employer, and no one else", () => {
    for (const role of ['organization', 'agency'] as const) {
      const main = navGroupsFor([role]).find((group) => group.section === 'main');
      expect(main?.entries.map((e) => [e.to, e.title.defaultMessage])).toEqual([
        ['/profiles/employer/mine', 'My organization'],
      ]);
    }
    for (const role of ['admin', 'recruiter', 'professional', 'user'] as const)
      expect(paths([role])).not.toContain('/profiles/employer/mine');
  });

  it('gives someone without roles no menu at all', () => {
    expect(navGroupsFor([])).toEqual([]);
  });

  it('never lists a route that is not in the menu or not protected', () => {
    const listed = new Set(
      paths(['admin', 'user', 'recruiter', 'agency', 'organization', 'professional']),
    );
    for (const route of ROUTES) {
      if (!route.nav) expect(listed).not.toContain(linkPath(route.path));
    }
  });

  it.each([
    ['/profiles/account/settings/:step?', '/profiles/account/settings'],
    ['/system/config/*', '/system/config'],
    ['/profiles/professional/:id', '/profiles/professional'],
    ['/home', '/home'],
  ])('links %s to its base path %s', (path, expected) => {
    expect(linkPath(path)).toBe(expected);
  });

  it('starts each person on their first menu entry, never on access denied', () => {
    expect(startPathFor(['admin'])).toBe('/home');
    expect(startPathFor(['professional'])).toBe('/profiles/documentation/me');
    expect(startPathFor(['agency'])).toBe('/profiles/employer/mine');
    expect(startPathFor([])).toBe(FALLBACK_PATH);
    expect(firstAllowedEntry(['admin'])?.key).toBe('home');
  });
});
