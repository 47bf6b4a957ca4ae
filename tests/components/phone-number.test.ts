/** @jest-environment node */
import type { Country } from '@/components/phone-input/countries';
import { filterCountries } from '@/components/phone-input/countries';
import { countryOfNumber, splitValue, takeDigits } from '@/components/phone-input/phone-number';

describe('takeDigits', () => {
  it('keeps ASCII and full-width digits, drops everything else and stops at the limit', () => {
    expect(takeDigits('+1 (７0２) 555-0100', 5)).toBe('17025');
    expect(takeDigits('no digits', 15)).toBe('');
  });
});

describe('countryOfNumber', () => {
  it('prefers the given countries among those sharing a dial code', () => {
    expect(countryOfNumber('16135550100', ['CA', 'US'])).toBe('CA');
    expect(countryOfNumber('447700900123', ['US', 'JE'])).toBe('JE');
  });

  it("falls back to the dial code's main country", () => {
    expect(countryOfNumber('16135550100', ['DE'])).toBe('US');
    expect(countryOfNumber('74951234567', [])).toBe('RU');
  });

  it('finds no country for digits no dial code starts', () => {
    expect(countryOfNumber('0123', ['US'])).toBeUndefined();
  });
});

describe('splitValue', () => {
  it('keeps the selected country when the number fits its dial code', () => {
    expect(splitValue('+17025550100', 'CA', 'US', 15)).toEqual({
      country: 'CA',
      national: '7025550100',
    });
  });

  it("moves to the number's own country otherwise", () => {
    expect(splitValue('+447700900123', 'US', 'US', 15)).toEqual({
      country: 'GB',
      national: '7700900123',
    });
  });

  it('keeps all the digits as national ones when no dial code matches', () => {
    expect(splitValue('0123', 'DE', 'US', 15)).toEqual({ country: 'DE', national: '0123' });
  });
});

describe('filterCountries', () => {
  const country = (iso2: string, dialCode: string, name: string): Country => ({
    iso2,
    dialCode,
    name,
  });
  // In alphabetical order, as the field lists them.
  const countries = [
    country('CM', '237', 'Cameroon'),
    country('CA', '1', 'Canada'),
    country('CW', '599', 'Curaçao'),
    country('JM', '1', 'Jamaica'),
    country('NO', '47', 'Norway'),
  ];
  const isoCodes = (search: string) => filterCountries(countries, search, 'en').map((c) => c.iso2);

  it('ranks the ISO code first, then names that start with the search, then names containing it', () => {
    expect(isoCodes('ca')).toEqual(['CA', 'CM', 'CW', 'JM']);
  });

  it('ignores accents and case', () => {
    expect(isoCodes('CURACAO')).toEqual(['CW']);
  });

  it('matches dial codes by their digits, exact ones first', () => {
    expect(isoCodes('+1')).toEqual(['CA', 'JM']);
    expect(isoCodes('5')).toEqual(['CW']);
  });

  it('lists every country for an empty search', () => {
    expect(isoCodes('  ')).toEqual(['CM', 'CA', 'CW', 'JM', 'NO']);
  });
});
