/**
 * The phone number field and its state. Its pieces: reading numbers (phone-number.ts), the
 * countries and their search (countries.ts) and the country select it opens (country-list.tsx).
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { outlinedInputClasses } from '@mui/material/OutlinedInput';
import type {
  ChangeEvent,
  FocusEventHandler,
  KeyboardEvent,
  MouseEvent as ReactMouseEvent,
  Ref,
} from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { countriesByName, filterCountries, regionNames } from './countries';
import { CountryList } from './country-list';
import { countryButtonMessage, phoneInputMessages as m } from './messages';
import { countryOfNumber, dialCodeOf, knownCountry, splitValue, takeDigits } from './phone-number';

// SPEC §9.
const DEFAULT_MAX_DIGITS = 15;
const SEARCH_DEBOUNCE_MS = 250;
const INPUT_HEIGHT = 35;
const FALLBACK_COUNTRY = 'US';

export interface PhoneInputProps {
  /** '+' followed by the dial code and the national digits, or '' when there are no national digits. */
  value: string;
  onChange(value: string): void;
  label: string;
  error?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  autoFocus?: boolean;
  disabled?: boolean;
  /** ISO 3166 alpha-2 code of the country selected at first (any case). */
  defaultCountry?: string;
  /** Most digits in the value, dial code included. */
  maxDigits?: number;
}

/**
 * A phone number field with a dial-code country selector (SPEC §2.5, §5, §9). It edits the national
 * digits only and reports '+', dial code and national digits, at most `maxDigits` digits in all.
 */
export function PhoneInput({
  value,
  onChange,
  label,
  error,
  name,
  inputRef,
  onBlur,
  autoFocus,
  disabled,
  defaultCountry = FALLBACK_COUNTRY,
  maxDigits = DEFAULT_MAX_DIGITS,
}: PhoneInputProps) {
  const intl = useIntl();
  const id = useId();
  const inputId = `${id}-input`;
  const helperId = `${id}-helper`;
  const listId = `${id}-countries`;

  const fallback = knownCountry(defaultCountry) ?? FALLBACK_COUNTRY;
  const [selected, setSelected] = useState(fallback);
  const { country, national } = splitValue(value, selected, fallback, maxDigits);
  const dialCode = dialCodeOf(country);
  // A value from outside (a kept form value) picks the country; it then stays when digits go.
  if (national && country !== selected) setSelected(country);

  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = anchorEl !== null;
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  const nameOf = useMemo(() => regionNames(intl.locale), [intl.locale]);
  const countries = useMemo(() => countriesByName(intl.locale, nameOf), [intl.locale, nameOf]);
  const options = useMemo(
    () => filterCountries(countries, search, intl.locale),
    [countries, search, intl.locale],
  );
  const activeOption = options[active];

  useEffect(() => {
    if (query === search) return;
    const timer = setTimeout(() => {
      setSearch(query);
      setActive(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, search]);

  // After the popover's focus trap has let go (its cleanup runs before this effect).
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  const emit = (code: string, digits: string) => onChange(digits ? `+${code}${digits}` : '');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    // A pasted or autofilled international number picks its country; a '+' typed before the
    // national digits does not (their digits are unchanged).
    if (/^\s*[+＋]/.test(raw) && takeDigits(raw, maxDigits + 1) !== national) {
      const digits = takeDigits(raw, maxDigits);
      const found = countryOfNumber(digits, [country, fallback]);
      if (found) {
        setSelected(found);
        emit(dialCodeOf(found), digits.slice(dialCodeOf(found).length));
        return;
      }
    }
    emit(dialCode, takeDigits(raw, Math.max(0, maxDigits - dialCode.length)));
  };

  const openList = (event: ReactMouseEvent<HTMLButtonElement>) => {
    setQuery('');
    setSearch('');
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.iso2 === country),
      ),
    );
    // The list opens under the whole field, lined up with its start edge.
    setAnchorEl(fieldRef.current ?? event.currentTarget);
  };

  const closeList = () => {
    returnFocus.current = true;
    setAnchorEl(null);
  };

  const choose = (iso2: string) => {
    setSelected(iso2);
    const code = dialCodeOf(iso2);
    if (national) emit(code, national.slice(0, Math.max(0, maxDigits - code.length)));
    closeList();
  };

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Before the debounced filter has caught up, Enter takes the best match of what was typed.
      const target =
        query === search ? activeOption : filterCountries(countries, query, intl.locale)[0];
      if (target) choose(target.iso2);
    }
    // Escape reaches the popover, which closes through onClose.
  };

  // The country's name, then what the button shows (WCAG 2.5.3, label in name).
  const countryLabel = intl.formatMessage(countryButtonMessage, {
    country: `${nameOf(country)}, ${country} +${dialCode}`,
  });

  return (
    <>
      <FormControl fullWidth size="small" error={Boolean(error)} disabled={disabled}>
        <InputLabel htmlFor={inputId}>{label}</InputLabel>
        <OutlinedInput
          ref={fieldRef}
          id={inputId}
          label={label}
          name={name}
          type="tel"
          value={national}
          onChange={handleChange}
          onBlur={onBlur}
          inputRef={inputRef}
          autoFocus={autoFocus}
          autoComplete="tel"
          placeholder={intl.formatMessage(m.placeholder)}
          aria-describedby={error ? helperId : undefined}
          slotProps={{ input: { dir: 'ltr', inputMode: 'tel' } }}
          sx={{
            height: INPUT_HEIGHT,
            // stylis-plugin-rtl flips this, so the ltr digits sit at the field's start in RTL too.
            [`& .${outlinedInputClasses.input}`]: { py: 0, textAlign: 'left' },
          }}
          startAdornment={
            <InputAdornment position="start">
              <Button
                ref={buttonRef}
                size="small"
                onClick={openList}
                disabled={disabled}
                aria-label={countryLabel}
                aria-haspopup="listbox"
                aria-expanded={open}
                aria-controls={open ? listId : undefined}
                endIcon={<ArrowDropDownIcon />}
                sx={{
                  minWidth: 0,
                  px: 0.5,
                  textTransform: 'none',
                  whiteSpace: 'nowrap',
                  color: 'text.primary',
                  '& .MuiButton-endIcon': { mx: 0 },
                }}
              >
                <span dir="ltr">{`${country} +${dialCode}`}</span>
              </Button>
            </InputAdornment>
          }
        />
        {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
      </FormControl>
      {/* Outside the FormControl: its search box must not join the phone field's form state. */}
      <CountryList
        id={listId}
        anchorEl={anchorEl}
        onClose={closeList}
        query={query}
        onQueryChange={setQuery}
        onSearchKeyDown={handleSearchKeyDown}
        options={options}
        active={active}
        onActivate={setActive}
        onChoose={choose}
        selected={country}
      />
    </>
  );
}
