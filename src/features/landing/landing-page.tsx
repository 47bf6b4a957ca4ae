/**
 * SPEC §2.2 /landing (admin, user; the blank layout): what the platform checks and for whom, the
 * tenant's live figures for those the API lets read professionals, and where to start among the
 * pages this person's roles may open (the route table decides which).
 */
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import NumbersOutlined from '@mui/icons-material/NumbersOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { HomePathContext, PageFrame } from '@/components/page-frame';
import { holdsAnyRole, ROUTE_BY_KEY } from '@/config/routes';
import type { Role } from '@/features/auth/session/session';
import { useSession } from '@/features/auth/session/use-session';
import { DashboardCard } from '@/features/dashboard/dashboard-card';
import { UserRole } from '@generated/product/model';
import { audienceMessages as a, checkMessages as c, landingMessages as m } from './messages';
import { StartList } from './start-list';
import { TenantFigures } from './tenant-figures';

/** The roles the product API lets read the overview (GET /compliance/overview). */
const READ_OVERVIEW_ROLES: readonly Role[] = [
  UserRole.admin,
  UserRole.recruiter,
  UserRole.agency,
  UserRole.organization,
];

const CHECKS = [
  { key: 'license', Icon: GavelOutlined, title: c.licenseTitle, text: c.license },
  { key: 'npi', Icon: NumbersOutlined, title: c.npiTitle, text: c.npi },
  { key: 'exclusion', Icon: VerifiedOutlined, title: c.exclusionTitle, text: c.exclusion },
  { key: 'records', Icon: HealthAndSafetyOutlined, title: c.recordsTitle, text: c.records },
  {
    key: 'requirements',
    Icon: PlaylistAddCheckOutlined,
    title: c.requirementsTitle,
    text: c.requirements,
  },
] as const;

const AUDIENCES = [
  { key: 'professionals', title: a.professionalsTitle, text: a.professionals },
  { key: 'employers', title: a.employersTitle, text: a.employers },
  { key: 'teams', title: a.teamsTitle, text: a.teams },
] as const;

const twoColumns = {
  display: 'grid',
  gap: 3,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

interface Titled {
  key: string;
  Icon?: typeof GavelOutlined;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** Short entries, each a heading a screen reader can jump to and a sentence. */
function TitledList({ items }: { items: readonly Titled[] }) {
  const t = useIntl().formatMessage;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
      {items.map(({ key, Icon, title, text }) => (
        <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5 }}>
          {Icon && <Icon color="primary" aria-hidden sx={{ mt: 0.25, flexShrink: 0 }} />}
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t(title)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(text)}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export default function LandingPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const session = useSession();
  const startPath = useContext(HomePathContext);
  const figures = holdsAnyRole(session, READ_OVERVIEW_ROLES);

  return (
    <PageFrame title={t(ROUTE_BY_KEY.landing.title)}>
      <Box sx={{ maxWidth: '70ch' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
          {t(m.intro)}
        </Typography>
        <Button component={RouterLink} to={startPath} variant="contained" sx={{ mt: 2 }}>
          {t(m.toStart)}
        </Button>
      </Box>
      {figures && <TenantFigures />}
      <Box sx={twoColumns}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <DashboardCard title={t(m.startTitle)}>
            <StartList />
          </DashboardCard>
          <DashboardCard title={t(m.forWhomTitle)}>
            <TitledList items={AUDIENCES} />
          </DashboardCard>
        </Box>
        <DashboardCard title={t(m.checksTitle)}>
          <TitledList items={CHECKS} />
        </DashboardCard>
      </Box>
    </PageFrame>
  );
}
