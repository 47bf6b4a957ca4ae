import {
  CONTROL_SIZE_UNITS,
  DEFAULT_THEME_SETTINGS,
  HEADER_HEIGHT,
  SIDE_NAV_COLLAPSED_WIDTH,
  SIDE_NAV_WIDTH,
  STACKED_SIDE_NAV_MINI_WIDTH,
  STACKED_SIDE_NAV_SECONDARY_WIDTH,
  THEME_STORAGE_KEY,
  controlHeight,
  readThemeSettings,
  writeThemeSettings,
} from '@/lib/theme/theme-settings';
import type { ThemeSettings } from '@/lib/theme/theme-settings';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set(THEME_STORAGE_KEY, initial);
  return {
    items,
    getItem: jest.fn((key: string) => items.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: jest.fn((key: string) => void items.delete(key)),
  };
}

const defaults: ThemeSettings = {
  themeSchema: '',
  direction: 'ltr',
  mode: 'light',
  panelExpand: false,
  controlSize: 'md',
  layout: { type: 'collapsibleSide', sideNavCollapse: false },
};

describe('SPEC §3 theme settings', () => {
  it('has the specified defaults', () => {
    expect(DEFAULT_THEME_SETTINGS).toEqual(defaults);
    expect(readThemeSettings(memoryStorage())).toEqual(defaults);
    expect(readThemeSettings(undefined)).toEqual(defaults);
  });

  it('has the SPEC §9 layout dimensions and control heights', () => {
    expect([
      SIDE_NAV_WIDTH,
      SIDE_NAV_COLLAPSED_WIDTH,
      STACKED_SIDE_NAV_MINI_WIDTH,
      STACKED_SIDE_NAV_SECONDARY_WIDTH,
      HEADER_HEIGHT,
    ]).toEqual([290, 80, 80, 270, 64]);
    expect(CONTROL_SIZE_UNITS).toEqual({ xs: 8, sm: 10, md: 12, lg: 14 });
    expect((['xs', 'sm', 'md', 'lg'] as const).map(controlHeight)).toEqual([32, 40, 48, 56]);
  });

  it('restores a complete saved object', () => {
    const saved: ThemeSettings = {
      themeSchema: 'green',
      direction: 'rtl',
      mode: 'dark',
      panelExpand: true,
      controlSize: 'xs',
      layout: { type: 'split', sideNavCollapse: true, previousType: 'side' },
    };
    const storage = memoryStorage(JSON.stringify(saved));
    expect(readThemeSettings(storage)).toEqual(saved);
    expect(storage.removeItem).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"mode":'],
    ['an array', '["dark"]'],
    ['a string', '"dark"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('drops a value that is %s and uses the defaults', (_what, raw) => {
    const storage = memoryStorage(raw);
    expect(readThemeSettings(storage)).toEqual(defaults);
    expect(storage.items.has(THEME_STORAGE_KEY)).toBe(false);
  });

  it('keeps the good fields and replaces wrong types, unknown schemas and layouts field by field', () => {
    const storage = memoryStorage(
      JSON.stringify({
        themeSchema: 'neon',
        direction: 'sideways',
        mode: 'dark',
        panelExpand: 'yes',
        controlSize: 'xl',
        layout: { type: 'floating', sideNavCollapse: true, previousType: 'nope' },
      }),
    );
    const settings = readThemeSettings(storage);
    expect(settings).toEqual({
      ...defaults,
      mode: 'dark',
      layout: { type: 'collapsibleSide', sideNavCollapse: true },
    });
    // The corrected object replaces the bad one, so the bad values do not come back.
    expect(JSON.parse(storage.items.get(THEME_STORAGE_KEY) ?? '')).toEqual(settings);
  });

  it('treats a layout that is not an object as the default layout', () => {
    expect(readThemeSettings(memoryStorage('{"layout":"split","mode":"dark"}'))).toEqual({
      ...defaults,
      mode: 'dark',
    });
  });

  it('never throws when storage throws, and still tries to drop the key', () => {
    const throwing = {
      getItem: jest.fn(() => {
        throw new Error('SecurityError');
      }),
      removeItem: jest.fn(() => {
        throw new Error('SecurityError');
      }),
    };
    expect(readThemeSettings(throwing)).toEqual(defaults);
    expect(throwing.removeItem).toHaveBeenCalledWith(THEME_STORAGE_KEY);
  });

  it('writes the whole object under `theme`, and reports a refusing storage instead of throwing', () => {
    const storage = memoryStorage();
    expect(writeThemeSettings(storage, defaults)).toBe(true);
    expect(JSON.parse(storage.items.get('theme') ?? '')).toEqual(defaults);
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeThemeSettings(full, defaults)).toBe(false);
  });
});
