import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { outlinedInputClasses } from '@mui/material/OutlinedInput';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import type {
  ChangeEvent,
  FocusEventHandler,
  KeyboardEvent,
  MouseEvent as ReactMouseEvent,
  Ref,
} from 'react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { DIAL_CODES, MAIN_COUNTRY_BY_DIAL_CODE } from './dial-codes';
import { countryButtonMessage, phoneInputMessages as m } from './messages';

// SPEC §9.
const DEFAULT_MAX_DIGITS = 15;
const SEARCH_DEBOUNCE_MS = 250;
const LIST_MAX_HEIGHT = 200;
const LIST_WIDTH = 300;
const INPUT_HEIGHT = 35;
const FALLBACK_COUNTRY = 'US';

const DIAL_CODE_BY_COUNTRY: ReadonlyMap<string, string> = new Map(DIAL_CODES);
const COUNTRIES_BY_DIAL_CODE: ReadonlyMap<string, readonly string[]> = DIAL_CODES.reduce(
  (byCode, [iso2, dialCode]) => byCode.set(dialCode, [...(byCode.get(dialCode) ?? []), iso2]),
  new Map<string, string[]>(),
);
const LONGEST_DIAL_CODE = Math.max(...DIAL_CODES.map(([, dialCode]) => dialCode.length));

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

interface Country {
  iso2: string;
  dialCode: string;
  name: string;
}

/** The first `limit` ASCII digits of `text`; full-width digits count, everything else is dropped. */
function takeDigits(text: string, limit: number): string {
  let digits = '';
  // Stops at `limit`, so a huge paste costs one pass at most and never grows the value.
  for (let i = 0; i < text.length && digits.length < limit; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) digits += text.charAt(i);
    else if (code >= 0xff10 && code <= 0xff19) digits += String.fromCharCode(code - 0xff10 + 0x30);
  }
  return digits;
}

function knownCountry(iso2: string | undefined): string | undefined {
  const upper = iso2?.toUpperCase();
  return upper && DIAL_CODE_BY_COUNTRY.has(upper) ? upper : undefined;
}

function dialCodeOf(iso2: string): string {
  return DIAL_CODE_BY_COUNTRY.get(iso2) ?? '';
}

/** The country whose dial code starts `digits`, preferring `preferred` among those sharing it. */
function countryOfNumber(digits: string, preferred: readonly string[]): string | undefined {
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
function splitValue(value: string, selected: string, fallback: string, maxDigits: number) {
  const digits = takeDigits(value, maxDigits);
  if (digits.startsWith(dialCodeOf(selected))) {
    return { country: selected, national: digits.slice(dialCodeOf(selected).length) };
  }
  const country = countryOfNumber(digits, [selected, fallback]);
  return country
    ? { country, national: digits.slice(dialCodeOf(country).length) }
    : { country: selected, national: digits };
}

function fold(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale).trim();
}

/** Countries matching a search by name, ISO code or dial code; the closest matches first. */
function filterCountries(countries: readonly Country[], search: string, locale: string) {
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

function regionNames(locale: string): (iso2: string) => string {
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

/**
 * Keeps the active option visible inside the scrolling list (not the page): a step with the arrow
 * keys scrolls just enough; a jump (the list opening on the chosen country) centres it.
 */
export function scrollIntoList(option: HTMLElement | null) {
  const list = option?.parentElement;
  if (!option || !list) return;
  const far =
    option.offsetTop + option.offsetHeight < list.scrollTop - list.clientHeight ||
    option.offsetTop > list.scrollTop + 2 * list.clientHeight;
  if (far) {
    list.scrollTop = Math.max(0, option.offsetTop - (list.clientHeight - option.offsetHeight) / 2);
  } else if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
  else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
    list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  }
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
  const theme = useTheme();
  const id = useId();
  const inputId = `${id}-input`;
  const helperId = `${id}-helper`;
  const listId = `${id}-countries`;
  const optionId = (iso2: string) => `${listId}-${iso2}`;

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
  const countries = useMemo(() => {
    const collator = new Intl.Collator(intl.locale);
    return DIAL_CODES.map(([iso2, code]) => ({ iso2, dialCode: code, name: nameOf(iso2) })).sort(
      (a, b) => collator.compare(a.name, b.name),
    );
  }, [intl.locale, nameOf]);
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

  const countryLabel = intl.formatMessage(countryButtonMessage, {
    country: `${nameOf(country)} +${dialCode}`,
  });
  const searchLabel = intl.formatMessage(m.searchCountries);
  // Popover positions with physical `left`, so anchor it to the logical start by hand.
  const startSide = theme.direction === 'rtl' ? 'right' : 'left';

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
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={closeList}
        disableRestoreFocus
        anchorOrigin={{ vertical: 'bottom', horizontal: startSide }}
        transformOrigin={{ vertical: 'top', horizontal: startSide }}
        slotProps={{ paper: { sx: { width: LIST_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
      >
        <Box sx={{ p: 1 }}>
          <OutlinedInput
            size="small"
            fullWidth
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={handleSearchKeyDown}
            placeholder={searchLabel}
            slotProps={{
              input: {
                'aria-label': searchLabel,
                role: 'combobox',
                'aria-expanded': true,
                'aria-controls': listId,
                'aria-autocomplete': 'list',
                'aria-activedescendant': activeOption ? optionId(activeOption.iso2) : undefined,
                autoComplete: 'off',
              },
            }}
          />
        </Box>
        <Box
          component="ul"
          role="listbox"
          id={listId}
          aria-label={intl.formatMessage(m.countryList)}
          sx={{
            position: 'relative',
            maxHeight: LIST_MAX_HEIGHT,
            overflowY: 'auto',
            listStyle: 'none',
            m: 0,
            p: 0,
          }}
        >
          {options.map((option, index) => (
            <Box
              component="li"
              key={option.iso2}
              id={optionId(option.iso2)}
              role="option"
              aria-selected={index === active}
              ref={index === active ? scrollIntoList : undefined}
              // Keeps focus in the search box, which owns the keyboard.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option.iso2)}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                px: 1.5,
                py: 0.75,
                cursor: 'pointer',
                fontWeight: option.iso2 === country ? 600 : undefined,
                bgcolor: index === active ? 'action.hover' : undefined,
              }}
            >
              <span>{option.name}</span>{' '}
              <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
                {`+${option.dialCode}`}
              </Box>
            </Box>
          ))}
        </Box>
        <Box role="status" sx={options.length ? undefined : { px: 1.5, pb: 1.5 }}>
          {options.length ? null : intl.formatMessage(m.noCountries)}
        </Box>
      </Popover>
    </>
  );
}
