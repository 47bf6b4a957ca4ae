/** @styles-in-document: content width and layout sizes are styles. */
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { LayoutFor } from '@/app/layouts';
import type { LayoutType } from '@/lib/theme/theme-settings';
import {
  setDirection,
  setLayoutType,
  setPanelExpand,
  setSideNavCollapse,
} from '@/lib/theme/theme-store';
import type { RouteLayout } from '@/config/routes';
import { useSession } from '@/features/auth/session/use-session';
import { resetShell } from '../shell';
import {
  ANONYMOUS,
  DESKTOP,
  PHONE,
  renderAt,
  renderInShellAt,
  setScreenWidth,
  signedInAs,
} from './harness';

jest.mock('@/features/auth/session/use-session', () => ({ useSession: jest.fn() }));
jest.mock('@/features/auth/session', () => ({
  session: { logout: jest.fn(() => Promise.resolve()) },
}));

const useSessionMock = jest.mocked(useSession);

const YEAR = String(new Date().getFullYear());

function Page() {
  return <h1>Professionals</h1>;
}

function renderLayout(
  layout: RouteLayout,
  {
    signedIn = true,
    path = '/profiles/professionals',
    header,
  }: { signedIn?: boolean; path?: string; header?: boolean } = {},
) {
  return renderAt(
    path,
    <LayoutFor layout={layout} signedIn={signedIn} header={header}>
      <Page />
    </LayoutFor>,
  );
}

function expectFooter() {
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent(`Copyright © ${YEAR} Compliance Hub All rights reserved.`);
  expect(within(footer).getByRole('link', { name: /Term & Conditions/ })).toHaveAttribute(
    'target',
    '_blank',
  );
}

function expectPageInMain() {
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'main');
  expect(
    within(main).getByRole('heading', { level: 1, name: 'Professionals' }),
  ).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

beforeEach(() => {
  resetShell();
  setScreenWidth(DESKTOP);
  useSessionMock.mockReturnValue(signedInAs(['admin']));
});

const APP_LAYOUTS: LayoutType[] = [
  'collapsibleSide',
  'stackedSide',
  'classicTopBar',
  'framelessSide',
  'contentOverlay',
];

