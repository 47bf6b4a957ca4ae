import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { HEADER_HEIGHT } from '@/lib/theme/theme-settings';
import { Footer } from '@/components/footer';
import { PAGE_PADDING } from './page-content';
import type { PageLayoutProps } from './page-layout-parts';
import { PageLayoutHeader } from './page-layout-parts';
import { MAIN_ID, SkipLink } from './skip-link';

export const SIMPLE_CARD_MAX_WIDTH = 480;

/** A card centred across the page (sign-in and the other unauthenticated screens). */
export function SimpleLayout({ children, toolbar }: PageLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      {toolbar && <SkipLink />}
      <PageLayoutHeader toolbar={toolbar} />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          display: 'flex',
          // Centred across, and a fixed distance from the top: a card whose content grows as the
          // page loads (or as the form changes step) grows downwards instead of moving, and the
          // footer starts below the fold, so nothing visible shifts (Lighthouse CLS).
          alignItems: 'flex-start',
          justifyContent: 'center',
          minHeight: toolbar ? `calc(100vh - ${HEADER_HEIGHT}px)` : '100vh',
          paddingInline: PAGE_PADDING,
          pt: { xs: 3, sm: '8vh' },
          pb: 4,
          outline: 'none',
        }}
      >
        <Paper
          variant="outlined"
          sx={{ width: '100%', maxWidth: SIMPLE_CARD_MAX_WIDTH, p: { xs: 3, sm: 5 } }}
        >
          {children}
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
