/**
 * The hints of the header's and the side navigation's icons (MUI's Tooltip): what a person sees
 * with a keyboard, a mouse and a finger, and what a screen reader announces.
 *
 * @styles-in-document: tooltips grow in or not (reduced motion) by their styles.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { reducedMotionDeclarations } from '@tests/utils/reduced-motion';
import { setupUser } from '@tests/utils/user';
import type { UserEvent } from '@testing-library/user-event';
import { LayoutFor } from '@/app/layouts';
import type { LayoutType } from '@/lib/theme/theme-settings';
import { setDirection, setLayoutType, setSideNavCollapse } from '@/lib/theme/theme-store';
import type { Locale } from '@/lib/i18n/locale';
import { useSession } from '@/features/auth/session/use-session';
import { resetShell } from '../shell';
import { DESKTOP, renderInShellAt, setScreenWidth, signedInAs } from './harness';

jest.mock('@/features/auth/session/use-session', () => ({ useSession: jest.fn() }));
jest.mock('@/features/auth/session', () => ({
  session: { logout: jest.fn(() => Promise.resolve()) },
}));

beforeEach(() => {
  resetShell();
  setScreenWidth(DESKTOP);
  jest.mocked(useSession).mockReturnValue(signedInAs(['admin']));
});

function renderApp({ type, locale }: { type?: LayoutType; locale?: Locale } = {}) {
  if (type) setLayoutType(type);
  return renderInShellAt(
    '/profiles/professionals',
    <LayoutFor layout="app" signedIn>
      <h1>Professionals</h1>
    </LayoutFor>,
    { locale },
  );
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const tooltip = () => screen.queryByRole('tooltip');

/** Presses Tab until `element` has the focus, as a keyboard user reaches it. */
async function tabTo(user: UserEvent, element: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== element; i += 1) await user.tab();
  expect(element).toHaveFocus();
}

/** Lets time pass that would have shown a hint (MUI's enter delay is 100 ms). */
const pause = (ms = 300) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('header hints with a keyboard', () => {
  it('shows the hint in a tooltip when the button gets keyboard focus, and moves on with it', async () => {
    const user = setupUser();
    renderApp();
    await tabTo(user, button('Open settings'));
    const hint = await screen.findByRole('tooltip', { name: 'Open settings' });
    expect(hint).toBeVisible();
    await user.tab();
    expect(button(/^Account menu/)).toHaveFocus();
    expect(await screen.findByRole('tooltip', { name: 'Account menu' })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('tooltip', { name: 'Open settings' })).toBeNull(),
    );
  });

  it('closes with Escape, leaves the focus where it was, and stays closed', async () => {
    const user = setupUser();
    renderApp();
    await tabTo(user, button('Change language'));
    expect(await screen.findByRole('tooltip', { name: 'Change language' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(tooltip()).toBeNull());
    expect(button('Change language')).toHaveFocus();
    await pause();
    expect(tooltip()).toBeNull();
  });

  it('hides once a click on the page takes the focus away', async () => {
    const user = setupUser();
    renderApp();
    await tabTo(user, button(/^Account menu/));
    expect(await screen.findByRole('tooltip', { name: 'Account menu' })).toBeVisible();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(button(/^Account menu/)).not.toHaveFocus();
    await waitFor(() => expect(tooltip()).toBeNull());
  });
});

describe('header hints for screen readers', () => {
  it.each(['Collapse navigation', 'Change language', 'Switch to dark mode', 'Open settings'])(
    '“%s” is the button’s name, not announced a second time as its description',
    async (name) => {
      const user = setupUser();
      renderApp();
      await tabTo(user, button(name));
      expect(await screen.findByRole('tooltip', { name })).toBeVisible();
      expect(button(name)).toHaveAccessibleName(name);
      expect(button(name)).toHaveAccessibleDescription('');
    },
  );

  it('follows the button’s state: the hint of the mode button names the other mode', async () => {
    const user = setupUser();
    renderApp();
    await user.click(button('Switch to dark mode'));
    const toggle = button('Switch to light mode');
    expect(toggle).toHaveFocus();
    expect(await screen.findByRole('tooltip', { name: 'Switch to light mode' })).toBeVisible();
  });

  it('speaks Spanish in a Spanish page', async () => {
    const user = setupUser();
    renderApp({ locale: 'es' });
    await tabTo(user, button('Abrir ajustes'));
    expect(await screen.findByRole('tooltip', { name: 'Abrir ajustes' })).toBeVisible();
    expect(button('Abrir ajustes')).toHaveAccessibleDescription('');
  });
});

describe('header hints with a mouse', () => {
  it('shows after a short hover, outside the header so nothing in it moves, and hides on leaving', async () => {
    const user = setupUser();
    renderApp();
    await user.hover(button('Open settings'));
    const hint = await screen.findByRole('tooltip', { name: 'Open settings' });
    expect(hint).toBeVisible();
    expect(screen.getByRole('banner')).not.toContainElement(hint);
    await user.unhover(button('Open settings'));
    await waitFor(() => expect(tooltip()).toBeNull());
  });

  it('shows nothing when the pointer only passes over the button', async () => {
    const user = setupUser();
    renderApp();
    await user.hover(button('Open settings'));
    await user.unhover(button('Open settings'));
    await pause();
    expect(tooltip()).toBeNull();
  });

  it('stays while the pointer is over the tooltip itself (it can be read or magnified)', async () => {
    const user = setupUser();
    renderApp();
    await user.hover(button('Open settings'));
    await user.hover(await screen.findByRole('tooltip', { name: 'Open settings' }));
    await pause();
    expect(screen.getByRole('tooltip', { name: 'Open settings' })).toBeVisible();
    await user.hover(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(tooltip()).toBeNull());
  });
});

describe('header hints on a touch screen', () => {
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
  );
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  // In steps, so that React renders what each timer changed before the next one is due; the
  // touch ripple starts after a promise, hence the async act.
  const wait = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 50) {
      await act(async () => jest.advanceTimersByTime(50));
    }
  };
  const send = (fire: () => void) => act(async () => fire());

  it('shows the hint on a long press and takes it away after the finger lifts', async () => {
    renderApp();
    const settings = button('Open settings');
    await send(() => fireEvent.touchStart(settings));
    await wait(400);
    expect(tooltip()).toBeNull();
    await wait(400);
    expect(screen.getByRole('tooltip', { name: 'Open settings' })).toBeVisible();
    await send(() => fireEvent.touchEnd(settings));
    await wait(1000);
    expect(screen.getByRole('tooltip', { name: 'Open settings' })).toBeVisible();
    await wait(1000);
    expect(tooltip()).toBeNull();
  });

  it('leaves no tooltip behind after a tap, which still presses the button', async () => {
    renderApp();
    const toggle = button('Switch to dark mode');
    await send(() => fireEvent.touchStart(toggle));
    await wait(50);
    await send(() => fireEvent.touchEnd(toggle));
    // What a browser sends after a tap: the emulated pointer, the focus, the click.
    await send(() => fireEvent.mouseOver(toggle));
    await send(() => toggle.focus());
    await send(() => fireEvent.click(toggle));
    await wait(3000);
    expect(tooltip()).toBeNull();
    expect(button('Switch to light mode')).toHaveFocus();
  });
});

