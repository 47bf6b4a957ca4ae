/**
 * SPEC §2.2 /profiles/employer/{id} (admin, professional, agency, organization, recruiter): an
 * employer's profile, facilities and requirements; for those the API shows it to, its workforce
 * today and its roster; for a professional, their own credentials against its requirements, and
 * Apply (decision 025). `mine` is the employer an organization's or agency's people act for. The
 * API decides who may read what: a refusal (403) is said as such.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetEmployer } from '@generated/product/endpoints/employers/employers';
import { employerIdPathParameter } from '@generated/product/constants';
import { UserRole } from '@generated/product/model';
import { PageFrame } from '@/components/page-frame';
import { failureText } from '@/components/failure-text';
import { PATHS } from '@/config/paths';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useSession } from '@/features/auth/session/use-session';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { HttpError } from '@/lib/http/errors';
import { employerMessages as m } from './employer-messages';
import { EmployerProfile } from './employer-profile';
import { Facilities } from './facilities';
import { RequirementSets } from './requirement-sets';
import { Roster } from './roster';
import { WorkforcePanel } from './workforce';

const ID = new RegExp(employerIdPathParameter.pattern);

/** A professional's gap before applying: it brings the date picker, so it loads for them only. */
const GapPanel = lazy(() => import('./gap-panel'));

/** The roles the API never shows a roster to: they are not offered one. */
const NO_ROSTER: ReadonlySet<string> = new Set([UserRole.professional, UserRole.user]);

export default function EmployerPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { id = '' } = useParams();
  const valid = ID.test(id);
  const query = useGetEmployer(id, { query: { enabled: valid } });
  const employer = query.data;
  const session = useSession();
  const trail = useRouteTrail(ROUTE_BY_KEY.employer);
  const status = query.error instanceof HttpError ? query.error.status : undefined;
  const notFound = !valid || status === 404;
  const forbidden = status === 403;
  const isAdmin = session.roles.includes(UserRole.admin);
  const rosterShown = session.roles.some((role) => !NO_ROSTER.has(role));
  const comparesOwn = session.roles.includes(UserRole.professional);
  return (
    <PageFrame title={employer?.name ?? t(routeTitles.employer)} trail={trail}>
      {employer ? (
        <Stack spacing={2}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: employer.workforce ? '1fr 1fr' : '1fr' },
              alignItems: 'start',
            }}
          >
            <EmployerProfile employer={employer} />
            {employer.workforce && <WorkforcePanel workforce={employer.workforce} />}
          </Box>
          {comparesOwn && (
            <Suspense fallback={<Skeleton variant="rounded" height={160} aria-busy="true" />}>
              <GapPanel employer={employer} />
            </Suspense>
          )}
          <RequirementSets
            employerId={String(employer.id)}
            sets={employer.requirementSets}
            facilities={employer.facilities}
            editable={employer.mayEditRequirements}
          />
          {employer.kind === 'organization' && (
            <Facilities facilities={employer.facilities} workforce={employer.workforce} />
          )}
          {rosterShown && (
            <Roster
              employerId={String(employer.id)}
              facilities={employer.facilities}
              manages={employer.mayEditRequirements}
            />
          )}
        </Stack>
      ) : notFound || query.isError ? (
        <Alert
          severity={notFound || forbidden ? 'info' : 'error'}
          variant="outlined"
          action={
            notFound || forbidden ? (
              isAdmin && (
                <Button component={RouterLink} to={PATHS.employers} color="inherit" size="small">
                  {t(m.backToList)}
                </Button>
              )
            ) : (
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t(m.retry)}
              </Button>
            )
          }
        >
          {notFound
            ? t(m.notFound)
            : forbidden
              ? t(m.forbidden)
              : `${t(m.loadFailed)} ${failureText(intl, query.error)}`}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={220} aria-busy="true" />
      )}
    </PageFrame>
  );
}
