import { act, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { Link, Route, Routes, useLocation, useNavigate } from '@/app/navigation';
import { AppBrowserRouter, RouteErrorBoundary } from '@/app/browser-router';
import { renderWithProviders } from '@tests/utils/render';

function Broken(): never {
  throw new Error('The page broke');
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Guarded({ children }: { children: React.ReactNode }) {
  return <RouteErrorBoundary location={useLocation()}>{children}</RouteErrorBoundary>;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('the app browser router', () => {
  it("shows a route's error screen in its place, until the address changes", async () => {
    window.history.replaceState(null, '', '/broken');
    renderWithProviders(
      <AppBrowserRouter>
        <Link to="/fine">fine</Link>
        <Routes>
          <Route
            path="/broken"
            element={
              <Guarded>
                <Broken />
              </Guarded>
            }
          />
          <Route
            path="/fine"
            element={
              <Guarded>
                <Where />
              </Guarded>
            }
          />
        </Routes>
      </AppBrowserRouter>,
    );
    expect(screen.getByTestId('error-text')).toHaveTextContent('The page broke');
    await act(async () => screen.getByRole('link', { name: 'fine' }).click());
    expect(await screen.findByTestId('where')).toHaveTextContent('/fine');
    expect(screen.queryByTestId('error-text')).not.toBeInTheDocument();
  });

  it('renders a navigation asked for with flushSync at once, together with what changed before it', () => {
    const committed: string[] = [];
    function Shell() {
      const navigate = useNavigate();
      const [signedIn, setSignedIn] = useState(false);
      const { pathname } = useLocation();
      const state = `${pathname} ${signedIn ? 'in' : 'out'}`;
      useLayoutEffect(() => {
        committed.push(state);
      }, [state]);
      return (
        <button
          type="button"
          onClick={() => {
            setSignedIn(true);
            void navigate('/home', { replace: true, flushSync: true });
          }}
        >
          {state}
        </button>
      );
    }
    renderWithProviders(
      <AppBrowserRouter>
        <Shell />
      </AppBrowserRouter>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('/ out');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('/home in');
    expect(window.location.pathname).toBe('/home');
    // Never signed in at the old address.
    expect(committed).toEqual(['/ out', '/home in']);
  });

  it('renders other navigations as transitions, and follows the back button', async () => {
    renderWithProviders(
      <AppBrowserRouter>
        <Link to="/next">next</Link>
        <Where />
      </AppBrowserRouter>,
    );
    await act(async () => screen.getByRole('link', { name: 'next' }).click());
    expect(screen.getByTestId('where')).toHaveTextContent('/next');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByText('/')).toBeInTheDocument();
  });
});
