/**
 * Route focus as `src/main.tsx` renders it: inside StrictMode, which in development (`npm start`)
 * runs a new component's effects twice, and in a frame that mounts after its tree suspended once,
 * as the app's lazily loaded layouts do. The first load leaves focus where the browser put it
 * (the skip link is the first Tab away) and announces nothing; a navigation moves focus to the new
 * page's heading and says where the person is.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { lazy, StrictMode, Suspense } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { RouteFocus, ROUTE_ANNOUNCER_ID } from '@/app/route-focus';
import { MAIN_ID } from '@/app/layouts/skip-link';
import { renderWithProviders } from '../utils/render';

function Frame() {
  return (
    <>
      <RouteFocus />
      <Link to="/users">Users</Link>
      <main id={MAIN_ID}>
        <Outlet />
      </main>
    </>
  );
}

// As the app's layouts are: loaded lazily, so the frame mounts after its tree suspended once.
const LazyFrame = lazy(() => Promise.resolve({ default: Frame }));

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense>
            <LazyFrame />
          </Suspense>
        ),
        children: [
          { path: '/home', element: <h1>Dashboard</h1> },
          { path: '/users', element: <h1>Users</h1> },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  renderWithProviders(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const announcer = () => document.getElementById(ROUTE_ANNOUNCER_ID);

it('moves nothing and says nothing on the first load, in StrictMode too', async () => {
  renderApp();
  await screen.findByRole('heading', { name: 'Dashboard' });
  // Past the frames the focus move waits for.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(document.activeElement).toBe(document.body);
  expect(announcer()).toHaveTextContent('');
});

it('on a navigation, focuses the new page heading and announces it', async () => {
  const router = renderApp();
  await screen.findByRole('heading', { name: 'Dashboard' });
  await act(() => router.navigate('/users'));
  const heading = await screen.findByRole('heading', { name: 'Users' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(announcer()).toHaveTextContent('Navigated to Users');
});
