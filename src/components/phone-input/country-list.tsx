/**
 * The country select of the phone field: a popover with a search box that owns the keyboard and a
 * listbox of countries (SPEC §9). The field keeps the state; this draws it.
 */
import Box from '@mui/material/Box';
import OutlinedInput from '@mui/material/OutlinedInput';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Country } from './countries';
import { phoneInputMessages as m } from './messages';

// SPEC §9.
const LIST_MAX_HEIGHT = 200;
const LIST_WIDTH = 300;

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

export interface CountryListProps {
  /** The listbox's id; each option's id is made from it. */
  id: string;
  /** The element the list opens under; null while it is closed. */
  anchorEl: HTMLElement | null;
  onClose(): void;
  /** The search box's text. */
  query: string;
  onQueryChange(query: string): void;
  onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  /** The countries listed, and the index of the active one among them. */
  options: readonly Country[];
  active: number;
  onActivate(index: number): void;
  onChoose(iso2: string): void;
  /** The field's country, shown in bold. */
  selected: string;
}

export function CountryList({
  id: listId,
  anchorEl,
  onClose,
  query,
  onQueryChange,
  onSearchKeyDown,
  options,
  active,
  onActivate,
  onChoose,
  selected,
}: CountryListProps) {
  const intl = useIntl();
  const theme = useTheme();
  const open = anchorEl !== null;
  const optionId = (iso2: string) => `${listId}-${iso2}`;
  const activeOption = options[active];
  const searchLabel = intl.formatMessage(m.searchCountries);
  // Popover positions with physical `left`, so anchor it to the logical start by hand.
  const startSide = theme.direction === 'rtl' ? 'right' : 'left';

  return (
    <Popover
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
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
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onSearchKeyDown}
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
            onMouseMove={() => onActivate(index)}
            onClick={() => onChoose(option.iso2)}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 1,
              px: 1.5,
              py: 0.75,
              cursor: 'pointer',
              fontWeight: option.iso2 === selected ? 600 : undefined,
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
  );
}
