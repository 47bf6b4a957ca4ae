import { act, render, screen } from '@testing-library/react';
import { use, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
} from '@/app/navigation';
import type { Location, NavigateFunction, RouteObject } from '@/app/navigation';

/** Renders the current location; keeps what each commit saw, and the navigate function. */
const seen: Location[] = [];
let navigate: NavigateFunction = () => undefined;
function Probe() {
  const location = useLocation();
  const navigateHere = useNavigate();
  useLayoutEffect(() => {
    navigate = navigateHere;
    seen.push(location);
  });
  const { pathname, search, hash, state } = location;
  return (
    <output data-testid="where">
      {`${pathname}${search}${hash}`}
      {state === null ? '' : ` ${JSON.stringify(state)}`}
    </output>
  );
}
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  seen.length = 0;
});

function renderAt(entries: string[], ui: ReactNode = <Probe />, initialIndex?: number) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={initialIndex}>
      {ui}
    </MemoryRouter>,
  );
}

describe('navigating', () => {
  it('pushes, replaces, carries state, and goes back and forward', async () => {
    renderAt(['/start']);
    expect(where()).toBe('/start');
    await act(async () => navigate('/next?q=1#h', { state: { from: 'start' } }));
    expect(where()).toBe('/next?q=1#h {"from":"start"}');
    await act(async () => navigate({ pathname: '/replaced', search: 'x=1' }, { replace: true }));
    expect(where()).toBe('/replaced?x=1');
    await act(async () => navigate(-1));
    expect(where()).toBe('/start');
    await act(async () => navigate(1));
    expect(where()).toBe('/replaced?x=1');
  });

  it('resolves search-only and relative paths against the current one', async () => {
    renderAt(['/a/b']);
    await act(async () => navigate('?page=2'));
    expect(where()).toBe('/a/b?page=2');
    await act(async () => navigate('c'));
    expect(where()).toBe('/a/b/c');
    await act(async () => navigate('../../d'));
    expect(where()).toBe('/a/d');
  });

  it('refuses to leave the origin', () => {
    renderAt(['/a']);
    expect(() => navigate('https://elsewhere.example/x')).toThrow('External navigation');
    expect(() => navigate('//elsewhere.example/x')).toThrow('External navigation');
    expect(() => navigate('javascript:alert(1)')).toThrow('External navigation');
    expect(where()).toBe('/a');
  });

  it('keeps one navigate function and one location object while the location is the same', async () => {
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            {`render ${count}`}
          </button>
          <Probe />
        </>
      );
    }
    renderAt(['/a'], <Parent />);
    const first = navigate;
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('render 1');
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
    await act(async () => navigate('/b'));
    expect(navigate).toBe(first);
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(seen.at(-1)).toMatchObject({ pathname: '/b', search: '', hash: '', state: null });
    // Every entry has its own key, even at the same address.
    const key = seen.at(-1)?.key;
    await act(async () => navigate('/b'));
    expect(seen.at(-1)?.key).not.toBe(key);
  });

  it('starts at initialIndex, the first entry keyed default', () => {
    renderAt(['/one', '/two', '/three'], <Probe />, 0);
    expect(where()).toBe('/one');
    expect(seen[0]?.key).toBe('default');
  });

  it('<Navigate> navigates after rendering (replacing with `replace`), and renders nothing', async () => {
    function Redirect() {
      return <Navigate to="/target?from=old" replace />;
    }
    renderAt(
      ['/first', '/old'],
      <>
        <Routes>
          <Route path="/old" element={<Redirect />} />
        </Routes>
        <Probe />
      </>,
    );
    expect(await screen.findByText('/target?from=old')).toBeInTheDocument();
    await act(async () => navigate(-1));
    // The redirecting entry was replaced.
    expect(where()).toBe('/first');
  });
});

describe('routes', () => {
  function Layout() {
    const [mounted] = useState(() => Math.random());
    return (
      <main data-mounted={mounted}>
        <Outlet />
      </main>
    );
  }
  function Params({ name }: { name: string }) {
    return <p data-testid="page">{`${name} ${JSON.stringify(useParams())}`}</p>;
  }
  const routes: RouteObject[] = [
    {
      element: <Layout />,
      children: [
        { path: '/', element: <Params name="root" /> },
        { path: '/users/:id', element: <Params name="user" /> },
        { path: '/users/new', element: <Params name="new user" /> },
        { path: '/settings/:step?', element: <Params name="settings" /> },
        { path: '/files/*', element: <Params name="files" /> },
        { path: '*', element: <Params name="not found" /> },
      ],
    },
  ];
  function App() {
    return useRoutes(routes);
  }
  const page = () => screen.getByTestId('page').textContent;

  it('renders the best-ranked route in its layout, with its params', async () => {
    renderAt(
      ['/users/7'],
      <>
        <App />
        <Probe />
      </>,
    );
    const layout = screen.getByRole('main');
    const mounted = layout.dataset.mounted;
    expect(page()).toBe('user {"id":"7"}');
    for (const [path, expected] of [
      ['/users/new', 'new user {}'],
      ['/USERS/8/', 'user {"id":"8"}'],
      ['/users/caf%C3%A9', 'user {"id":"café"}'],
      ['/settings', 'settings {}'],
      ['/settings/password', 'settings {"step":"password"}'],
      ['/files/a/b', 'files {"*":"a/b"}'],
      ['/', 'root {}'],
      ['/no/such/page', 'not found {"*":"no/such/page"}'],
    ] as const) {
      await act(async () => navigate(path));
      expect(page()).toBe(expected);
    }
    // The layout stayed mounted through every change of page.
    expect(screen.getByRole('main')).toBe(layout);
    expect(layout.dataset.mounted).toBe(mounted);
  });

  it('renders nothing when no route matches', () => {
    const { container } = renderAt(
      ['/elsewhere'],
      <Routes>
        <Route path="/here" element={<p>here</p>} />
      </Routes>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('<Routes> takes <Route> children, fragments and nested routes included', async () => {
    renderAt(
      ['/a/b'],
      <>
        <Routes>
          <>
            <Route path="/a" element={<Layout />}>
              <Route index element={<Params name="a index" />} />
              <Route path="b" element={<Params name="b" />} />
            </Route>
          </>
          <Route path="*" element={<Params name="rest" />} />
        </Routes>
        <Probe />
      </>,
    );
    expect(page()).toBe('b {}');
    await act(async () => navigate('/a'));
    expect(page()).toBe('a index {}');
    await act(async () => navigate('/z'));
    expect(page()).toBe('rest {"*":"z"}');
  });

  it('a <Route> outside <Routes> is a mistake', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Route path="/" />)).toThrow('<Routes>');
    jest.restoreAllMocks();
  });

  it('renders navigations in a transition: the current page stays while the next one loads', async () => {
    let resolve: () => void = () => undefined;
    const loading = new Promise<void>((done) => {
      resolve = done;
    });
    function Slow() {
      use(loading);
      return <p data-testid="page">slow</p>;
    }
    renderAt(
      ['/fast'],
      <>
        <Link to="/slow">slow</Link>
        <Routes>
          <Route path="/fast" element={<p data-testid="page">fast</p>} />
          <Route path="/slow" element={<Slow />} />
        </Routes>
      </>,
    );
    await act(async () => screen.getByRole('link').click());
    // Suspended in a transition: the old page is still shown.
    expect(page()).toBe('fast');
    await act(async () => resolve());
    expect(page()).toBe('slow');
  });
});
