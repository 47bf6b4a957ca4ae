import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Footer } from '@/components/footer';
import { appConfig } from '@/config/app-config';
import { Brand } from './brand';
import { layoutMessages } from './messages';
import { PAGE_PADDING } from './page-content';
import type { PageLayoutProps } from './page-layout-parts';
import { PageLayoutHeader } from './page-layout-parts';
import { MAIN_ID, SkipLink } from './skip-link';

/** The brand panel: product name and what it is for, on the schema's primary colour. */
function BrandPanel() {
  const intl = useIntl();
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 2,
        p: 6,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        position: 'sticky',
        top: 0,
        height: '100vh',
      }}
    >
      <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
        {appConfig.appName}
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontWeight: 400, maxWidth: 440 }}>
        {intl.formatMessage(layoutMessages.tagline)}
      </Typography>
    </Box>
  );
}

/**
 * A brand panel beside the content: `split` gives each half of the window, `side` a narrower
 * panel and a wider content column. Below md the panel gives way to the product name in the header.
 */
export function BrandPanelLayout({
  children,
  toolbar,
  variant,
}: PageLayoutProps & { variant: 'split' | 'side' }) {
  const columns = variant === 'split' ? '1fr 1fr' : 'minmax(320px, 2fr) 3fr';
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: columns },
        bgcolor: 'background.default',
      }}
    >
      <SkipLink />
      <BrandPanel />
      <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: '100vh' }}>
        <PageLayoutHeader
          start={
            <Box sx={{ display: { md: 'none' } }}>
              <Brand />
            </Box>
          }
          toolbar={toolbar}
        />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            paddingInline: PAGE_PADDING,
            py: 4,
            outline: 'none',
          }}
        >
          <Box
            sx={{
              width: '100%',
              maxWidth: variant === 'split' ? 480 : 720,
              marginInline: 'auto',
            }}
          >
            {children}
          </Box>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
