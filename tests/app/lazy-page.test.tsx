/**
 * Pages through React Router's route `lazy` (SPEC §2.4): a page whose module fails to load makes
 * the route's error screen reload the page once; a second failure shows the error.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ComponentType } from 'react';
import { CHUNK_RELOAD_KEY, lazyPage, RouteErrorScreen } from '@/app/lazy-page';

const CHUNK_ERROR = 'Failed to fetch dynamically imported module: /assets/page-1a2b.js';

function mount(load: () => Promise<{ default: ComponentType }>, reload = jest.fn()) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorScreen deps={{ reload }} />,
      HydrateFallback: () => <p>Loading</p>,
      lazy: lazyPage(load),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { reload, router };
}

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('lazily loaded pages (SPEC §2.4)', () => {
  it('render when their module loads, and clear the reload guard', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const { reload } = mount(async () => ({ default: () => <h1>Loaded page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reload the page once when the module fails to load, showing the loader meanwhile', async () => {
    const { reload } = mount(() => Promise.reject(new TypeError(CHUNK_ERROR)));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Initializing application state...')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it('show the error instead of reloading again when it fails after the reload', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    const { reload } = mount(() => Promise.reject(new TypeError(CHUNK_ERROR)));
    expect(await screen.findByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByTestId('error-text')).toHaveTextContent(CHUNK_ERROR);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('show what a page threw while rendering on the error screen, without a reload', async () => {
    const { reload } = mount(async () => ({
      default: () => {
        throw new Error('The page broke');
      },
    }));
    expect(await screen.findByTestId('error-text')).toHaveTextContent('The page broke');
    expect(reload).not.toHaveBeenCalled();
  });

  it("show a route's error answer (status and text) on the error screen", async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorScreen deps={{ reload: jest.fn() }} />,
        HydrateFallback: () => <p>Loading</p>,
        loader: () => {
          throw new Response('No such record', { status: 404, statusText: 'Not Found' });
        },
        element: <p>never</p>,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByTestId('error-text')).toHaveTextContent(
      '404 Not Found: No such record',
    );
  });
});