describe('side navigation hints', () => {
  it('a folded menu hints each icon link’s page after the icon, to the right in LTR', async () => {
    const user = setupUser();
    setSideNavCollapse(true);
    renderApp({ type: 'collapsibleSide' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const users = within(nav).getByRole('link', { name: 'Users' });
    await tabTo(user, users);
    const hint = await screen.findByRole('tooltip', { name: 'Users' });
    expect(hint).toBeVisible();
    expect(hint).toHaveAttribute('data-popper-placement', 'right');
    expect(users).toHaveAccessibleName('Users');
    expect(users).toHaveAccessibleDescription('');
  });

  it('puts it to the left of the icon in RTL', async () => {
    const user = setupUser();
    setSideNavCollapse(true);
    setDirection('rtl');
    renderApp({ type: 'framelessSide' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.hover(within(nav).getByRole('link', { name: 'Employers' }));
    const hint = await screen.findByRole('tooltip', { name: 'Employers' });
    expect(hint).toHaveAttribute('data-popper-placement', 'left');
  });

  it('shows no hint in an unfolded menu, where the link’s own text says the same', async () => {
    const user = setupUser();
    renderApp({ type: 'collapsibleSide' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const users = within(nav).getByRole('link', { name: 'Users' });
    await user.hover(users);
    await tabTo(user, users);
    await pause();
    expect(tooltip()).toBeNull();
  });

  it.each([
    ['ltr', 'right'],
    ['rtl', 'left'],
  ] as const)(
    'the section rail of the stacked layout hints each section after its icon (%s: %s)',
    async (direction, side) => {
      const user = setupUser();
      setDirection(direction);
      renderApp({ type: 'stackedSide' });
      const rail = screen.getByRole('navigation', { name: 'Sections' });
      const account = within(rail).getByRole('button', { name: 'Account' });
      await tabTo(user, account);
      const hint = await screen.findByRole('tooltip', { name: 'Account' });
      expect(hint).toHaveAttribute('data-popper-placement', side);
      expect(account).toHaveAccessibleDescription('');
    },
  );
});

describe('motion', () => {
  it('a tooltip does not grow in for someone who asked for reduced motion', async () => {
    const user = setupUser();
    renderApp();
    await tabTo(user, button('Open settings'));
    const hint = await screen.findByRole('tooltip', { name: 'Open settings' });
    const bubble = within(hint).getByText('Open settings');
    // The theme's one rule for reduced motion reaches it (Grow writes its transition inline).
    expect(reducedMotionDeclarations(bubble)).toEqual(
      expect.arrayContaining(['transition-duration: 0.01ms !important']),
    );
  });
});
