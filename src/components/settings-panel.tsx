import CloseIcon from '@mui/icons-material/Close';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DemoCalendarSection } from '@/components/demo/demo-calendar';
import { DemoDataSection } from '@/components/demo/demo-data';
import { settingsPanelMessages as m } from './preference-messages';
import { PreferenceControls } from './preference-controls';

export const SETTINGS_PANEL_WIDTH = 360;

/**
 * SPEC §3/§4: everything about the frame a person can change, in a drawer. The drawer opens from
 * the end side, so it flips in RTL.
 */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const t = intl.formatMessage;

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: SETTINGS_PANEL_WIDTH } },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}
      >
        <Typography id={titleId} component="h2" variant="h3">
          {t(m.title)}
        </Typography>
        <IconButton onClick={onClose} aria-label={t(m.close)} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ px: 3, py: 2 }}>
        <PreferenceControls />
        <DemoCalendarSection />
        <DemoDataSection />
      </Stack>
    </Drawer>
  );
}
