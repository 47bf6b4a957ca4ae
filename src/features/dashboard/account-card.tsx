import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { roleMessages } from '@/features/profile-select/messages';
import { useSession } from '@/features/auth/session/use-session';
import { DashboardCard } from './dashboard-card';
import { accountMessages as m } from './messages';

/** Who is signed in, from the session alone (no call): email, profiles, second factor. */
export function AccountCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { identity, user, roles } = useSession();
  const email = identity?.email || user?.email;
  const mfa = identity?.isMfaRequired;
  const rows: Array<{ key: string; label: string; value: ReactNode }> = [
    { key: 'email', label: t(m.email), value: email ? <bdi>{email}</bdi> : t(m.unknown) },
    {
      key: 'roles',
      label: t(m.roles),
      value: roles.length
        ? intl.formatList(roles.map((role) => t(roleMessages[role])))
        : t(m.unknown),
    },
    {
      key: 'secondFactor',
      label: t(m.secondFactor),
      value: t(mfa === undefined ? m.unknown : mfa ? m.required : m.notRequired),
    },
  ];
  return (
    <DashboardCard title={t(m.title)}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {rows.map((row) => (
          <div key={row.key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {row.value}
            </Typography>
          </div>
        ))}
      </Box>
    </DashboardCard>
  );
}
