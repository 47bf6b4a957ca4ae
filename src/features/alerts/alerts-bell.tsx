import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '@/components/visually-hidden';
import { alertMessages, arrivedMessage, bellLabel } from './alert-messages';
import { AlertsPanel } from './alerts-panel';
import { useAlerts } from './use-alerts';

/**
 * The header's bell (docs/decisions/031): how many alerts are unread, in its name and its badge;
 * its panel lists them. Alerts that arrive while the page is open are announced once, politely.
 */
/** The most the badge counts. */
const MAX = 99;

export default function AlertsBell() {
  const intl = useIntl();
  const alerts = useAlerts();
  const unread = alerts.data?.unread ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const open = anchor !== null;

  // Arrivals are the alerts newer than the newest seen (ids grow), unread: marking one read at
  // the same moment cannot hide one. The region is emptied first, so the same words twice are
  // said twice.
  const newest = useRef<string | undefined>(undefined);
  const [arrived, setArrived] = useState('');
  const loaded = alerts.data !== undefined;
  const items = alerts.data?.items;
  useEffect(() => {
    if (!items) return;
    const top = items[0]?.id ?? '';
    const before = newest.current;
    // '' when the first answer had none: every alert after it is an arrival.
    newest.current = before === undefined || top > before ? top : before;
    if (before === undefined) return;
    const count = items.filter((a) => a.id > before && !a.readAt).length;
    if (count === 0) return;
    setArrived('');
    const timer = setTimeout(() => setArrived(intl.formatMessage(arrivedMessage, { count })), 100);
    return () => clearTimeout(timer);
  }, [items, intl]);

  return (
    <>
      {/* The figure sits beside the button, not in it: the button's name says it in words. */}
      <Badge
        badgeContent={unread}
        max={MAX}
        color="primary"
        overlap="circular"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <Tooltip title={intl.formatMessage(alertMessages.title)}>
          <IconButton
            aria-label={
              // Until the count is known, the bell does not claim one.
              loaded
                ? intl.formatMessage(bellLabel, {
                    count: unread > MAX ? `${MAX}+` : String(unread),
                  })
                : intl.formatMessage(alertMessages.title)
            }
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <NotificationsNoneOutlined />
          </IconButton>
        </Tooltip>
      </Badge>
      <Box role="status" sx={visuallyHidden}>
        {arrived}
      </Box>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{
          paper: { id: panelId, role: 'dialog', 'aria-labelledby': titleId, sx: { mt: 1 } },
        }}
      >
        <AlertsPanel titleId={titleId} onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
