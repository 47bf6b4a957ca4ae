import Box from '@mui/material/Box';
import { PAGE_PADDING } from './page-content';
import type { PageLayoutProps } from './page-layout-parts';
import { MAIN_ID } from './skip-link';

/**
 * Content only. The optional toolbar floats at the top end, after <main> in reading order, so a
 * person who chose this layout can still reach the settings.
 */
export function BlankLayout({ children, toolbar }: PageLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ minHeight: '100vh', paddingInline: PAGE_PADDING, py: 4, outline: 'none' }}
      >
        {children}
      </Box>
      {toolbar && (
        <Box
          sx={{
            position: 'fixed',
            top: 8,
            insetInlineEnd: 8,
            zIndex: (theme) => theme.zIndex.appBar,
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 2,
          }}
        >
          {toolbar}
        </Box>
      )}
    </Box>
  );
}
