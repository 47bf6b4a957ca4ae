/**
 * A compliance status as a chip: a colour and an icon together, so the status never rests on
 * colour alone, and the status's name as its text.
 */
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import EventBusy from '@mui/icons-material/EventBusy';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import HighlightOff from '@mui/icons-material/HighlightOff';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import Schedule from '@mui/icons-material/Schedule';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { lighten } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { ComplianceStatus } from '@generated/product/model';
import { statusMessages } from './messages';

const LOOK: Record<ComplianceStatus, { color: ChipProps['color']; icon: ReactElement }> = {
  'needs-attention': { color: 'error', icon: <ErrorOutline /> },
  expired: { color: 'error', icon: <EventBusy /> },
  missing: { color: 'error', icon: <RemoveCircleOutline /> },
  rejected: { color: 'error', icon: <HighlightOff /> },
  'pending-review': { color: 'info', icon: <HourglassEmpty /> },
  expiring: { color: 'warning', icon: <Schedule /> },
  waived: { color: 'default', icon: <VerifiedOutlined /> },
  compliant: { color: 'success', icon: <CheckCircleOutline /> },
};

const BOLD = { fontWeight: 600 } as const;

/** A word and border in `color` that keep 4.5:1 on the page, whatever the mode. */
const readable = (color: string) => ({
  ...BOLD,
  color,
  borderColor: color,
  '& .MuiChip-icon': { color: 'inherit' },
});

/**
 * The outlined chip writes its word in the colour's main shade. Two of them are too faint as text:
 * MUI's light blue on a white page (4.0:1), where its dark shade is used, and the theme's amber on
 * a dark page (it is dark enough for white text on it), where a lighter amber is used.
 */
const LOOK_SX = {
  info: (theme: Theme) =>
    theme.palette.mode === 'light' ? readable(theme.palette.info.dark) : BOLD,
  warning: (theme: Theme) =>
    theme.palette.mode === 'dark' ? readable(lighten(theme.palette.warning.main, 0.5)) : BOLD,
};

export function StatusChip({ status }: { status: ComplianceStatus }) {
  const intl = useIntl();
  const { color, icon } = LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={icon}
      label={intl.formatMessage(statusMessages[status])}
      sx={color === 'info' || color === 'warning' ? LOOK_SX[color] : BOLD}
    />
  );
}
