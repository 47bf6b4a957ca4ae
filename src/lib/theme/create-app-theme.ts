import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { BACKGROUNDS, onColor, primaryHoverColor, primaryTextColor, schemaColors } from './schemas';
import { controlHeight } from './theme-settings';
import type { ThemeSettings } from './theme-settings';
import type { Locale } from '../i18n/locale';
import { muiLocalization } from '../i18n/mui-localization';

export type ThemeInput = Pick<ThemeSettings, 'mode' | 'themeSchema' | 'direction' | 'controlSize'>;

/** MUI's input text is 1rem with a 1.4375em line: 23px tall at the default 16px. */
const INPUT_LINE_PX = 23;

const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

export const FONT_FAMILY = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * The MUI theme for a set of theme settings. `palette.primary.main` is the text-safe shade of the
 * schema (links, text buttons, focus rings, selected controls all read at 4.5:1 or more); filled
 * primary surfaces use the brand colour itself with the schema's `neutral` text.
 */
export function createAppTheme(settings: ThemeInput, locale: Locale = 'en'): Theme {
  const { mode, direction } = settings;
  const colors = schemaColors(settings.themeSchema, mode);
  const main = primaryTextColor(colors, mode);
  const height = controlHeight(settings.controlSize);
  const inputPadding = `${(height - INPUT_LINE_PX) / 2}px`;
  const filled = {
    backgroundColor: colors.primary,
    color: colors.neutral,
    '&:hover': { backgroundColor: primaryHoverColor(colors), color: colors.neutral },
  };

  return createTheme(
    {
      direction,
      focusVisible: true,
      palette: {
        mode,
        primary: {
          main,
          dark: colors.primaryDeep,
          light: colors.primaryMild,
          contrastText: onColor(main, colors.neutral),
        },
        // Amber darkened so white text on it keeps a 4.5:1 contrast.
        warning: { main: '#b45309' },
        background: { ...BACKGROUNDS[mode] },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: FONT_FAMILY,
        button: { textTransform: 'none', fontWeight: 600 },
        h1: { fontSize: '2rem', fontWeight: 700 },
        h2: { fontSize: '1.5rem', fontWeight: 700 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
      },
      components: {
        // In a right-to-left layout the texts (English, Spanish) are still left-to-right: each
        // block takes its base direction from its own text, so "¡Hola!" keeps its punctuation in
        // place instead of flipping, while the layout itself mirrors. `match-parent` keeps such a
        // block aligned as its container is. Chromium computes `match-parent` of an inherited
        // `start` as `start`, which such a block reads by its own (left-to-right) text: so the
        // page's own alignment is the physical right, and a centred container stays centred.
        // (tests/e2e/shell.e2e.ts measures it.)
        MuiCssBaseline: {
          styleOverrides: {
            // Written 'left' because the right-to-left style cache (stylis-plugin-rtl) flips it:
            // the page gets `text-align: right`.
            ':where(html[dir="rtl"]) body': { textAlign: 'left' },
            // Buttons and menu entries too: "Eliminar…" keeps its ellipsis after the word; and
            // what is typed: "Why was it rejected?" keeps its question mark at the end.
            ':where(html[dir="rtl"]) :where(h1, h2, h3, h4, h5, h6, p, li, label, legend, th, td, a, button, input, textarea, .MuiAlert-message)':
              {
                unicodeBidi: 'plaintext',
                textAlign: 'match-parent',
              },
            // Someone who asks for less motion gets none, app-wide: every transition and
            // animation (the side navigation collapsing, drawers, dialogs, tooltips growing,
            // placeholders pulsing, ripples) ends at once. MUI's transitions write theirs inline,
            // so only `!important` outranks them; their own timers are the theme's durations.
            [REDUCED_MOTION]: {
              '*, *::before, *::after': {
                animationDuration: '0.01ms !important',
                animationIterationCount: '1 !important',
                transitionDuration: '0.01ms !important',
                transitionDelay: '0s !important',
                scrollBehavior: 'auto !important',
              },
            },
          },
        },
        // Keeps the dark backgrounds exactly the colours the contrast checks use.
        MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
        MuiButton: {
          styleOverrides: {
            root: {
              minHeight: height,
              paddingTop: 0,
              paddingBottom: 0,
              variants: [{ props: { variant: 'contained', color: 'primary' }, style: filled }],
            },
          },
        },
        MuiFab: {
          styleOverrides: {
            root: { variants: [{ props: { color: 'primary' }, style: filled }] },
          },
        },
        MuiOutlinedInput: {
          styleOverrides: {
            root: {
              minHeight: height,
              '& .MuiOutlinedInput-input:not(textarea)': {
                paddingTop: inputPadding,
                paddingBottom: inputPadding,
              },
            },
          },
        },
        MuiInputLabel: {
          styleOverrides: {
            root: {
              '&.MuiInputLabel-outlined[data-shrink="false"]': {
                transform: `translate(14px, ${inputPadding}) scale(1)`,
              },
            },
          },
        },
      },
    },
    // MUI's own texts (pagination, close buttons …) in the person's language.
    muiLocalization(locale),
  );
}
