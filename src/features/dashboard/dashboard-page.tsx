import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { displayName } from '@/features/auth/session/user-identity';
import { PageFrame } from '@/components/page-frame';
import { holdsAnyRole } from '@/config/routes';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useSession } from '@/features/auth/session/use-session';
import type { Role } from '@/features/auth/session/session';
import { UserRole } from '@generated/product/model';
import { AccountCard } from './account-card';
import { dashboardMessages as m, welcomeMessage } from './messages';
import { QuickLinksCard } from './quick-links-card';
import { RecentUsersCard } from './recent-users-card';
import { RolesCard } from './roles-card';
import { TotalsCard } from './totals-card';
import { LIST_USERS_ROLES } from './user-stats';
import { ExpiringCard, ReviewQueueCard, StatusCard } from './compliance-cards';

/** The roles the product API lets read professionals (decision 018): they get the compliance cards. */
const READ_PROFESSIONALS_ROLES: readonly Role[] = [
  UserRole.admin,
  UserRole.recruiter,
  UserRole.agency,
  UserRole.organization,
];

/**
 * SPEC §2.2 /home (admin, user, recruiter). Everyone gets a welcome, their account from the
 * session and shortcuts to the pages they may open; admins, whom the API lets list users, also get
 * the user counts, a chart of users by role and the newest users. Nobody else calls the list.
 */
export default function DashboardPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const state = useSession();
  // The person's own text: isolated from the sentence around it by an element (isolate marks in
  // the text could be closed early by marks in the name itself).
  const name = displayName(state);
  const admin = holdsAnyRole(state, LIST_USERS_ROLES);
  const compliance = holdsAnyRole(state, READ_PROFESSIONALS_ROLES);

  return (
    <PageFrame title={t(ROUTE_BY_KEY.home.title)}>
      <Box>
        <Typography variant="h6" component="p">
          {name ? t(welcomeMessage, { name: <bdi>{name}</bdi> }) : t(m.welcomeAnonymous)}
        </Typography>
        <Typography color="text.secondary">
          {t(admin ? m.adminIntro : compliance ? m.staffIntro : m.memberIntro)}
        </Typography>
      </Box>
      {compliance && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
            <StatusCard listLink={admin} />
          </Box>
          <ReviewQueueCard />
          <ExpiringCard />
        </Box>
      )}
      {admin && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TotalsCard />
          <RolesCard />
          <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
            <RecentUsersCard />
          </Box>
        </Box>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, '& > *': { flex: 1 } }}>
        <AccountCard />
        <QuickLinksCard />
      </Stack>
    </PageFrame>
  );
}
