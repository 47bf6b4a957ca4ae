/**
 * MUI's ThemeProvider for the app's themes, which never use CSS variables (createTheme without
 * `cssVariables` or `colorSchemes`). It does what `@mui/material/styles`' ThemeProvider does with
 * such a theme (`{ ...theme, vars: null }` to MUI System's provider), without the CSS-variables
 * provider that one carries into the first load.
 */
import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { useMemo } from 'react';
import type { ReactNode } from 'react';

export function ThemeProvider({ theme, children }: { theme: Theme; children?: ReactNode }) {
  // `vars: null` keeps an outer theme's CSS variables from leaking into this one, as MUI's does.
  const noVars = useMemo(() => ({ ...theme, vars: null }), [theme]);
  return <SystemThemeProvider theme={noVars}>{children}</SystemThemeProvider>;
}
