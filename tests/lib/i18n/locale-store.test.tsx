import { act, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { AppIntlProvider } from '@/lib/i18n/app-intl-provider';
import { loadMessages } from '@/lib/i18n/locale';
import {
  getLocaleState,
  loadInitialLocale,
  reloadLocaleState,
  setLocale,
} from '@/lib/i18n/locale-store';
import en from '@/lib/i18n/locales/en.json';
import es from '@/lib/i18n/locales/es.json';
import { appLoaderMessages } from '@/components/messages';
import { resetShell } from '../../app/shell';

beforeEach(resetShell);

const saved = () => localStorage.getItem('locale');

function Probe() {
  const intl = useIntl();
  return (
    <p data-testid="probe">
      {intl.formatMessage(appLoaderMessages.text)} |{' '}
      {intl.formatDate(new Date(2024, 0, 15), { day: 'numeric', month: 'long', year: 'numeric' })}
    </p>
  );
}

describe('locale store', () => {
  it('defaults to English', () => {
    expect(getLocaleState().locale).toBe('en');
  });

  it.each([
    ['not JSON', '{"currentLang":'],
    ['an unknown language', '{"currentLang":"fr"}'],
    ['a wrong type', '{"currentLang":7}'],
    ['a bare string', '"es"'],
  ])('falls back to en when the saved value is %s, and drops it', (_what, raw) => {
    localStorage.setItem('locale', raw);
    expect(reloadLocaleState().locale).toBe('en');
    expect(saved()).toBeNull();
  });

  it('restores a saved language', () => {
    localStorage.setItem('locale', '{"currentLang":"es"}');
    expect(reloadLocaleState().locale).toBe('es');
  });

  it('loads the pack, then switches, saves {"currentLang":"es"} and sets <html lang>', async () => {
    await setLocale('es');
    const state = getLocaleState();
    expect(state.locale).toBe('es');
    expect(state.messages?.['components.appLoader.text']).toBe(
      'Inicializando el estado de la aplicación...',
    );
    expect(saved()).toBe('{"currentLang":"es"}');
    expect(document.documentElement.lang).toBe('es');
  });

  it('lets the later of two overlapping changes win', async () => {
    await Promise.all([setLocale('es'), setLocale('en')]);
    expect(getLocaleState().locale).toBe('en');
    expect(saved()).toBe('{"currentLang":"en"}');
  });

  it('loads the saved language at start', async () => {
    localStorage.setItem('locale', '{"currentLang":"es"}');
    reloadLocaleState();
    const state = await loadInitialLocale();
    expect(state.locale).toBe('es');
    expect(state.messages).toBeDefined();
  });
});

describe('loadMessages', () => {
  it('loads no pack for English: its texts are the defaultMessages of the descriptors', async () => {
    expect(await loadMessages('en')).toEqual({});
  });

  it('loads the Spanish pack, with every message', async () => {
    const messages = await loadMessages('es');
    expect(Object.keys(messages).sort()).toEqual(Object.keys(es).sort());
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });
});

describe('AppIntlProvider', () => {
  it('renders nothing (or the fallback) until the messages are loaded, then the children', async () => {
    reloadLocaleState({ dropMessages: true });
    const errors = jest.spyOn(console, 'error');
    render(
      <AppIntlProvider fallback={<span>wait</span>}>
        <Probe />
      </AppIntlProvider>,
    );
    expect(screen.getByText('wait')).toBeInTheDocument();
    expect(await screen.findByTestId('probe')).toHaveTextContent(
      'Initializing application state... | January 15, 2024',
    );
    expect(document.documentElement.lang).toBe('en');
    // English without a pack is not a missing translation: react-intl says nothing.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders at once with messages passed in', () => {
    render(
      <AppIntlProvider initialMessages={{ locale: 'en', messages: en }}>
        <Probe />
      </AppIntlProvider>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('Initializing application state...');
  });

  it('follows a language change: Spanish texts and Spanish month names', async () => {
    render(
      <AppIntlProvider initialMessages={{ locale: 'en', messages: en }}>
        <Probe />
      </AppIntlProvider>,
    );
    await act(() => setLocale('es'));
    expect(screen.getByTestId('probe')).toHaveTextContent(
      'Inicializando el estado de la aplicación... | 15 de enero de 2024',
    );
    expect(document.documentElement.lang).toBe('es');
  });
});
