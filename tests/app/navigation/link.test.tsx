import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import ListItemButton from '@mui/material/ListItemButton';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import type { ReactNode } from 'react';
import { AppBrowserRouter } from '@/app/browser-router';
import { Link, MemoryRouter, NavLink, useLocation } from '@/app/navigation';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return (
    <output data-testid="where">
      {`${pathname}${search}${hash}`}
      {state === null ? '' : ` ${JSON.stringify(state)}`}
    </output>
  );
}
const where = () => screen.getByTestId('where').textContent;

/** Whether the last click was left to the browser (jsdom would try to load the page: stopped). */
let browserHandled: boolean[] = [];
function recordDefault(event: MouseEvent) {
  browserHandled.push(!event.defaultPrevented);
  event.preventDefault();
}
beforeEach(() => {
  browserHandled = [];
  window.addEventListener('click', recordDefault);
  window.history.replaceState(null, '', '/start');
});
afterEach(() => window.removeEventListener('click', recordDefault));

function inBrowser(ui: ReactNode) {
  return render(
    <AppBrowserRouter>
      {ui}
      <Where />
    </AppBrowserRouter>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });

describe('Link', () => {
  it('renders an <a href> and navigates inside the app on a plain click', async () => {
    inBrowser(<Link to="/next?q=1#top">next</Link>);
    expect(link('next')).toHaveAttribute('href', '/next?q=1#top');
    const entries = window.history.length;
    await act(async () => fireEvent.click(link('next')));
    expect(where()).toBe('/next?q=1#top');
    expect(window.location.pathname).toBe('/next');
    expect(window.history.length).toBe(entries + 1);
    expect(browserHandled).toEqual([false]);
  });

  it.each([
    ['the meta key', { metaKey: true }],
    ['the control key', { ctrlKey: true }],
    ['the shift key', { shiftKey: true }],
    ['the alt key', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', async (_name, init) => {
    inBrowser(<Link to="/next">next</Link>);
    await act(async () => fireEvent.click(link('next'), init));
    expect(where()).toBe('/start');
    expect(browserHandled).toEqual([true]);
  });

  it.each<[string, ReactNode]>([
    [
      'target="_blank"',
      <Link to="/next" target="_blank">
        next
      </Link>,
    ],
    [
      'reloadDocument',
      <Link to="/next" reloadDocument>
        next
      </Link>,
    ],
    [
      'download',
      <Link to="/file.csv" download>
        next
      </Link>,
    ],
    ['another origin', <Link to="https://elsewhere.example/page">next</Link>],
  ])('leaves a link with %s to the browser', async (_name, ui) => {
    inBrowser(ui);
    await act(async () => fireEvent.click(link('next')));
    expect(where()).toBe('/start');
    expect(browserHandled).toEqual([true]);
  });

  it('keeps an address of another origin as it is, and makes one of this origin a path', () => {
    inBrowser(
      <>
        <Link to="https://elsewhere.example/page">away</Link>
        <Link to={`${window.location.origin}/here?x=1`}>here</Link>
      </>,
    );
    expect(link('away')).toHaveAttribute('href', 'https://elsewhere.example/page');
    expect(link('here')).toHaveAttribute('href', '/here?x=1');
  });

  it('navigates on target="_self"', async () => {
    inBrowser(
      <Link to="/next" target="_self">
        next
      </Link>,
    );
    await act(async () => fireEvent.click(link('next')));
    expect(where()).toBe('/next');
  });

  it("does not navigate when the link's own onClick prevented it, and calls it in any case", async () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    inBrowser(
      <Link to="/next" onClick={onClick}>
        next
      </Link>,
    );
    await act(async () => fireEvent.click(link('next')));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/start');
  });

  it('carries state, replaces on request, and replaces when it leads where the page is', async () => {
    inBrowser(
      <>
        <Link to="/a" state={{ from: 'start' }}>
          a
        </Link>
        <Link to="/b" replace>
          b
        </Link>
        <Link to="/b">same</Link>
      </>,
    );
    const entries = window.history.length;
    await act(async () => fireEvent.click(link('a')));
    expect(where()).toBe('/a {"from":"start"}');
    expect(window.history.state.usr).toEqual({ from: 'start' });
    await act(async () => fireEvent.click(link('b')));
    expect(where()).toBe('/b');
    const key = window.history.state.key;
    await act(async () => fireEvent.click(link('same')));
    expect(window.history.length).toBe(entries + 1);
    // A new entry in place of the old one.
    expect(window.history.state.key).not.toBe(key);
  });

  it('passes its ref and props to the <a>, as MUI components rendered as links need', async () => {
    const ref = createRef<HTMLAnchorElement>();
    inBrowser(
      <>
        <MuiLink component={Link} to="/mui-link" ref={ref} underline="hover">
          mui link
        </MuiLink>
        <Button component={Link} to="/mui-button" variant="contained">
          mui button
        </Button>
      </>,
    );
    expect(ref.current).toBe(link('mui link'));
    expect(link('mui link').className).toMatch(/MuiLink-root/);
    expect(link('mui button')).toHaveAttribute('href', '/mui-button');
    await act(async () => fireEvent.click(link('mui button')));
    expect(where()).toBe('/mui-button');
    await act(async () => fireEvent.click(link('mui link')));
    expect(where()).toBe('/mui-link');
  });

  it('follows the back and forward buttons', async () => {
    inBrowser(<Link to="/next">next</Link>);
    await act(async () => fireEvent.click(link('next')));
    const popped = () =>
      new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await act(async () => {
      const done = popped();
      window.history.back();
      await done;
    });
    expect(where()).toBe('/start');
    await act(async () => {
      const done = popped();
      window.history.forward();
      await done;
    });
    expect(where()).toBe('/next');
  });
});

describe('NavLink', () => {
  function renderNav(path: string, ui: ReactNode) {
    return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
  }

  it.each<[string, string, boolean, boolean]>([
    // [location, to, end, active]
    ['/profiles/users', '/profiles/users', false, true],
    ['/profiles/users/', '/profiles/users', false, true],
    ['/PROFILES/users', '/profiles/users', false, true],
    ['/profiles/users/7', '/profiles/users', false, true],
    ['/profiles/users/7', '/profiles/users', true, false],
    ['/profiles/usersx', '/profiles/users', false, false],
    ['/profiles', '/profiles/users', false, false],
    ['/home', '/', false, false],
    ['/', '/', false, true],
  ])('at %s, a link to %s (end: %s) is active: %s', (path, to, end, active) => {
    renderNav(
      path,
      <NavLink to={to} end={end} className="entry">
        entry
      </NavLink>,
    );
    const entry = link('entry');
    expect(entry.getAttribute('aria-current')).toBe(active ? 'page' : null);
    expect(entry.className).toBe(active ? 'entry active' : 'entry');
  });

  it('marks MUI list items rendered as NavLinks, and follows the location', async () => {
    renderNav(
      '/home',
      <>
        <ListItemButton component={NavLink} to="/home">
          home
        </ListItemButton>
        <ListItemButton component={NavLink} to="/users">
          users
        </ListItemButton>
      </>,
    );
    expect(link('home')).toHaveAttribute('aria-current', 'page');
    expect(link('home')).toHaveClass('active', 'MuiListItemButton-root');
    expect(link('users')).not.toHaveAttribute('aria-current');
    await act(async () => fireEvent.click(link('users')));
    expect(link('users')).toHaveAttribute('aria-current', 'page');
    expect(link('home')).not.toHaveAttribute('aria-current');
  });
});
