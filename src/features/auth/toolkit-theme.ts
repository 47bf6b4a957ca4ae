/**
 * The toolkit's theme options (SPEC §2.5 "Theme options", §9 "Toolkit defaults"): colours, font,
 * colour scheme, size preset and extras, and the size class the container width gives.
 */
export interface ToolkitColors {
  light?: string;
  dark?: string;
  accent?: string;
  lightBackground?: string;
  darkBackground?: string;
}

export type ToolkitColorScheme = 'light' | 'dark' | 'auto';
export type ToolkitSize = 'compact' | 'mini' | 'spaced' | 'large';
export type SizeClass = 'tiny' | 'small' | 'medium' | 'large';

export interface ToolkitExtras {
  gradientButtons?: boolean;
  hideSecuredMessage?: boolean;
  raisedButtons?: boolean;
  dottedOutlines?: boolean;
  [other: string]: unknown;
}

export interface ToolkitTheme {
  colors?: ToolkitColors;
  fontFamily?: string;
  colorScheme?: ToolkitColorScheme;
  size?: ToolkitSize;
  extras?: ToolkitExtras;
}

/** SPEC §9: light #ffffff, dark #5e72e4, accent #13a0ff. */
export const TOOLKIT_DEFAULT_COLORS = {
  light: '#ffffff',
  dark: '#5e72e4',
  accent: '#13a0ff',
} as const;

/** SPEC §9 size presets. */
export const SIZE_PRESETS: Record<
  ToolkitSize,
  { fontSize: string; spacing?: string; width?: string }
> = {
  compact: { fontSize: '14px', spacing: '0.5em' },
  mini: { fontSize: '12px', width: '250px' },
  spaced: { fontSize: '14px', spacing: '20px' },
  large: { fontSize: '20px', spacing: '18px' },
};

/** SPEC §9: container max-width 340 px, min-width 150 px; logout button max-width 250 px. */
export const CONTAINER_MAX_WIDTH = 340;
export const CONTAINER_MIN_WIDTH = 150;
export const LOGOUT_MAX_WIDTH = 250;

/** SPEC §2.5: up to 250 tiny, up to 350 small, up to 500 medium, larger large. */
export function sizeClassFor(width: number): SizeClass {
  if (width <= 250) return 'tiny';
  if (width <= 350) return 'small';
  if (width <= 500) return 'medium';
  return 'large';
}

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;
const FONT = /^[\w\s,"'-]{1,200}$/;

function pickColors(raw: unknown): ToolkitColors | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const colors: ToolkitColors = {};
  for (const key of ['light', 'dark', 'accent', 'lightBackground', 'darkBackground'] as const) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string' && COLOR.test(value.trim())) colors[key] = value.trim();
  }
  return Object.keys(colors).length > 0 ? colors : undefined;
}

/**
 * Reads a theme from configuration (JSON). Anything unreadable or unsafe is dropped, so a bad
 * setting falls back to the defaults instead of breaking the sign-in page.
 */
export function parseToolkitTheme(raw: string | undefined): ToolkitTheme {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const input = value as Record<string, unknown>;
  const theme: ToolkitTheme = {};
  const colors = pickColors(input.colors);
  if (colors) theme.colors = colors;
  if (typeof input.fontFamily === 'string' && FONT.test(input.fontFamily)) {
    theme.fontFamily = input.fontFamily;
  }
  if (
    input.colorScheme === 'light' ||
    input.colorScheme === 'dark' ||
    input.colorScheme === 'auto'
  ) {
    theme.colorScheme = input.colorScheme;
  }
  if (typeof input.size === 'string' && Object.hasOwn(SIZE_PRESETS, input.size)) {
    theme.size = input.size as ToolkitSize;
  }
  if (typeof input.extras === 'object' && input.extras !== null) {
    const extras: ToolkitExtras = {};
    for (const [key, flag] of Object.entries(input.extras)) {
      if (typeof flag === 'boolean') extras[key] = flag;
    }
    theme.extras = extras;
  }
  return theme;
}
