/**
 * The right-to-left style cache: emotion with stylis-plugin-rtl, which mirrors every rule
 * (margin-left → margin-right …). In a chunk of its own: a page read left to right never needs it.
 */
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import { prefixer } from 'stylis';
import { RTL_CACHE_KEY } from './rtl-cache-key';

/** A right-to-left cache: the page's one, or one per page for the build-time prerender. */
export function createRtlCache() {
  return createCache({ key: RTL_CACHE_KEY, prepend: true, stylisPlugins: [prefixer, rtlPlugin] });
}

export const rtlCache = createRtlCache();
