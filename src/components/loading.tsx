import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { alpha } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { commonMessages } from './messages';
import { useIntlOrDefault } from './use-intl-or-default';
import { visuallyHidden } from './visually-hidden';

/** SPEC §2.4: 20 by default, 40 as a page loader. */
export const LOADING_SIZE = 20;
export const PAGE_LOADING_SIZE = 40;

export interface LoadingProps {
  /** When false, only the children show. Default true. */
  loading?: boolean;
  /** Keep the children visible under a translucent cover instead of replacing them. */
  overlay?: boolean;
  /** A page loader: size 40, filling the page area. */
  page?: boolean;
  /** Spinner diameter in px; defaults to 20, or 40 for a page loader. */
  size?: number;
  /** What is loading, for screen readers; defaults to "Loading…". */
  label?: string;
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

function Spinner({ size, label }: { size: number; label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'inline-flex' }}>
      <CircularProgress size={size} aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}

/** A spinner in place of content, or over it with a translucent cover. */
export function Loading({
  loading = true,
  overlay = false,
  page = false,
  size,
  label,
  children,
  sx,
}: LoadingProps) {
  const intl = useIntlOrDefault();
  const name = label ?? intl.formatMessage(commonMessages.loading);
  const diameter = size ?? (page ? PAGE_LOADING_SIZE : LOADING_SIZE);

  if (overlay) {
    return (
      <Box sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        <Box aria-busy={loading || undefined}>{children}</Box>
        {loading && (
          <Box
            data-testid="loading-cover"
            sx={(theme) => ({
              position: 'absolute',
              inset: 0,
              zIndex: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              backgroundColor: alpha(theme.palette.background.paper, 0.6),
            })}
          >
            <Spinner size={diameter} label={name} />
          </Box>
        )}
      </Box>
    );
  }

  if (!loading) return <>{children}</>;
  return (
    <Box
      sx={[
        { display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 },
        page && { flex: 1, minHeight: '50vh' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Spinner size={diameter} label={name} />
    </Box>
  );
}
