import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Footer } from '@/components/footer';
import { PAGE_PADDING } from './page-content';
import type { PageLayoutProps } from './page-layout-parts';
import { PageLayoutHeader } from './page-layout-parts';
import { MAIN_ID, SkipLink } from './skip-link';

export const SIMPLE_CARD_MAX_WIDTH = 480;

/** A centred card (sign-in and the other unauthenticated screens). */
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
          alignItems: 'center',
          justifyContent: 'center',
          paddingInline: PAGE_PADDING,
          py: 4,
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