describe.each(APP_LAYOUTS)('the %s app layout', (type) => {
  beforeEach(() => setLayoutType(type));

  it('has a skip link, a header, navigation, the page in <main>, and the footer', async () => {
    renderLayout('app');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: /^Account menu/ }),
    ).toBeInTheDocument();
    expectPageInMain();
    expectFooter();

    // The skip link is the first stop for a keyboard, and it lands in <main>.
    await setupUser().tab();
    expect(skip).toHaveFocus();
    await setupUser().click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('offers the navigation, opened from the header where it is not on screen', async () => {
    renderLayout('app');
    if (type === 'contentOverlay') {
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
      await setupUser().click(screen.getByRole('button', { name: 'Open navigation' }));
      const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
      expect(within(drawer).getByRole('link', { name: 'Users' })).toBeInTheDocument();
    } else if (type === 'classicTopBar') {
      const nav = within(screen.getByRole('banner')).getByRole('navigation', {
        name: 'Main navigation',
      });
      expect(within(nav).getByRole('button', { name: 'Profiles' })).toBeInTheDocument();
    } else if (type === 'stackedSide') {
      expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Profiles navigation' })).toBeInTheDocument();
    } else {
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getByRole('link', { name: 'Professionals' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  it('leaves out the header when asked to', () => {
    renderLayout('app', { header: false });
    expect(screen.queryByRole('banner')).toBeNull();
    expectPageInMain();
    expectFooter();
  });
});

describe('side navigation', () => {
  it('collapses to labelled icons from the header and expands again', async () => {
    setLayoutType('collapsibleSide');
    renderLayout('app');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Users')).toBeInTheDocument();
    expect(within(nav).getByText('Profiles')).toBeInTheDocument();

    await setupUser().click(screen.getByRole('button', { name: 'Collapse navigation' }));

    // Icons only: no visible labels or headings, but every link keeps its name.
    expect(within(nav).queryByText('Users')).toBeNull();
    expect(within(nav).queryByText('Profiles')).toBeNull();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Dashboard',
      'File manager',
      'Professionals',
      'Employers',
      'Users',
      'Support hub',
      'Manage help articles',
      'Account settings',
      'Roles and permissions',
      'Pricing',
      'System configuration',
      'Access denied',
      'Welcome',
    ]);
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Professionals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('list', { name: 'Profiles' })).toBeInTheDocument();

    // Hovering an icon shows its label.
    await setupUser().hover(within(nav).getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('tooltip', { name: 'Users' })).toBeVisible();

    const expand = screen.getByRole('button', { name: 'Expand navigation' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await setupUser().click(expand);
    expect(within(nav).getByText('Users')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('starts collapsed when the saved settings say so', () => {
    setLayoutType('framelessSide');
    setSideNavCollapse(true);
    renderLayout('app');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByText('Users')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });

  it.each(['collapsibleSide', 'framelessSide', 'stackedSide', 'classicTopBar'] as const)(
    'becomes a drawer on a small screen (%s), closing when a page is chosen',
    async (type) => {
      setScreenWidth(PHONE);
      setLayoutType(type);
      renderLayout('app');
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
      const open = screen.getByRole('button', { name: 'Open navigation' });
      expect(open).toHaveAttribute('aria-expanded', 'false');
      await setupUser().click(open);
      const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
      const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
      await setupUser().click(within(nav).getByRole('link', { name: 'Employers' }));
      await waitForElementToBeRemoved(drawer);
      expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    },
  );

  it('closes the drawer with its close button', async () => {
    setScreenWidth(PHONE);
    renderLayout('app');
    await setupUser().click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    await setupUser().click(within(drawer).getByRole('button', { name: 'Close navigation' }));
    await waitForElementToBeRemoved(drawer);
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('stacked side navigation', () => {
  beforeEach(() => setLayoutType('stackedSide'));

  it("shows the current page's section beside the icon rail, and another section on request", async () => {
    renderLayout('app');
    const rail = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(rail).getByRole('button', { name: 'Profiles' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const panel = screen.getByRole('navigation', { name: 'Profiles navigation' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Professionals', 'Employers', 'Users']);
    expect(within(panel).getByRole('link', { name: 'Professionals' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await setupUser().click(within(rail).getByRole('button', { name: 'Account' }));
    const account = screen.getByRole('navigation', { name: 'Account navigation' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account settings', 'Roles and permissions', 'Pricing']);
    expect(within(rail).getByRole('button', { name: 'Account' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('folds the panel away from the header, leaving the icon rail', async () => {
    renderLayout('app');
    await setupUser().click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(screen.queryByRole('navigation', { name: 'Profiles navigation' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    // Choosing a section opens the panel again.
    await setupUser().click(screen.getByRole('button', { name: 'System' }));
    expect(screen.getByRole('navigation', { name: 'System navigation' })).toBeInTheDocument();
  });
});

describe('classic top bar', () => {
  it('puts the navigation in the header, with a menu per section', async () => {
    setLayoutType('classicTopBar');
    renderLayout('app');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', {
      name: 'Main navigation',
    });
    expect(within(nav).getByRole('link', { name: 'System configuration' })).toHaveAttribute(
      'href',
      '/system/config',
    );
    await setupUser().click(within(nav).getByRole('button', { name: 'Profiles' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Professionals', 'Employers', 'Users']);
    expect(within(menu).getByRole('menuitem', { name: 'Professionals' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('content width', () => {
  it('keeps a maximum width, and drops it when the panel is expanded', () => {
    const { unmount } = renderLayout('app');
    expect(screen.getByRole('main')).toHaveStyle({ maxWidth: '1280px' });
    unmount();
    setPanelExpand(true);
    renderLayout('app');
    expect(screen.getByRole('main')).toHaveStyle({ maxWidth: 'none' });
  });
});

describe('the public layout (anonymous visitor on an app page)', () => {
  it('shows the product name, language and settings, the page and the footer, but no menu', () => {
    useSessionMock.mockReturnValue(ANONYMOUS);
    renderLayout('app', { signedIn: false });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Compliance Hub' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(within(banner).getByRole('button', { name: 'Change language' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Open settings' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /^Account menu/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expectPageInMain();
    expectFooter();
  });
});

describe('page layouts', () => {
  it.each(['simple', 'split', 'side'] as const)(
    'the %s layout has the header controls, the page in <main> and the footer',
    (layout) => {
      useSessionMock.mockReturnValue(ANONYMOUS);
      renderLayout(layout, { signedIn: false, path: '/sign-in' });
      expect(
        within(screen.getByRole('banner')).getByRole('button', { name: 'Change language' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
      expectPageInMain();
      expectFooter();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    },
  );

  it.each(['split', 'side'] as const)('the %s layout shows the brand panel', (layout) => {
    renderLayout(layout, { signedIn: false, path: '/sign-in' });
    expect(
      screen.getByText(
        'Licenses, credentials and compliance checks for professionals, employers and agencies, in one place.',
      ),
    ).toBeInTheDocument();
  });

  it('gives a signed-in person on a page layout the user menu too', () => {
    renderLayout('side', { path: '/onboarding/upload-resume' });
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: /^Account menu/ }),
    ).toBeInTheDocument();
  });

  it('the blank layout is the page alone', () => {
    renderLayout('blank', { path: '/landing' });
    expectPageInMain();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it.each(['blank', 'simple', 'split', 'side'] as const)(
    'chosen as the app layout (%s), it keeps the controls to change it back',
    async (type) => {
      setLayoutType(type);
      renderLayout('app');
      expectPageInMain();
      await setupUser().click(screen.getByRole('button', { name: 'Open settings' }));
      expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    },
  );
});

describe('in Spanish', () => {
  it('names the landmarks and controls in Spanish', () => {
    renderAt(
      '/profiles/professionals',
      <LayoutFor layout="app" signedIn>
        <Page />
      </LayoutFor>,
      { locale: 'es' },
    );
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByText('Perfiles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contraer navegación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Menú de la cuenta/ })).toBeInTheDocument();
  });
});

describe('right to left', () => {
  it.each(APP_LAYOUTS)('the %s layout works in a right-to-left page', async (type) => {
    setLayoutType(type);
    setDirection('rtl');
    renderInShellAt(
      '/profiles/professionals',
      <LayoutFor layout="app" signedIn>
        <Page />
      </LayoutFor>,
    );
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expectFooter();
  });
});
