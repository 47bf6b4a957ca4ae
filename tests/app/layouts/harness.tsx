import type { ReactElement } from 'react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Locale } from '@/lib/i18n/locale';
import type { Role, SessionState } from '@/features/auth/session/session';
import { renderWithProviders } from '@tests/utils/render';
import { renderInShell } from '../shell';

/**
 * Session states for layout and page tests. Test files mock the session modules themselves:
 *   jest.mock('@/features/auth/session/use-session', () => ({ useSession: jest.fn() }));
 *   jest.mock('@/features/auth/session', () => ({ session: { logout: jest.fn() } }));
 */
export function signedInAs(
  roles: Role[],
  identity: { name?: string; email?: string } = { name: 'Ada Lovelace', email: 'ada@example.com' },
): SessionState {
  return {
    status: 'signedIn',
    signedIn: true,
    user: null,
    identity: identity as SessionState['identity'],
    roles,
    mode: 'test',
    secondFactor: null,
    cookiesEnabled: true,
  };
}

export const ANONYMOUS: SessionState = {
  status: 'signedOut',
  signedIn: false,
  user: null,
  identity: null,
  roles: [],
  mode: 'test',
  secondFactor: null,
  cookiesEnabled: true,
};

function matches(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

/** jsdom has no matchMedia: answer media queries as a window `width` px wide would. */
export function setScreenWidth(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query, width),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

export const DESKTOP = 1280;
export const PHONE = 390;

/** With the app's providers (fixed language), at `path`. */
export function renderAt(
  path: string,
  ui: ReactElement,
  { locale = 'en' }: { locale?: Locale } = {},
) {
  return renderWithProviders(<RouterAt path={path} ui={ui} />, { locale });
}

/** Inside the shell's own providers (theme and locale stores drive what is shown), at `path`. */
export function renderInShellAt(path: string, ui: ReactElement, options: { locale?: Locale } = {}) {
  return renderInShell(<RouterAt path={path} ui={ui} />, options);
}

/**
 * `ui` in a data router in memory (the app's router is one too: blockers need it), opened at
 * `path`, on the route `pattern` (every path unless given; a pattern gives the page its params).
 */
export function RouterAt({
  path,
  ui,
  pattern = '*',
  elsewhere,
}: {
  path: string;
  ui: ReactElement;
  pattern?: string;
  /** What every other path shows, with a pattern (nothing unless given). */
  elsewhere?: ReactElement;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [{ path: pattern, element: ui }, ...(elsewhere ? [{ path: '*', element: elsewhere }] : [])],
      { initialEntries: [path] },
    ),
  );
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
