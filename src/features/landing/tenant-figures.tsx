/**
 * The tenant's live figures on the landing page (GET /compliance/overview, the same call and the
 * same cache as the dashboard's cards): how many professionals, how many cleared to work, what
 * lapses within the API's window and what waits for a reviewer. Only the roles the API lets read
 * professionals get it; the page asks no one else's.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGetComplianceOverview } from '@generated/product/endpoints/compliance/compliance';
import type { ComplianceOverview } from '@generated/product/model';
import { linkPath } from '@/config/paths';
import { holdsAnyRole, ROUTE_BY_KEY } from '@/config/routes';
import { useSession } from '@/features/auth/session/use-session';
import { LoadedCard } from '@/features/dashboard/dashboard-card';
import { cardState } from '@/features/dashboard/user-stats';
import { clearedShare, expiringFigure, landingMessages as m } from './messages';

export function TenantFigures() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const result = useGetComplianceOverview();
  const state = cardState([result], () => result.data!);
  return (
    <LoadedCard title={t(m.figuresTitle)} state={state} placeholders={2}>
      {(overview: ComplianceOverview) => <Figures overview={overview} />}
    </LoadedCard>
  );
}

function Figures({ overview }: { overview: ComplianceOverview }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const session = useSession();
  const links = (['professionals', 'home'] as const)
    .map((key) => ROUTE_BY_KEY[key])
    .filter((route) => holdsAnyRole(session, route.authority));
  const share = overview.professionals === 0 ? 0 : overview.cleared / overview.professionals;
  const figures = [
    { key: 'professionals', label: t(m.professionals), value: overview.professionals },
    {
      key: 'cleared',
      label: t(m.cleared),
      value: overview.cleared,
      // A percentage keeps its sign beside its number in a right-to-left line: isolated.
      note: t(clearedShare, {
        share: <bdi>{intl.formatNumber(share, { style: 'percent' })}</bdi>,
      }),
    },
    {
      key: 'expiring',
      label: t(expiringFigure, { days: overview.expiringSoon.withinDays }),
      value: overview.expiringSoon.total,
    },
    { key: 'queue', label: t(m.queue), value: overview.reviewQueue.total },
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 2,
          rowGap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {figures.map((figure) => (
          // Label, number and note on rows shared by the figures of a line (a subgrid): a label
          // that wraps (longer in Spanish) keeps the numbers in line, with or without a note.
          <Box
            key={figure.key}
            sx={{ display: 'grid', gridRow: 'span 3', gridTemplateRows: 'subgrid', rowGap: 0.5 }}
          >
            <Typography
              component="dt"
              variant="body2"
              color="text.secondary"
              sx={{ alignSelf: 'end' }}
            >
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              variant="h4"
              sx={{ m: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {intl.formatNumber(figure.value)}
            </Typography>
            {figure.note && (
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {figure.note}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        {links.map((route) => (
          <Link key={route.key} component={RouterLink} to={linkPath(route.path)} variant="body2">
            {t(route.key === 'home' ? m.openDashboard : m.openList)}
          </Link>
        ))}
      </Stack>
    </>
  );
}
