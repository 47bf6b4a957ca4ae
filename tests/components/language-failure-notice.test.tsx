/**
 * A language whose pack cannot be loaded: the page stays in its language, a message says so, and
 * the choice can be made again. Offline, the offline notice speaks instead.
 *
 * The Spanish pack is refused while `mockRefused` says so, as a browser refuses a chunk it cannot
 * fetch. Once it has loaded, jest keeps it: the tests run in this order.
 */
import { act, render, screen } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { subscribeLanguageFailures } from '@/components/choose-language';
import LanguageFailureNotice from '@/components/language-failure-notice';
import { PreferenceControls } from '@/components/preference-controls';
import { AppIntlProvider } from '@/lib/i18n/app-intl-provider';
import { getLocaleState, primeLocaleMessages, reloadLocaleState } from '@/lib/i18n/locale-store';
import en from '@/lib/i18n/locales/en.json';
import { AppThemeProvider } from '@/lib/theme/app-theme-provider';
import { reloadThemeSettings } from '@/lib/theme/theme-store';

let mockRefused = true;
jest.mock('@/lib/i18n/compiled/es.json', () => {
  if (mockRefused) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual('@/lib/i18n/locales/es.json');
});

beforeEach(() => {
  localStorage.clear();
  reloadThemeSettings();
  reloadLocaleState({ dropMessages: true }); // Spanish loads on the switch, as in the app
  primeLocaleMessages('en', en);
});

afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
});

function renderPicker() {
  return render(
    <AppIntlProvider>
      <AppThemeProvider>
        <PreferenceControls />
        <LanguageFailureNotice />
      </AppThemeProvider>
    </AppIntlProvider>,
  );
}

it('says nothing of its own offline: the offline notice tells what to do', async () => {
  const user = setupUser({ delay: null });
  renderPicker();
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });

  let told: (locale: string) => void = () => undefined;
  const failed = new Promise<string>((resolve) => (told = resolve));
  const stop = subscribeLanguageFailures((locale) => told(locale));
  await user.click(screen.getByRole('radio', { name: 'Español' }));
  expect(await failed).toBe('es'); // the notice has heard it too, and said nothing
  stop();
  expect(getLocaleState().locale).toBe('en');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('keeps the page in English and says that Español could not be loaded; the next try switches', async () => {
  const user = setupUser({ delay: null });
  renderPicker();

  await user.click(screen.getByRole('radio', { name: 'Español' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Español could not be loaded. Check your connection and try again.',
  );
  expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Español' })).not.toBeChecked();
  expect(getLocaleState().locale).toBe('en');
  expect(localStorage.getItem('locale')).toBeNull();

  mockRefused = false;
  await user.click(screen.getByRole('radio', { name: 'Español' }));
  expect(await screen.findByRole('radio', { name: 'Español', checked: true })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('es');
});
