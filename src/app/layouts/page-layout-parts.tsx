import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { HEADER_HEIGHT } from '@/lib/theme/theme-settings';
import { PAGE_PADDING } from './page-content';

export interface PageLayoutProps {
  children: ReactNode;
  /** Header controls (language, light/dark, settings, user menu); none when omitted. */
  toolbar?: ReactNode;
}

/** A slim header for the page layouts: an optional start element and the controls at the end. */
export function PageLayoutHeader({ start, toolbar }: { start?: ReactNode; toolbar?: ReactNode }) {
  if (!start && !toolbar) return null;
  return (
    <Box
      component="header"
      sx={{
        height: HEADER_HEIGHT,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        paddingInline: PAGE_PADDING,
      }}
    >
      <Box sx={{ minWidth: 0 }}>{start}</Box>
      {toolbar}
    </Box>
  );
}
