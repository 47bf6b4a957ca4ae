/**
 * Characters that take no space on screen: white space, soft hyphens, zero-width characters and
 * the bidi marks and controls. A name made only of them shows as nothing at all.
 */
const INVISIBLE = /[\s\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** True when `value` holds nothing a person could see (empty, spaces, zero-width or bidi marks). */
export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, '') === '';
}
