/**
 * The pickers' one way to choose a language: a choice that cannot be loaded is told to the notice,
 * unless a later choice has been made since; told late when nobody listened yet.
 */
import { chooseLanguage, subscribeLanguageFailures } from '@/components/choose-language';
import { setLocale } from '@/lib/i18n/locale-store';

jest.mock('@/lib/i18n/locale-store', () => ({ setLocale: jest.fn() }));

const refused = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.mocked(setLocale).mockReset());

it('tells a language that could not be loaded to those listening', async () => {
  jest.mocked(setLocale).mockImplementation(refused);
  const heard = jest.fn();
  const stop = subscribeLanguageFailures(heard);
  chooseLanguage('es');
  await settled();
  stop();
  expect(heard).toHaveBeenCalledWith('es');
});

it('says nothing of a refused choice once a later one has been made', async () => {
  let refuseSpanish: () => void = () => undefined;
  jest
    .mocked(setLocale)
    .mockImplementationOnce(
      () => new Promise((_resolve, reject) => (refuseSpanish = () => reject(new TypeError()))),
    )
    .mockResolvedValueOnce(undefined);
  const heard = jest.fn();
  const stop = subscribeLanguageFailures(heard);
  chooseLanguage('es');
  chooseLanguage('en');
  refuseSpanish();
  await settled();
  stop();
  expect(heard).not.toHaveBeenCalled();
});

it('keeps a failure nobody heard for the first to listen, once', async () => {
  jest.mocked(setLocale).mockImplementation(refused);
  chooseLanguage('es');
  await settled();
  const first = jest.fn();
  const second = jest.fn();
  const stops = [subscribeLanguageFailures(first), subscribeLanguageFailures(second)];
  stops.forEach((stop) => stop());
  expect(first).toHaveBeenCalledWith('es');
  expect(second).not.toHaveBeenCalled();
});
