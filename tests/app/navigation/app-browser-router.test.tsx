import { act, render, screen } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { AppBrowserRouter, RouteErrorBoundary } from '@/app/browser-router';
import { Route, Routes, useLocation, useNavigate } from '@/app/navigation';
import type { Location, NavigateFunction } from '@/app/navigation';

let navigate: NavigateFunction = () => undefined;
let location: Location;
function Probe() {
  const navigateHere = useNavigate();
  const here = useLocation();
  useLayoutEffect(() => {
    navigate = navigateHere;
    location = here;
  });
  return <output data-testid="where">{here.pathname}</output>;
}

beforeEach(() => window.history.replaceState(null, '', '/start'));
afterEach(() => jest.restoreAllMocks());

function never(): Promise<never> {
  return new Promise(() => undefined);
}
const pending = never();
function Suspends(): ReactNode {
  throw pending;
}

function renderApp() {
  return render(
    <AppBrowserRouter>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/start" element={<p>start page</p>} />
          <Route path="/slow" element={<Suspends />} />
        </Routes>
      </Suspense>
      <Probe />
    </AppBrowserRouter>,
  );
}

describe('the app browser router', () => {
  it('renders a navigation in a transition: the current page stays while the next one loads', async () => {
    renderApp();
    await act(async () => navigate('/slow'));
    expect(window.location.pathname).toBe('/slow');
    expect(screen.getByText('start page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('renders a flushSync navigation at once, even if it must show the fallback', () => {
    renderApp();
    act(() => void navigate('/slow', { flushSync: true }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.getByText('start page')).not.toBeVisible();
  });

  it('gives an entry the same key and state after a reload', async () => {
    const first = renderApp();
    await act(async () => navigate('/start?saved', { state: { notice: 'saved' } }));
    const before = location;
    expect(before.key).not.toBe('default');
    first.unmount();
    renderApp();
    expect(location).not.toBe(before);
    expect(location).toEqual(before);
  });

  it('keys the first entry of a fresh page "default"', () => {
    renderApp();
    expect(location.key).toBe('default');
  });

  it("clears a route's error screen on a new entry, also at the same address", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function MaybeBroken() {
      if (broken) throw new Error('The page broke');
      return <p>fine again</p>;
    }
    function Guarded({ children }: { children: ReactNode }) {
      return <RouteErrorBoundary location={useLocation()}>{children}</RouteErrorBoundary>;
    }
    render(
      <AppBrowserRouter>
        <Guarded>
          <MaybeBroken />
        </Guarded>
        <Probe />
      </AppBrowserRouter>,
    );
    expect(screen.getByTestId('error-text')).toHaveTextContent('The page broke');
    broken = false;
    await act(async () => navigate('/start'));
    expect(screen.getByText('fine again')).toBeInTheDocument();
  });
});
