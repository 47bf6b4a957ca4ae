/** @styles-in-document: the overlay and the spinner are placed by styles. */
import { screen } from '@testing-library/react';
import { LOADING_SIZE, Loading, PAGE_LOADING_SIZE } from '@/components/loading';
import { renderWithProviders } from '@tests/utils/render';

const spinnerSize = () =>
  (screen.getByRole('status').querySelector('.MuiCircularProgress-root') as HTMLElement).style
    .width;

describe('Loading', () => {
  it('shows a labelled spinner of 20px in place of the content', () => {
    renderWithProviders(
      <Loading>
        <p>content</p>
      </Loading>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    expect(LOADING_SIZE).toBe(20);
    expect(spinnerSize()).toBe('20px');
  });

  it('is 40px as a page loader', () => {
    renderWithProviders(<Loading page />);
    expect(PAGE_LOADING_SIZE).toBe(40);
    expect(spinnerSize()).toBe('40px');
  });

  it('shows the content once loading is over', () => {
    renderWithProviders(
      <Loading loading={false}>
        <p>content</p>
      </Loading>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('in overlay mode keeps the content under a translucent cover with the spinner', () => {
    const { rerender } = renderWithProviders(
      <Loading overlay>
        <p>content</p>
      </Loading>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.getByText('content').parentElement).toHaveAttribute('aria-busy', 'true');
    const cover = screen.getByTestId('loading-cover');
    expect(cover).toContainElement(screen.getByRole('status', { name: 'Loading…' }));
    expect(getComputedStyle(cover).position).toBe('absolute');
    expect(getComputedStyle(cover).backgroundColor).toMatch(/rgba\(255, 255, 255, 0\.6\)/);
    rerender(
      <Loading overlay loading={false}>
        <p>content</p>
      </Loading>,
    );
    expect(screen.queryByTestId('loading-cover')).not.toBeInTheDocument();
  });

  it('speaks Spanish', () => {
    renderWithProviders(<Loading />, { locale: 'es' });
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  });
});
