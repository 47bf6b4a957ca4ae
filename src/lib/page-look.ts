/**
 * The page's look (language, direction, mode, colour schema, control size) as the prerendered
 * pages know it (src/config/page-look.mjs): read from the theme and locale stores and mirrored into
 * the look cookie, so the server can send the variant painted in it (issue 16).
 */
import type { PageLook } from '@/config/page-look.mjs';
import { formatLook, LOOK_COOKIE } from '@/config/page-look.mjs';
import { getLocaleState, subscribeLocale } from './i18n/locale-store';
import { resolveSchemaName } from './theme/schemas';
import { getThemeSettings, subscribeThemeSettings } from './theme/theme-store';

export type { PageLook };

/** The look the stores hold now. */
export function currentLook(): PageLook {
  const { direction, mode, themeSchema, controlSize } = getThemeSettings();
  return {
    locale: getLocaleState().locale,
    direction,
    mode,
    schema: resolveSchemaName(themeSchema),
    controlSize,
  };
}

export const sameLook = (a: PageLook, b: PageLook): boolean =>
  a.locale === b.locale &&
  a.direction === b.direction &&
  a.mode === b.mode &&
  a.schema === b.schema &&
  a.controlSize === b.controlSize;

/** A year, the longest a browser keeps it; same-site requests only; Secure on https pages. */
function writeLookCookie(look: PageLook, doc: Document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  try {
    doc.cookie = `${LOOK_COOKIE}=${formatLook(look)}; path=/; max-age=31536000; SameSite=Lax${secure}`;
  } catch {
    // cookies refused: the server sends the page that renders in the browser
  }
}

/**
 * Writes the look cookie now and on every change of the theme or language (also a change made in
 * another tab). Returns the unsubscribe.
 */
export function mirrorLookToCookie(doc: Document = document): () => void {
  let written = '';
  const write = () => {
    const look = currentLook();
    const value = formatLook(look);
    if (value === written) return;
    written = value;
    writeLookCookie(look, doc);
  };
  write();
  const offTheme = subscribeThemeSettings(write);
  const offLocale = subscribeLocale(write);
  return () => {
    offTheme();
    offLocale();
  };
}
