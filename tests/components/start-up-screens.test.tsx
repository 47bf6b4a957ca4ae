import { render, screen } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { AppLoader } from '@/components/app-loader';
import { ErrorScreen, errorText } from '@/components/error-screen';
import { StateInitError } from '@/components/state-init-error';
import { renderWithProviders } from '@tests/utils/render';

describe('AppLoader', () => {
  it.each([
    ['en', 'Initializing application state...'],
    ['es', 'Inicializando el estado de la aplicación...'],
  ] as const)('says what is happening (%s)', (locale, text) => {
    renderWithProviders(<AppLoader />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('works before any messages are loaded (no IntlProvider yet)', () => {
    render(<AppLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Initializing application state...');
  });
});

describe('StateInitError', () => {
  it('explains the failure and retries by reloading', async () => {
    const reload = jest.fn();
    renderWithProviders(<StateInitError onRetry={reload} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'State Initialization Error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to initialize application state');
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', () => {
    renderWithProviders(<StateInitError onRetry={jest.fn()} />, { locale: 'es' });
    expect(
      screen.getByRole('heading', { name: 'Error de inicialización del estado' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('No se pudo inicializar el estado de la aplicación'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('ErrorScreen', () => {
  it('shows the heading and the error text', () => {
    renderWithProviders(<ErrorScreen error={new Error('Chunk failed to load')} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Chunk failed to load');
  });

  it('shows markup in the error as text, never as HTML', () => {
    renderWithProviders(<ErrorScreen error={new Error('<b>x</b><img src=x onerror=alert(1)>')} />);
    const text = screen.getByTestId('error-text');
    expect(text).toHaveTextContent('<b>x</b><img src=x onerror=alert(1)>');
    expect(text.querySelector('b, img')).toBeNull();
  });

  it('speaks Spanish, and has a fallback text when the error has none', () => {
    renderWithProviders(<ErrorScreen error={{}} />, { locale: 'es' });
    expect(
      screen.getByRole('heading', { name: '¡Error inesperado de la aplicación!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-text')).toHaveTextContent(/error desconocido/);
  });

  it('offers Retry only when given one', async () => {
    const retry = jest.fn();
    const { rerender } = renderWithProviders(<ErrorScreen error="boom" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ErrorScreen error="boom" onRetry={retry} />);
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it('reads the text of whatever was thrown', () => {
    expect(errorText('plain')).toBe('plain');
    expect(errorText(new TypeError('bad'))).toBe('bad');
    expect(errorText({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(errorText({ status: 500, statusText: 'Oops', data: 'db down' })).toBe(
      '500 Oops: db down',
    );
    expect(errorText({ message: 'from an object' })).toBe('from an object');
    expect(errorText(null)).toBeUndefined();
    expect(errorText(42)).toBeUndefined();
  });
});
