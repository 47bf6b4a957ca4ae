import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { HEADER_HEIGHT, SIDE_NAV_WIDTH } from '@/lib/theme/theme-settings';
import { Brand } from './brand';
import { layoutMessages } from './messages';

/**
 * Navigation over the content (small screens, content overlay layout). Anchored at the start:
 * MUI's Drawer mirrors `left` in right-to-left pages. A link chosen in it closes it at once (the
 * chosen page may still be loading, or be the page already open); one opened in a new tab or
 * window leaves it open.
 */
export function NavDrawer({
  open,
  onClose,
  home,
  children,
}: {
  open: boolean;
  onClose: () => void;
  home: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const chosen = (event: MouseEvent) => {
    const inNewPlace = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    const link = (event.target as Element).closest('a[href]');
    if (link && event.button === 0 && !inNewPlace) onClose();
  };
  return (
    <Drawer
      variant="temporary"
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': intl.formatMessage(layoutMessages.mainNav),
          sx: { width: SIDE_NAV_WIDTH, maxWidth: '85vw' },
        },
      }}
    >
      <Box
        sx={{
          height: HEADER_HEIGHT,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInlineStart: 3,
          paddingInlineEnd: 1,
        }}
      >
        <Brand to={home} />
        <IconButton aria-label={intl.formatMessage(layoutMessages.closeNav)} onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box onClick={chosen} sx={{ display: 'contents' }}>
        {children}
      </Box>
    </Drawer>
  );
}
