/** The countries of the list: their names in the page's language, their order, and searching them. */
import { DIAL_CODES } from './dial-codes';
import { LONGEST_DIAL_CODE, takeDigits } from './phone-number';

export interface Country {
  iso2: string;
  dialCode: string;
  name: string;
}

function fold(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).trim();
}

/** Countries matching a search by name, ISO code or dial code; the closest matches first. */
export function filterCountries(countries: readonly Country[], search: string, locale: string) {
  const query = fold(search, locale);
  if (!query) return countries;
  const digits = /^[+＋]?[\d０-９\s]+$/.test(query) ? takeDigits(query, LONGEST_DIAL_CODE + 1) : '';
  const ranked: { country: Country; rank: number }[] = [];
  for (const country of countries) {
    const name = fold(country.name, locale);
    let rank: number | undefined;
    if (digits) {
      if (country.dialCode === digits) rank = 0;
      else if (country.dialCode.startsWith(digits)) rank = 1;
    } else if (country.iso2.toLowerCase() === query) rank = 0;
    else if (name.startsWith(query)) rank = 1;
    else if (name.includes(query)) rank = 2;
    if (rank !== undefined) ranked.push({ country, rank });
  }
  // Array sort is stable, so equal ranks keep the alphabetical order.
  return ranked.sort((a, b) => a.rank - b.rank).map(({ country }) => country);
}

/** Names countries in `locale` (Intl.DisplayNames); a country it cannot name keeps its ISO code. */
export function regionNames(locale: string): (iso2: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  return (iso2) => {
    try {
      return names?.of(iso2) ?? iso2;
    } catch {
      return iso2;
    }
  };
}

/** Every country of DIAL_CODES with its name from `nameOf`, in the alphabetical order of `locale`. */
export function countriesByName(locale: string, nameOf: (iso2: string) => string): Country[] {
  const collator = new Intl.Collator(locale);
  return DIAL_CODES.map(([iso2, code]) => ({ iso2, dialCode: code, name: nameOf(iso2) })).sort(
    (a, b) => collator.compare(a.name, b.name),
  );
}
