import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { linkPath } from '@/config/paths';
import { ROUTE_BY_KEY } from '@/config/routes';
import { LoadedCard } from './dashboard-card';
import { activeShareMessage, totalsMessages as m } from './messages';
import type { Totals } from './user-stats';
import { useTotals } from './user-stats';

/** All users, and how many of them are active (may sign in) or not. */
export function TotalsCard() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const state = useTotals();
  return (
    <LoadedCard
      title={t(m.title)}
      state={state}
      action={
        <Link component={RouterLink} to={linkPath(ROUTE_BY_KEY.users.path)} variant="body2">
          {t(m.usersLink)}
        </Link>
      }
    >
      {(totals) => <TotalsContent totals={totals} />}
    </LoadedCard>
  );
}

function TotalsContent({ totals }: { totals: Totals }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const stats = [
    { key: 'total', label: t(m.total), value: totals.total },
    { key: 'active', label: t(m.active), value: totals.active },
    { key: 'inactive', label: t(m.inactive), value: totals.inactive },
  ];
  const counted = totals.active + totals.inactive;
  const activeShare = counted === 0 ? 0 : totals.active / counted;
  return (
    <>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }}
      >
        {stats.map((stat) => (
          // A label that wraps (longer in Spanish) pushes its number down: keep the numbers in line.
          <Box
            key={stat.key}
            sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {stat.label}
            </Typography>
            <Typography
              component="dd"
              variant="h4"
              sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {intl.formatNumber(stat.value)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box>
        {/* Active against inactive at a glance; the sentence below says the same in words. */}
        <Box
          aria-hidden
          sx={{ display: 'flex', gap: '2px', height: 10, borderRadius: 1, overflow: 'hidden' }}
        >
          <Box sx={{ flexGrow: totals.active, bgcolor: 'primary.main' }} />
          <Box sx={{ flexGrow: totals.inactive, bgcolor: 'text.secondary' }} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(activeShareMessage, { share: activeShare })}
        </Typography>
      </Box>
    </>
  );
}
