/**
 * Reading phone numbers: the digits of what was typed or pasted, the dial code of a country, and
 * the country a number's dial code belongs to. Pure functions over DIAL_CODES.
 */
import { DIAL_CODES, MAIN_COUNTRY_BY_DIAL_CODE } from './dial-codes';

const DIAL_CODE_BY_COUNTRY: ReadonlyMap<string, string> = new Map(DIAL_CODES);
const COUNTRIES_BY_DIAL_CODE: ReadonlyMap<string, readonly string[]> = DIAL_CODES.reduce(
  (byCode, [iso2, dialCode]) => byCode.set(dialCode, [...(byCode.get(dialCode) ?? []), iso2]),
  new Map<string, string[]>(),
);
export const LONGEST_DIAL_CODE = Math.max(...DIAL_CODES.map(([, dialCode]) => dialCode.length));

/** The first `limit` ASCII digits of `text`; full-width digits count, everything else is dropped. */
export function takeDigits(text: string, limit: number): string {
  let digits = '';
  // Stops at `limit`, so a huge paste costs one pass at most and never grows the value.
  for (let i = 0; i < text.length && digits.length < limit; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) digits += text.charAt(i);
    else if (code >= 0xff10 && code <= 0xff19) digits += String.fromCharCode(code - 0xff10 + 0x30);
  }
  return digits;
}

/** The ISO code in upper case when DIAL_CODES has that country, else undefined. */
export function knownCountry(iso2: string | undefined): string | undefined {
  const upper = iso2?.toUpperCase();
  return upper && DIAL_CODE_BY_COUNTRY.has(upper) ? upper : undefined;
}

/** A country's dial code digits ('' for an unknown country). */
export function dialCodeOf(iso2: string): string {
  return DIAL_CODE_BY_COUNTRY.get(iso2) ?? '';
}

/** The country whose dial code starts `digits`, preferring `preferred` among those sharing it. */
export function countryOfNumber(digits: string, preferred: readonly string[]): string | undefined {
  // Dial codes are prefix-free (E.164), so at most one length matches.
  for (let length = Math.min(LONGEST_DIAL_CODE, digits.length); length > 0; length -= 1) {
    const dialCode = digits.slice(0, length);
    const countries = COUNTRIES_BY_DIAL_CODE.get(dialCode);
    if (!countries) continue;
    return (
      preferred.find((iso2) => countries.includes(iso2)) ??
      MAIN_COUNTRY_BY_DIAL_CODE[dialCode] ??
      countries[0]
    );
  }
  return undefined;
}

/** Splits a value into its country and national digits; the selected country wins ties. */
export function splitValue(value: string, selected: string, fallback: string, maxDigits: number) {
  const digits = takeDigits(value, maxDigits);
  if (digits.startsWith(dialCodeOf(selected))) {
    return { country: selected, national: digits.slice(dialCodeOf(selected).length) };
  }
  const country = countryOfNumber(digits, [selected, fallback]);
  return country
    ? { country, national: digits.slice(dialCodeOf(country).length) }
    : { country: selected, national: digits };
}
