import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { HEADER_HEIGHT } from '@/lib/theme/theme-settings';
import { Footer } from '@/components/footer';
import { SignedInWarmup } from '@/components/signed-in-warmup';
import { visuallyHidden } from '@/components/visually-hidden';
import { BRAND_NAME_CLASS } from './brand';
import { ALERTS_BELL_ATTRIBUTE } from './header-actions';
import { HeaderActions } from './header-actions';
import { PAGE_PADDING, PageContent } from './page-content';
import { SkipLink } from './skip-link';

/** What every app layout passes on from LayoutFor. */
export interface AppLayoutProps {
  children: ReactNode;
  /** Show the 64 px header (default true). */
  header?: boolean;
  /** The header's title region; defaults to the layout's own (the product name where no side nav shows it). */
  headerTitle?: ReactNode;
}

export interface AppShellProps {
  children: ReactNode;
  header: boolean;
  /** The collapse or menu button at the header's start. */
  navButton?: ReactNode;
  headerTitle?: ReactNode;
  /** Navigation inside the header (classic top bar). */
  headerNav?: ReactNode;
  /** The column beside the content (side navigation on wide screens). */
  sidebar?: ReactNode;
  /** A drawer rendered alongside (navigation on small screens, content overlay). */
  drawer?: ReactNode;
  /** No border under the header (frameless side). */
  frameless?: boolean;
  signedIn?: boolean;
}

/**
 * The frame of every app layout: skip link, optional side column, 64 px header (nav button, title
 * region, header nav, language, light/dark, settings, user menu), <main>, footer.
 */
export function AppShell({
  children,
  header,
  navButton,
  headerTitle,
  headerNav,
  sidebar,
  drawer,
  frameless = false,
  signedIn = true,
}: AppShellProps) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      {signedIn && <SignedInWarmup />}
      {header && (
        // What keyboard focus or a link's jump brings into view is never under the sticky header
        // (WCAG 2.2 2.4.11): the page scrolls it clear of the header's height and a little more.
        <GlobalStyles styles={{ html: { scrollPaddingTop: HEADER_HEIGHT + 1 + 8 } }} />
      )}
      {sidebar}
      {drawer}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {header && (
          <AppBar
            component="header"
            position="sticky"
            color="inherit"
            elevation={0}
            sx={{
              borderBottom: frameless ? 'none' : '1px solid',
              borderColor: 'divider',
              bgcolor: frameless ? 'background.default' : 'background.paper',
            }}
          >
            <Toolbar
              disableGutters
              sx={{
                minHeight: HEADER_HEIGHT,
                height: HEADER_HEIGHT,
                gap: 1,
                paddingInline: PAGE_PADDING,
                // A professional's header has the alerts' bell too: the name gives way below 420 px.
                '@media (max-width: 419.95px)': {
                  [`&:has([${ALERTS_BELL_ATTRIBUTE}]) .${BRAND_NAME_CLASS}`]: visuallyHidden,
                },
              }}
            >
              {navButton}
              {headerTitle && (
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    minWidth: 0,
                    flexShrink: 0,
                    // Below 360 px the product name leaves room for the header's controls; its mark
                    // stays, and the name is still read out.
                    '@media (max-width: 359.95px)': { [`& .${BRAND_NAME_CLASS}`]: visuallyHidden },
                  }}
                >
                  {headerTitle}
                </Box>
              )}
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
                {headerNav}
              </Box>
              <HeaderActions signedIn={signedIn} />
            </Toolbar>
          </AppBar>
        )}
        <PageContent>{children}</PageContent>
        <Footer />
      </Box>
    </Box>
  );
}
