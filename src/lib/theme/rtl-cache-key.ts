/** The class prefix of the right-to-left style cache (./rtl-cache.ts). */
export const RTL_CACHE_KEY = 'muirtl';
