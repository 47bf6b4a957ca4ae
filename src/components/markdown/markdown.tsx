/**
 * Markdown written by people (help articles) shown safely: react-markdown builds React elements
 * (never `innerHTML`), raw HTML in the text is dropped (`skipHtml`), its default URL check drops
 * `javascript:` and other unsafe links, and images are shown as their alternative text, so that
 * an article never makes a request of its own. Links inside the app move without a page load;
 * others open in a new tab. Headings start at level 2: the page's title is its <h1>.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ComponentProps, MouseEvent } from 'react';
import { useMemo } from 'react';
import ReactMarkdown from 'react-markdown';
import type { Components } from 'react-markdown';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { commonMessages } from '../messages';
import { visuallyHidden } from '../visually-hidden';

const REMARK_PLUGINS = [remarkGfm];

/** Handles a link to a page of the app itself; true when it did (the link does not move). */
export type AppLinkHandler = (path: string) => boolean;

/**
 * The app's own path for a link written as a path (`/profiles/…`), read as the browser reads it:
 * `//host` and `/\host` are other sites, not paths.
 */
export function appPath(href: string): string | undefined {
  if (!href.startsWith('/')) return undefined;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

function MarkdownLink({
  href = '',
  children,
  onAppLink,
}: ComponentProps<'a'> & { onAppLink?: AppLinkHandler }) {
  const intl = useIntl();
  const path = appPath(href);
  if (path)
    return (
      <Link
        component={RouterLink}
        to={path}
        onClick={(event: MouseEvent) => {
          if (onAppLink?.(path)) event.preventDefault();
        }}
      >
        {children}
      </Link>
    );
  if (!href) return <>{children}</>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${intl.formatMessage(commonMessages.opensInNewTab)}`}
      </Box>
    </Link>
  );
}

const COMPONENTS: Components = {
  h1: ({ children }) => (
    <Typography variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 0.5, fontWeight: 600 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography variant="body1" sx={{ my: 1.5 }}>
      {children}
    </Typography>
  ),
  a: (props) => <MarkdownLink {...props} />,
  img: ({ alt }) => (alt ? <>{alt}</> : null),
  table: ({ children }) => (
    <Box sx={{ overflowX: 'auto', my: 2 }}>
      <Table size="small">{children}</Table>
    </Box>
  ),
  thead: ({ children }) => <TableHead>{children}</TableHead>,
  tbody: ({ children }) => <TableBody>{children}</TableBody>,
  tr: ({ children }) => <TableRow>{children}</TableRow>,
  th: ({ children }) => <TableCell sx={{ fontWeight: 600 }}>{children}</TableCell>,
  td: ({ children }) => <TableCell>{children}</TableCell>,
};

export function Markdown({
  children,
  onAppLink,
}: {
  children: string;
  onAppLink?: AppLinkHandler;
}) {
  const components = useMemo<Components>(
    () =>
      onAppLink
        ? { ...COMPONENTS, a: (props) => <MarkdownLink {...props} onAppLink={onAppLink} /> }
        : COMPONENTS,
    [onAppLink],
  );
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& ul, & ol': { paddingInlineStart: 3, my: 1 },
        '& li': { my: 0.5 },
        '& > :first-of-type': { mt: 0 },
        '& blockquote': {
          mx: 0,
          paddingInlineStart: 2,
          borderInlineStart: 4,
          borderColor: 'divider',
          color: 'text.secondary',
        },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
      }}
    >
      <ReactMarkdown remarkPlugins={REMARK_PLUGINS} components={components} skipHtml>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
