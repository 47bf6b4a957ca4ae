import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useThemeSettings } from '@/lib/theme/theme-store';
import { MAIN_ID } from './skip-link';

/** SPEC §9 page padding: px-4 sm:px-6 md:px-8 (16/24/32 px). */
export const PAGE_PADDING = { xs: 2, sm: 3, md: 4 } as const;
/** Content width when the panel is not expanded. */
export const CONTENT_MAX_WIDTH = 1280;

/** The page's <main>: padded, and as wide as the window when `panelExpand` is on. */
export function PageContent({ children }: { children: ReactNode }) {
  const { panelExpand } = useThemeSettings();
  return (
    <Box
      component="main"
      id={MAIN_ID}
      tabIndex={-1}
      sx={{
        flex: 1,
        width: '100%',
        maxWidth: panelExpand ? 'none' : CONTENT_MAX_WIDTH,
        marginInline: 'auto',
        paddingInline: PAGE_PADDING,
        py: { xs: 3, md: 4 },
        outline: 'none',
      }}
    >
      {children}
    </Box>
  );
}
