/** @jest-environment node */
import { matchPath, matchRoutes, resolveTo } from '@/app/navigation';
import type { PathPattern, RouteObject } from '@/app/navigation';
import { ROUTES } from '@/app/routes/routes';

// Expected values are React Router 7's results for the same calls.
describe('matchPath', () => {
  it.each<[string | PathPattern, string, object | null]>([
    // Static paths: an optional trailing slash, case-insensitive by default.
    ['/sign-in', '/sign-in', { params: {}, pathname: '/sign-in', pathnameBase: '/sign-in' }],
    ['/sign-in', '/sign-in/', { params: {}, pathname: '/sign-in/', pathnameBase: '/sign-in' }],
    ['/sign-in', '/sign-in//', { params: {}, pathname: '/sign-in//', pathnameBase: '/sign-in' }],
    ['/sign-in', '/SIGN-IN', { params: {}, pathname: '/SIGN-IN', pathnameBase: '/SIGN-IN' }],
    [{ path: '/sign-in', caseSensitive: true }, '/SIGN-IN', null],
    ['/sign-in', '/sign-in/x', null],
    ['/sign-in', '/sign-inx', null],
    ['/x.y', '/xzy', null],
    ['/', '/', { params: {}, pathname: '/', pathnameBase: '/' }],
    ['/', '/home', null],
    // Params: one whole segment, never empty; an encoded slash reads as `/`.
    [
      '/profiles/user/:id',
      '/profiles/user/42',
      { params: { id: '42' }, pathname: '/profiles/user/42', pathnameBase: '/profiles/user/42' },
    ],
    [
      '/profiles/user/:id',
      '/profiles/user/42/',
      { params: { id: '42' }, pathname: '/profiles/user/42/', pathnameBase: '/profiles/user/42' },
    ],
    ['/profiles/user/:id', '/profiles/user/', null],
    ['/profiles/user/:id', '/profiles/user/1/2', null],
    [
      '/profiles/user/:id',
      '/profiles/user/a%2Fb',
      {
        params: { id: 'a/b' },
        pathname: '/profiles/user/a%2Fb',
        pathnameBase: '/profiles/user/a%2Fb',
      },
    ],
    [
      '/profiles/user/:id',
      '/profiles/user/%E2%82%AC',
      {
        params: { id: '%E2%82%AC' },
        pathname: '/profiles/user/%E2%82%AC',
        pathnameBase: '/profiles/user/%E2%82%AC',
      },
    ],
    [
      '/a/:b-c/:d_e',
      '/a/1/2',
      { params: { 'b-c': '1', d_e: '2' }, pathname: '/a/1/2', pathnameBase: '/a/1/2' },
    ],
    // Optional params.
    [
      '/profiles/account/settings/:step?',
      '/profiles/account/settings',
      {
        params: { step: undefined },
        pathname: '/profiles/account/settings',
        pathnameBase: '/profiles/account/settings',
      },
    ],
    [
      '/profiles/account/settings/:step?',
      '/profiles/account/settings/password',
      {
        params: { step: 'password' },
        pathname: '/profiles/account/settings/password',
        pathnameBase: '/profiles/account/settings/password',
      },
    ],
    ['/profiles/account/settings/:step?', '/profiles/account/settings/a/b', null],
    // Splats: the rest of the path, possibly empty.
    [
      '/system/config/*',
      '/system/config',
      { params: { '*': '' }, pathname: '/system/config', pathnameBase: '/system/config' },
    ],
    [
      '/system/config/*',
      '/system/config/a/b/',
      {
        params: { '*': 'a/b/' },
        pathname: '/system/config/a/b/',
        pathnameBase: '/system/config',
      },
    ],
    ['/system/config/*', '/system/configx', null],
    [
      '*',
      '/any/where',
      { params: { '*': 'any/where' }, pathname: '/any/where', pathnameBase: '/' },
    ],
    ['*', '/', { params: { '*': '' }, pathname: '/', pathnameBase: '/' }],
    // Prefixes (`end: false`), as the navigation menus mark a section: whole segments only.
    [
      { path: '/profiles/users', end: false },
      '/profiles/users/1',
      { params: {}, pathname: '/profiles/users', pathnameBase: '/profiles/users' },
    ],
    [{ path: '/profiles/users', end: false }, '/profiles/usersx', null],
    [{ path: '/profiles/users', end: true }, '/profiles/users/1', null],
  ])('%j against %s', (pattern, pathname, expected) => {
    const match = matchPath(pattern, pathname);
    if (expected === null) expect(match).toBeNull();
    else
      expect(match).toEqual({
        ...expected,
        pattern:
          typeof pattern === 'string'
            ? { path: pattern, caseSensitive: false, end: true }
            : pattern,
      });
  });

  it("matches each route of the app's table, and only that one", () => {
    const sample = (path: string) =>
      path.replace(':id', '7').replace(':step?', 'password').replace('*', 'deep/er');
    for (const route of ROUTES) {
      const matching = ROUTES.filter((r) =>
        matchPath({ path: r.path, end: true }, sample(route.path)),
      );
      expect(matching.map((r) => r.key)).toEqual([route.key]);
      expect(matchPath(route.path, `${sample(route.path)}/`.toUpperCase())).not.toBeNull();
    }
    expect(ROUTES.filter((r) => matchPath(r.path, '/no/such/page'))).toEqual([]);
  });
});

