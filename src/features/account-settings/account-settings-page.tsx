import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { ACCOUNT_SETTINGS_LINK } from '@/config/paths';
import { ROUTE_BY_KEY } from '@/config/routes';
import { routeTitles } from '@/config/route-messages';
import { stepMessages } from './messages';
import { PreferencesStep } from './preferences-step';
import { ProfileStep } from './profile-step';
import { SecurityStep } from './security-step';

const SETTINGS_PATH = ACCOUNT_SETTINGS_LINK;
const SETTINGS_ROUTE = ROUTE_BY_KEY.accountSettings;

const STEPS = {
  profile: ProfileStep,
  security: SecurityStep,
  preferences: PreferencesStep,
} satisfies Record<string, ComponentType>;

type Step = keyof typeof STEPS;
const STEP_NAMES = Object.keys(STEPS) as Step[];

function isStep(value: string): value is Step {
  return Object.hasOwn(STEPS, value);
}

/**
 * SPEC §2.2 /profiles/account/settings and /profiles/account/settings/{step}, for every role:
 * profile, security and preferences, one step per address so each can be linked and reloaded.
 */
export default function AccountSettingsPage() {
  const intl = useIntl();
  const trail = useRouteTrail(SETTINGS_ROUTE);
  const t = intl.formatMessage;
  const { step = 'profile' } = useParams();
  if (!isStep(step)) return <Navigate to={SETTINGS_PATH} replace />;
  const Step = STEPS[step];
  const title = t(routeTitles.accountSettings);
  return (
    <PageFrame title={title} trail={trail}>
      <nav aria-label={t(stepMessages.steps)}>
        <Tabs
          value={step}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {STEP_NAMES.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(stepMessages[name])}
              component={RouterLink}
              to={`${SETTINGS_PATH}/${name}`}
              aria-current={name === step ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </nav>
      <Step key={step} />
    </PageFrame>
  );
}
