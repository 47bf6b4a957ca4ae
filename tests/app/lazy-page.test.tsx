import { render, screen, waitFor } from '@testing-library/react';
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { CHUNK_RELOAD_KEY, lazyPage } from '@/app/lazy-page';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

function mount(Page: ReturnType<typeof lazyPage>) {
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

beforeEach(() => sessionStorage.clear());

describe('lazily loaded pages (SPEC §2.4)', () => {
  it('render when their module loads, and clear the reload guard', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    mount(lazyPage(async () => ({ default: () => <h1>Loaded page</h1> })));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('reload the page once when the module fails to load', async () => {
    const reload = jest.fn();
    mount(
      lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), {
        reload,
      }),
    );
    await screen.findByText('Loading');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it('show the error instead of reloading again when it fails after the reload', async () => {
    const reload = jest.fn();
    sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mount(
      lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), {
        reload,
      }),
    );
    expect(
      await screen.findByText(/Failed: Failed to fetch dynamically imported module/),
    ).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
