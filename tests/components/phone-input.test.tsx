import { act, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@tests/utils/user';
import { useState } from 'react';
import { DIAL_CODES } from '@/components/phone-input/dial-codes';
import { scrollIntoList } from '@/components/phone-input/country-list';
import { PhoneInput } from '@/components/phone-input/phone-input';
import type { PhoneInputProps } from '@/components/phone-input/phone-input';
import { renderWithProviders } from '../utils/render';

const LABEL = 'Mobile phone number';

type HarnessProps = Partial<Omit<PhoneInputProps, 'value' | 'onChange'>> & {
  initialValue?: string;
  onValue?: (value: string) => void;
};

/** A controlled PhoneInput, as a form would hold it. */
function Harness({ initialValue = '', onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <PhoneInput
      label={LABEL}
      {...props}
      value={value}
      onChange={(next) => {
        onValue?.(next);
        setValue(next);
      }}
    />
  );
}

function renderPhone(props: HarnessProps = {}, locale: 'en' | 'es' = 'en') {
  const user = setupUser();
  const onValue = jest.fn<void, [string]>();
  renderWithProviders(<Harness onValue={onValue} {...props} />, { locale });
  const input = screen.getByRole('textbox', { name: LABEL }) as HTMLInputElement;
  const countryButton = screen.getByRole('button', { name: /^(Country|País): / });
  const lastValue = () => onValue.mock.calls.at(-1)?.[0];
  return { user, onValue, input, countryButton, lastValue };
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search countries' });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('PhoneInput', () => {
  it('starts on US +1 with the SPEC placeholder, an ltr input and a closed country button', () => {
    const { input, countryButton } = renderPhone();
    expect(countryButton).toHaveAccessibleName('Country: United States, US +1');
    expect(countryButton).toHaveTextContent('US +1');
    expect(countryButton).toHaveAttribute('aria-haspopup', 'listbox');
    expect(countryButton).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('placeholder', '1 (702) 123-4567');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps digits only and reports + dial code + national digits', async () => {
    const { user, input, lastValue } = renderPhone();
    await user.type(input, '7a0-2');
    expect(lastValue()).toBe('+1702');
    expect(input).toHaveValue('702');
  });

  it('caps the value at 15 digits, dial code included', async () => {
    const { user, input, lastValue } = renderPhone();
    await user.type(input, '12345678901234567890');
    expect(lastValue()).toBe('+112345678901234');
    expect(lastValue()?.replace('+', '')).toHaveLength(15);
    expect(input).toHaveValue('12345678901234');
  });

  it('honours a smaller maxDigits', async () => {
    const { user, input, lastValue } = renderPhone({ maxDigits: 6 });
    await user.type(input, '98765432');
    expect(lastValue()).toBe('+198765');
  });

  it('keeps a 1 MB paste bounded and digits-only', async () => {
    const { user, input, lastValue } = renderPhone();
    await user.click(input);
    await user.paste('a1-'.repeat(350_000));
    expect(lastValue()).toBe(`+1${'1'.repeat(14)}`);
    expect(input).toHaveValue('1'.repeat(14));
  });

  it('turns full-width digits into ASCII digits', async () => {
    const { user, input, lastValue } = renderPhone();
    await user.click(input);
    await user.paste('７０２ー５５５');
    expect(lastValue()).toBe('+1702555');
  });

  it('reports an empty value for a lone plus sign', async () => {
    const { user, input, onValue } = renderPhone();
    await user.type(input, '+');
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
  });

  it('picks the country of a full international number pasted into the empty field', async () => {
    const { user, input, countryButton, lastValue } = renderPhone();
    await user.click(input);
    await user.paste('+44 7911 123456');
    expect(lastValue()).toBe('+447911123456');
    expect(countryButton).toHaveTextContent('GB +44');
    expect(input).toHaveValue('7911123456');
  });

  it('picks the country of an international number pasted over the digits', async () => {
    const { user, input, countryButton, lastValue } = renderPhone();
    await user.type(input, '702');
    await user.tripleClick(input);
    await user.paste('+52 55 1234 5678');
    expect(lastValue()).toBe('+525512345678');
    expect(countryButton).toHaveTextContent('MX +52');
  });

  it('ignores a plus sign typed before the national digits', async () => {
    const { user, input, countryButton, lastValue } = renderPhone();
    await user.type(input, '702');
    await user.type(input, '+', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(lastValue()).toBe('+1702');
    expect(countryButton).toHaveTextContent('US +1');
  });

  it('keeps the country of an initial value when the digits are cleared', async () => {
    const { user, input, countryButton, lastValue } = renderPhone({
      initialValue: '+447911123456',
    });
    expect(countryButton).toHaveTextContent('GB +44');
    await user.clear(input);
    expect(lastValue()).toBe('');
    expect(countryButton).toHaveTextContent('GB +44');
    await user.type(input, '20');
    expect(lastValue()).toBe('+4420');
  });

  it('shows the country and national digits of an initial value', () => {
    const { input, countryButton } = renderPhone({ initialValue: '+525512345678' });
    expect(countryButton).toHaveTextContent('MX +52');
    expect(input).toHaveValue('5512345678');
  });

  it('uses defaultCountry', () => {
    const { countryButton } = renderPhone({ defaultCountry: 'gb' });
    expect(countryButton).toHaveTextContent('GB +44');
  });

  it('shows the error under the field and marks it invalid', () => {
    const { input } = renderPhone({ error: 'Please enter your phone number' });
    expect(screen.getByText('Please enter your phone number')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your phone number');
  });

  it('opens a searchable country list, focused on the search box', async () => {
    const { user, countryButton } = renderPhone();
    await user.click(countryButton);
    expect(countryButton).toHaveAttribute('aria-expanded', 'true');
    expect(searchBox()).toHaveFocus();
    expect(screen.getByRole('listbox', { name: 'Countries' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(DIAL_CODES.length);
    expect(screen.getByRole('option', { name: 'United States +1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  describe('with fake timers', () => {
    beforeEach(() =>
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
    );
    afterEach(() => {
      act(() => jest.runOnlyPendingTimers());
      jest.useRealTimers();
    });

    it('filters the list 250 ms after the last keystroke', async () => {
      const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<Harness />);
      await user.click(screen.getByRole('button', { name: /^Country: / }));
      await user.type(searchBox(), 'germ');
      act(() => jest.advanceTimersByTime(249));
      expect(screen.getAllByRole('option')).toHaveLength(DIAL_CODES.length);
      act(() => jest.advanceTimersByTime(1));
      expect(optionNames()).toEqual(['Germany +49']);
    });

    it('takes the best match of the typed text when Enter comes before the filter', async () => {
      const user = setupUser({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<Harness />);
      const countryButton = screen.getByRole('button', { name: /^Country: / });
      await user.click(countryButton);
      await user.type(searchBox(), 'mexi{Enter}');
      expect(countryButton).toHaveTextContent('MX +52');
    });
  });

  it('finds countries by ISO code and by dial code', async () => {
    const { user, countryButton } = renderPhone();
    await user.click(countryButton);
    await user.type(searchBox(), 'mx');
    await waitFor(() => expect(optionNames()).toEqual(['Mexico +52']));
    await user.clear(searchBox());
    await user.type(searchBox(), '+44');
    await waitFor(() => expect(optionNames()).toHaveLength(4));
    expect(optionNames()).toContain('United Kingdom +44');
  });

  it('says so when no country matches', async () => {
    const { user, countryButton } = renderPhone();
    await user.click(countryButton);
    await user.type(searchBox(), 'zzzz');
    expect(await screen.findByText('No countries match your search')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('searches by the Spanish country name in Spanish', async () => {
    const { user, countryButton, lastValue } = renderPhone({ initialValue: '+1702' }, 'es');
    await user.click(countryButton);
    expect(countryButton).toHaveAccessibleName('País: Estados Unidos, US +1');
    await user.type(screen.getByRole('combobox', { name: 'Buscar países' }), 'Alemania');
    const germany = await screen.findByRole('option', { name: 'Alemania +49' });
    await user.click(germany);
    expect(countryButton).toHaveTextContent('DE +49');
    expect(lastValue()).toBe('+49702');
  });

  it('selects with the arrow keys and Enter, keeps the national digits and refocuses the button', async () => {
    const { user, input, countryButton, lastValue } = renderPhone();
    await user.type(input, '7025550100');
    await user.click(countryButton);
    await user.type(searchBox(), 'united');
    await waitFor(() =>
      expect(optionNames()).toEqual([
        'United Arab Emirates +971',
        'United Kingdom +44',
        'United States +1',
      ]),
    );
    const listbox = screen.getByRole('listbox');
    const active = () => searchBox().getAttribute('aria-activedescendant');
    expect(active()).toBe(within(listbox).getByRole('option', { name: /Emirates/ }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(active()).toBe(within(listbox).getByRole('option', { name: /Kingdom/ }).id);
    await user.keyboard('{Enter}');
    expect(lastValue()).toBe('+447025550100');
    expect(countryButton).toHaveTextContent('GB +44');
    expect(countryButton).toHaveAttribute('aria-expanded', 'false');
    expect(countryButton).toHaveFocus();
  });

  it('cuts the national digits to fit when a longer dial code is chosen', async () => {
    const { user, input, countryButton, lastValue } = renderPhone();
    await user.type(input, '12345678901234');
    await user.click(countryButton);
    await user.type(searchBox(), '+971');
    await screen.findByRole('option', { name: 'United Arab Emirates +971' });
    await user.keyboard('{Enter}');
    expect(lastValue()).toBe('+971123456789012');
    expect(lastValue()?.replace('+', '')).toHaveLength(15);
  });

  it('closes on Escape and returns focus to the country button', async () => {
    const { user, countryButton, onValue } = renderPhone();
    await user.click(countryButton);
    expect(searchBox()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(countryButton).toHaveFocus();
    expect(countryButton).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('DIAL_CODES', () => {
  it('lists every country once with a 1–4 digit dial code', () => {
    expect(DIAL_CODES.length).toBeGreaterThan(200);
    expect(DIAL_CODES).toContainEqual(['US', '1']);
    expect(DIAL_CODES).toContainEqual(['GB', '44']);
    expect(DIAL_CODES).toContainEqual(['MX', '52']);
    const isoCodes = DIAL_CODES.map(([iso2]) => iso2);
    expect(new Set(isoCodes).size).toBe(isoCodes.length);
    expect(isoCodes).toEqual([...isoCodes].sort());
    for (const [iso2, dialCode] of DIAL_CODES) {
      expect(iso2).toMatch(/^[A-Z]{2}$/);
      expect(dialCode).toMatch(/^\d{1,4}$/);
    }
  });
});

describe('scrolling the country list', () => {
  /** An option of `height` px at `top` inside a list showing `view` px, scrolled to `scroll`. */
  function place(top: number, scroll: number, view = 200, height = 36) {
    const list = { scrollTop: scroll, clientHeight: view };
    const option = { offsetTop: top, offsetHeight: height, parentElement: list };
    scrollIntoList(option as unknown as HTMLElement);
    return list.scrollTop;
  }

  it('opens with the chosen country in the middle of the list, not at its bottom edge', () => {
    // United States far down an alphabetical list, the list just opened at its top.
    expect(place(8000, 0)).toBe(8000 - (200 - 36) / 2);
  });

  it('scrolls just enough when the arrow keys step past an edge', () => {
    expect(place(200, 0)).toBe(36); // one option below the view
    expect(place(64, 100)).toBe(64); // one option above it
    expect(place(100, 50)).toBe(50); // already visible: no scroll
  });
});
