import { useIntl } from 'react-intl';
import { roleMessages } from '@/features/profile-select/messages';
import { BarChart } from './bar-chart';
import { LoadedCard } from './dashboard-card';
import { rolesMessages as m } from './messages';
import { USER_ROLES, useRoleCounts } from './user-stats';

/** How many users hold each role as their default, the largest group first. */
export function RolesCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const state = useRoleCounts();
  return (
    <LoadedCard title={t(m.title)} state={state} placeholders={USER_ROLES.length}>
      {(counts) => (
        <BarChart
          title={t(m.title)}
          labelHeader={t(m.role)}
          valueHeader={t(m.count)}
          shareHeader={t(m.share)}
          bars={[...counts]
            .sort((a, b) => b.count - a.count)
            .map(({ role, count }) => ({ key: role, label: t(roleMessages[role]), value: count }))}
        />
      )}
    </LoadedCard>
  );
}
