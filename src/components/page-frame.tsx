import InboxOutlined from '@mui/icons-material/InboxOutlined';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMirrorInRtl } from './mirror-in-rtl';
import Typography from '@mui/material/Typography';
import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '@/config/paths';

const pageMessages = defineMessages({
  breadcrumb: { id: 'page.breadcrumb.label', defaultMessage: 'Breadcrumb' },
  home: { id: 'page.breadcrumb.home', defaultMessage: 'Home' },
  emptyTitle: { id: 'page.emptyState.title', defaultMessage: 'Nothing to show yet' },
});

/**
 * Where the breadcrumb's "Home" leads on the pages below it: the signed-in app sets it to the
 * person's start page (their first menu entry); the dashboard without it.
 */
export const HomePathContext = createContext<string>(PATHS.home);

export interface Crumb {
  label: string;
  /** A link when given, plain text otherwise. */
  to?: string;
}

export interface PageFrameProps {
  /** The page's one <h1>. */
  title: string;
  /** Crumbs between "Home" and the page itself. */
  trail?: readonly Crumb[];
  /** Where "Home" leads; the person's start page by default. */
  home?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** Breadcrumb (Home › section › page), the page's <h1>, optional actions, then the content. */
export function PageFrame({ title, trail = [], home, actions, children }: PageFrameProps) {
  const intl = useIntl();
  const mirror = useMirrorInRtl();
  const startPath = useContext(HomePathContext);
  return (
    <Stack spacing={3}>
      <Box>
        <Breadcrumbs
          aria-label={intl.formatMessage(pageMessages.breadcrumb)}
          separator={<NavigateNext fontSize="small" sx={mirror} />}
          sx={{ mb: 1 }}
        >
          <Link component={RouterLink} to={home ?? startPath} underline="hover" color="inherit">
            {intl.formatMessage(pageMessages.home)}
          </Link>
          {trail.map((crumb) =>
            crumb.to ? (
              <Link
                key={crumb.label}
                component={RouterLink}
                to={crumb.to}
                underline="hover"
                color="inherit"
              >
                {crumb.label}
              </Link>
            ) : (
              <Typography key={crumb.label} color="text.secondary">
                {crumb.label}
              </Typography>
            ),
          )}
          <Typography color="text.primary" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
        </Stack>
      </Box>
      {children}
    </Stack>
  );
}

export interface EmptyStateProps {
  /** What this page will show, in a sentence. */
  text: string;
  /** A short heading; "Nothing to show yet" by default. */
  title?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

/** Stands in for content that is not there (yet): an icon, a short heading and what will appear. */
export function EmptyState({ text, title, icon, action }: EmptyStateProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 3, sm: 6 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
        borderStyle: 'dashed',
      }}
    >
      <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>
        {icon ?? <InboxOutlined />}
      </Box>
      <Typography id={headingId} component="h2" variant="h6">
        {title ?? intl.formatMessage(pageMessages.emptyTitle)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {text}
      </Typography>
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Paper>
  );
}
