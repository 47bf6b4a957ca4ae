import { createAppTheme } from '@/lib/theme/create-app-theme';
import {
  BACKGROUNDS,
  MIN_TEXT_CONTRAST,
  THEME_SCHEMA_COLORS,
  contrastRatio,
  primaryHoverColor,
  schemaColors,
} from '@/lib/theme/schemas';
import { MODES, THEME_SCHEMAS } from '@/lib/theme/theme-settings';

const cases = THEME_SCHEMAS.flatMap((schema) => MODES.map((mode) => [schema, mode] as const));

describe('SPEC §9 primary colours', () => {
  it('uses the specified brand colour per schema', () => {
    const brand = (schema: (typeof THEME_SCHEMAS)[number], mode: 'light' | 'dark') =>
      THEME_SCHEMA_COLORS[schema][mode].primary.toLowerCase();
    expect(brand('default', 'light')).toBe('#2c799b');
    expect(brand('green', 'light')).toBe('#0caf60');
    expect(brand('purple', 'light')).toBe('#8c62ff');
    expect(brand('orange', 'light')).toBe('#fb732c');
    expect(brand('dark', 'light')).toBe('#18181b');
    expect(brand('dark', 'dark')).toBe('#ffffff');
  });

  it('treats the empty schema as default', () => {
    expect(schemaColors('', 'light')).toEqual(THEME_SCHEMA_COLORS.default.light);
    expect(schemaColors('', 'dark')).toEqual(THEME_SCHEMA_COLORS.default.dark);
  });

  it('computes contrast like WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(cases)('WCAG AA contrast: schema %s in %s mode', (schema, mode) => {
  const colors = THEME_SCHEMA_COLORS[schema][mode];
  const theme = createAppTheme({ themeSchema: schema, mode, direction: 'ltr', controlSize: 'md' });
  const { primary } = theme.palette;

  it('text on a filled primary surface (and on its hover shade) reads at 4.5:1', () => {
    expect(contrastRatio(colors.neutral, colors.primary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(colors.neutral, primaryHoverColor(colors))).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it('primary used as text, links and outlines reads at 4.5:1 on the page and on paper', () => {
    expect(theme.palette.background.default).toBe(BACKGROUNDS[mode].default);
    expect(contrastRatio(primary.main, theme.palette.background.default)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(contrastRatio(primary.main, theme.palette.background.paper)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect([colors.primary, colors.primaryDeep, colors.primaryMild]).toContain(primary.main);
  });

  it("MUI's contrastText on primary.main reads at 4.5:1", () => {
    expect(contrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });

  it('has five well-formed colours with deep darker than mild', () => {
    for (const value of Object.values(colors))
      expect(value).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/i);
    expect(contrastRatio(colors.primaryDeep, '#ffffff')).toBeGreaterThan(
      contrastRatio(colors.primaryMild, '#ffffff'),
    );
  });
});
