/**
 * The look cookie mirrors the saved look (issue 16): written at start, rewritten when the theme or
 * the language changes, here or in another tab, so the server sends the matching prerendered page.
 */
import { currentLook, mirrorLookToCookie, sameLook } from '@/lib/page-look';
import { primeLocaleMessages, reloadLocaleState, setLocale } from '@/lib/i18n/locale-store';
import {
  reloadThemeSettings,
  setControlSize,
  setDirection,
  setMode,
  setSchema,
} from '@/lib/theme/theme-store';

const lookCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith('look='))
    ?.slice('look='.length);

let stop: (() => void) | undefined;
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'look=; path=/; max-age=0';
  reloadThemeSettings();
  reloadLocaleState();
  primeLocaleMessages('es', {});
});
afterEach(() => stop?.());

it('writes the saved look at start: the defaults for a first visit', () => {
  stop = mirrorLookToCookie();
  expect(lookCookie()).toBe('v1.en.ltr.light.default.md');
});

it('follows every change of the look', async () => {
  stop = mirrorLookToCookie();
  setMode('dark');
  setDirection('rtl');
  setSchema('green');
  expect(lookCookie()).toBe('v1.en.rtl.dark.green.md');
  await setLocale('es');
  expect(lookCookie()).toBe('v1.es.rtl.dark.green.md');
  setControlSize('lg');
  expect(lookCookie()).toBe('v1.es.rtl.dark.green.lg');
  expect(sameLook(currentLook(), { ...currentLook() })).toBe(true);
});

it('follows a change made in another tab', () => {
  stop = mirrorLookToCookie();
  localStorage.setItem('theme', JSON.stringify({ mode: 'dark', direction: 'rtl' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
  expect(lookCookie()).toBe('v1.en.rtl.dark.default.md');
});

it('stops when asked', () => {
  stop = mirrorLookToCookie();
  stop();
  stop = undefined;
  setMode('dark');
  expect(lookCookie()).toBe('v1.en.ltr.light.default.md');
});
