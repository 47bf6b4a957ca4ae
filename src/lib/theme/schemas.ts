import type { Mode, ThemeSchema, ThemeSchemaName } from './theme-settings';

/** SPEC §3: each schema has a light and a dark colour set. */
export interface SchemaColors {
  /** The brand colour (SPEC §9), used for filled surfaces such as contained buttons. */
  primary: string;
  /** A darker shade: hover of filled surfaces, and text in light mode when `primary` is too light. */
  primaryDeep: string;
  /** A lighter shade: text in dark mode when `primary` is too dark for the background. */
  primaryMild: string;
  /** A translucent tint for selected rows and soft backgrounds. */
  primarySubtle: string;
  /** Text and icons drawn on `primary`; chosen for a WCAG AA (4.5:1) contrast with it. */
  neutral: string;
}

export type SchemaColorSets = Readonly<Record<Mode, Readonly<SchemaColors>>>;

/** Page backgrounds the colours are checked against (MUI's default and paper per mode). */
export const BACKGROUNDS: Readonly<Record<Mode, { default: string; paper: string }>> = {
  light: { default: '#ffffff', paper: '#ffffff' },
  dark: { default: '#121212', paper: '#18181b' },
};

const ZINC_900 = '#18181b';
const ZINC_950 = '#09090b';
const WHITE = '#ffffff';

/**
 * The shades are mixes of the brand colour with black (deep) or white (mild), picked so that the
 * text colour of each schema and mode reaches 4.5:1 (tests/lib/theme/schemas.test.ts checks).
 */
export const THEME_SCHEMA_COLORS: Readonly<Record<ThemeSchemaName, SchemaColorSets>> = {
  default: {
    light: {
      primary: '#2c799b',
      primaryDeep: '#23617c',
      primaryMild: '#5694af',
      primarySubtle: '#2c799b1a',
      neutral: WHITE,
    },
    dark: {
      primary: '#2c799b',
      primaryDeep: '#23617c',
      primaryMild: '#619bb4',
      primarySubtle: '#2c799b33',
      neutral: WHITE,
    },
  },
  dark: {
    light: {
      primary: ZINC_900,
      primaryDeep: ZINC_950,
      primaryMild: '#27272a',
      primarySubtle: '#18181b0d',
      neutral: WHITE,
    },
    dark: {
      primary: WHITE,
      primaryDeep: '#e4e4e7',
      primaryMild: '#f4f4f5',
      primarySubtle: '#ffffff1a',
      neutral: ZINC_900,
    },
  },
  green: {
    light: {
      primary: '#0CAF60',
      primaryDeep: '#087b43',
      primaryMild: '#3dbf80',
      primarySubtle: '#0caf601a',
      neutral: ZINC_900,
    },
    dark: {
      primary: '#0CAF60',
      primaryDeep: '#087b43',
      primaryMild: '#3dbf80',
      primarySubtle: '#0caf6033',
      neutral: ZINC_900,
    },
  },
  purple: {
    light: {
      primary: '#8C62FF',
      primaryDeep: '#704ecc',
      primaryMild: '#a381ff',
      primarySubtle: '#8c62ff1a',
      neutral: ZINC_950,
    },
    dark: {
      primary: '#8C62FF',
      primaryDeep: '#704ecc',
      primaryMild: '#a381ff',
      primarySubtle: '#8c62ff33',
      neutral: ZINC_950,
    },
  },
  orange: {
    light: {
      primary: '#fb732c',
      primaryDeep: '#b0511f',
      primaryMild: '#fc8f56',
      primarySubtle: '#fb732c1a',
      neutral: ZINC_900,
    },
    dark: {
      primary: '#fb732c',
      primaryDeep: '#b0511f',
      primaryMild: '#fc8f56',
      primarySubtle: '#fb732c33',
      neutral: ZINC_900,
    },
  },
};

/** The empty schema (nothing chosen yet) looks like `default`. */
export function resolveSchemaName(schema: ThemeSchema): ThemeSchemaName {
  return schema === '' ? 'default' : schema;
}

export function schemaColors(schema: ThemeSchema, mode: Mode): SchemaColors {
  return THEME_SCHEMA_COLORS[resolveSchemaName(schema)][mode];
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance of an opaque #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The shade of the schema colour used for text, icons and outlines on the page: the brand colour
 * when it reads well on both backgrounds of the mode, else the deep (light mode) or mild (dark
 * mode) shade.
 */
export function primaryTextColor(colors: SchemaColors, mode: Mode): string {
  const { default: page, paper } = BACKGROUNDS[mode];
  const readable = (c: string) =>
    contrastRatio(c, page) >= MIN_TEXT_CONTRAST && contrastRatio(c, paper) >= MIN_TEXT_CONTRAST;
  if (readable(colors.primary)) return colors.primary;
  return mode === 'light' ? colors.primaryDeep : colors.primaryMild;
}

/** Filled surfaces darken on hover when their text is light, and lighten when it is dark. */
export function primaryHoverColor(colors: SchemaColors): string {
  return relativeLuminance(colors.neutral) > 0.5 ? colors.primaryDeep : colors.primaryMild;
}

/** Text on a `primaryTextColor` surface (MUI's contrastText for palette.primary.main). */
export function onColor(background: string, preferred: string): string {
  if (contrastRatio(preferred, background) >= MIN_TEXT_CONTRAST) return preferred;
  return contrastRatio(WHITE, background) >= contrastRatio(ZINC_950, background) ? WHITE : ZINC_950;
}
