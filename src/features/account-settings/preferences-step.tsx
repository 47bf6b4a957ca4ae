import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { PreferenceControls } from '@/components/preference-controls';
import { preferencesMessages as m } from './messages';
import { SettingsCard } from './settings-card';

/** Theme, colours, language, direction and layout: the same controls as the settings panel. */
export function PreferencesStep() {
  const intl = useIntl();
  return (
    <SettingsCard title={intl.formatMessage(m.intro)}>
      <Stack spacing={3}>
        <PreferenceControls />
      </Stack>
    </SettingsCard>
  );
}
