/** SPEC §3 "Theme settings": what a person can change about the frame, persisted under `theme`. */

export const THEME_STORAGE_KEY = 'theme';

export const THEME_SCHEMAS = ['default', 'dark', 'green', 'purple', 'orange'] as const;
export type ThemeSchemaName = (typeof THEME_SCHEMAS)[number];
/** '' means "not chosen yet", which looks like `default`. */
export type ThemeSchema = '' | ThemeSchemaName;

export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

export const CONTROL_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export type ControlSize = (typeof CONTROL_SIZES)[number];

export const LAYOUT_TYPES = [
  'collapsibleSide',
  'stackedSide',
  'classicTopBar',
  'framelessSide',
  'contentOverlay',
  'blank',
  'simple',
  'split',
  'side',
] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

export interface LayoutSettings {
  type: LayoutType;
  sideNavCollapse: boolean;
  previousType?: LayoutType;
}

export interface ThemeSettings {
  themeSchema: ThemeSchema;
  direction: Direction;
  mode: Mode;
  panelExpand: boolean;
  controlSize: ControlSize;
  layout: LayoutSettings;
}

export const DEFAULT_THEME_SETTINGS: Readonly<ThemeSettings> = Object.freeze({
  themeSchema: '',
  direction: 'ltr',
  mode: 'light',
  panelExpand: false,
  controlSize: 'md',
  layout: Object.freeze({ type: 'collapsibleSide', sideNavCollapse: false }),
});

/** SPEC §9 layout dimensions, in px. */
export const SIDE_NAV_WIDTH = 290;
export const SIDE_NAV_COLLAPSED_WIDTH = 80;
export const STACKED_SIDE_NAV_MINI_WIDTH = 80;
export const STACKED_SIDE_NAV_SECONDARY_WIDTH = 270;
export const HEADER_HEIGHT = 64;

/** SPEC §9 control sizes, in units of 4px. */
export const CONTROL_SIZE_UNITS: Readonly<Record<ControlSize, number>> = Object.freeze({
  xs: 8,
  sm: 10,
  md: 12,
  lg: 14,
});
export const CONTROL_SIZE_UNIT_PX = 4;
export function controlHeight(size: ControlSize): number {
  return CONTROL_SIZE_UNITS[size] * CONTROL_SIZE_UNIT_PX;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps every field that has the right type and value and takes the default for the rest, so one
 * bad field never costs a person the others.
 */
export function normaliseThemeSettings(value: unknown): ThemeSettings {
  const d = DEFAULT_THEME_SETTINGS;
  const raw: Record_ = isRecord(value) ? value : {};
  const rawLayout: Record_ = isRecord(raw.layout) ? raw.layout : {};
  const layout: LayoutSettings = {
    type: oneOf(LAYOUT_TYPES, rawLayout.type) ? rawLayout.type : d.layout.type,
    sideNavCollapse:
      typeof rawLayout.sideNavCollapse === 'boolean'
        ? rawLayout.sideNavCollapse
        : d.layout.sideNavCollapse,
  };
  if (oneOf(LAYOUT_TYPES, rawLayout.previousType)) layout.previousType = rawLayout.previousType;
  return {
    themeSchema:
      raw.themeSchema === '' || oneOf(THEME_SCHEMAS, raw.themeSchema)
        ? raw.themeSchema
        : d.themeSchema,
    direction: oneOf(DIRECTIONS, raw.direction) ? raw.direction : d.direction,
    mode: oneOf(MODES, raw.mode) ? raw.mode : d.mode,
    panelExpand: typeof raw.panelExpand === 'boolean' ? raw.panelExpand : d.panelExpand,
    controlSize: oneOf(CONTROL_SIZES, raw.controlSize) ? raw.controlSize : d.controlSize,
    layout,
  };
}

export function defaultThemeSettings(): ThemeSettings {
  return normaliseThemeSettings(undefined);
}

type ReadableStorage = Pick<Storage, 'getItem' | 'removeItem'> & Partial<Pick<Storage, 'setItem'>>;

function forget(storage: ReadableStorage): void {
  try {
    storage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // storage that refuses even this: the defaults are all we can do
  }
}

/**
 * Restores the settings saved under `theme`. Never throws: an unreadable value (not JSON, not an
 * object) is removed and the defaults are used; a readable one keeps its good fields, and when some
 * were bad the corrected object is saved back so the bad values do not linger.
 */
export function readThemeSettings(storage: ReadableStorage | undefined | null): ThemeSettings {
  if (!storage) return defaultThemeSettings();
  let raw: string | null;
  try {
    raw = storage.getItem(THEME_STORAGE_KEY);
  } catch {
    forget(storage);
    return defaultThemeSettings();
  }
  if (raw == null) return defaultThemeSettings();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    forget(storage);
    return defaultThemeSettings();
  }
  if (!isRecord(parsed)) {
    forget(storage);
    return defaultThemeSettings();
  }
  const settings = normaliseThemeSettings(parsed);
  const { setItem } = storage;
  if (setItem && JSON.stringify(settings) !== raw) {
    writeThemeSettings({ setItem: (key, value) => setItem.call(storage, key, value) }, settings);
  }
  return settings;
}

/** Saves the whole settings object; a full or refusing storage only costs persistence. */
export function writeThemeSettings(
  storage: Pick<Storage, 'setItem'> | undefined | null,
  settings: ThemeSettings,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}