describe('route ranking (matchRoutes)', () => {
  const el = (name: string) => name;
  const routes: RouteObject[] = [
    {
      element: el('layout'),
      children: [
        { path: '/', element: el('root') },
        { path: '*', element: el('not found') },
        { path: '/items/:id', element: el('item') },
        { path: '/items/new', element: el('new item') },
        { path: '/items/*', element: el('items splat') },
        { path: '/settings/:step?', element: el('settings') },
        { path: '/settings/profile', element: el('profile settings') },
        { path: '/dup', element: el('first dup') },
        { path: '/dup', element: el('second dup') },
        {
          path: '/nested',
          element: el('nested'),
          children: [
            { index: true, element: el('nested index') },
            { path: ':x', element: el('nested x') },
          ],
        },
      ],
    },
  ];
  const leaf = (pathname: string) => {
    const match = matchRoutes(routes, pathname);
    return match && { chain: match.routes.map((r) => r.element), params: match.params };
  };

  it.each<[string, unknown[], object]>([
    ['/', ['layout', 'root'], {}],
    ['/items/new', ['layout', 'new item'], {}],
    ['/items/7', ['layout', 'item'], { id: '7' }],
    ['/items/7/more', ['layout', 'items splat'], { '*': '7/more' }],
    ['/items', ['layout', 'items splat'], { '*': '' }],
    ['/settings', ['layout', 'settings'], {}],
    ['/settings/profile', ['layout', 'profile settings'], {}],
    ['/settings/password', ['layout', 'settings'], { step: 'password' }],
    ['/dup', ['layout', 'first dup'], {}],
    ['/nested', ['layout', 'nested', 'nested index'], {}],
    ['/nested/1', ['layout', 'nested', 'nested x'], { x: '1' }],
    ['/unknown/path', ['layout', 'not found'], { '*': 'unknown/path' }],
    // Matched decoded: params read as text.
    ['/items/caf%C3%A9', ['layout', 'item'], { id: 'café' }],
  ])('%s → %j', (pathname, chain, params) => {
    expect(leaf(pathname)).toEqual({ chain, params });
  });

  it('matches nothing without a catch-all', () => {
    expect(matchRoutes([{ path: '/a', element: 'a' }], '/b')).toBeNull();
  });
});

describe('resolveTo (path-relative, as React Router resolves with relative="path")', () => {
  it.each<[Parameters<typeof resolveTo>[0], string, string]>([
    ['/x', '/a/b', '/x'],
    ['/x/', '/a/b', '/x/'],
    ['/x?y#z', '/a/b', '/x?y#z'],
    ['/a/./b/../c', '/', '/a/c'],
    ['/a//b', '/', '/a/b'],
    ['x', '/a/b', '/a/b/x'],
    ['..', '/a/b', '/a'],
    ['../../../..', '/a/b', '/'],
    ['.', '/a/b/', '/a/b/'],
    ['?q=1', '/a/b', '/a/b?q=1'],
    ['#h', '/a/b', '/a/b#h'],
    [{ pathname: '/p', search: 'q=1' }, '/a', '/p?q=1'],
    [{ hash: 'h' }, '/a', '/a#h'],
  ])('%j from %s → %s', (to, from, expected) => {
    const { pathname, search, hash } = resolveTo(to, from);
    expect(`${pathname}${search}${hash}`).toBe(expected);
  });
});
