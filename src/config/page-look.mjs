// The look a page is painted in before any script runs (issue 16): language, direction, mode,
// colour schema and control size, mirrored from local storage into a cookie the server reads to
// pick the prerendered variant. Plain JavaScript: the production server (scripts/serve-app.mjs)
// imports it as it is, and the app through Vite.

/** The cookie's name. Not HttpOnly: the page writes it; it holds no personal data. */
export const LOOK_COOKIE = 'look';

/** What a first visit looks like: the app's defaults (src/lib/theme, src/lib/i18n). */
export const DEFAULT_LOOK = Object.freeze({
  locale: 'en',
  direction: 'ltr',
  mode: 'light',
  schema: 'default',
  controlSize: 'md',
});

/** `v1.es.rtl.dark.green.md` */
export function formatLook(look) {
  return ['v1', look.locale, look.direction, look.mode, look.schema, look.controlSize].join('.');
}

const SHAPE = /^v1\.([a-z]{2})\.(ltr|rtl)\.(light|dark)\.([a-z]{1,16})\.([a-z]{2})$/;

/** A look from the cookie's value, or undefined when it is not one (junk, another version). */
export function parseLook(value) {
  const match = typeof value === 'string' ? SHAPE.exec(value) : null;
  if (!match) return undefined;
  const [, locale, direction, mode, schema, controlSize] = match;
  return { locale, direction, mode, schema, controlSize };
}

/**
 * The look a request asks for: its cookie's, the defaults without one (a first visit), or
 * undefined when the cookie is there but unreadable (the server then sends the page that renders
 * in the browser, which reads local storage itself).
 */
export function lookOfCookieHeader(header) {
  let value;
  for (const part of String(header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LOOK_COOKIE) value = part.slice(eq + 1).trim();
  }
  return value === undefined ? DEFAULT_LOOK : parseLook(value);
}

/** The prerendered variant of a look, by file name (without `.html`). */
export function variantOf(look) {
  return [look.locale, look.direction, look.mode, look.schema, look.controlSize].join('.');
}
