/**
 * SPEC §2.2 /profiles/professional/{id} (admin, and the professional, agency, organization or
 * recruiter the API lets read it): the profile, where they stand today, the checklist and what is
 * on file with each source's answer, in the staff's voice; the employers they are engaged at, with
 * what each one's requirements still need. The API decides who may read it: a
 * refusal (403) is said as such, and not offered again.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetProfessional } from '@generated/product/endpoints/professionals/professionals';
import { professionalIdPathParameter } from '@generated/product/constants';
import { UserRole } from '@generated/product/model';
import { PageFrame } from '@/components/page-frame';
import { failureText } from '@/components/failure-text';
import { PATHS } from '@/config/paths';
import { routeTitles } from '@/config/route-messages';
import { ROUTE_BY_KEY } from '@/config/routes';
import { useSession } from '@/features/auth/session/use-session';
import { ComplianceRecord } from '@/features/compliance/compliance-record';
import { EngagementsPanel } from '@/features/employers/engagements-panel';
import { useTypeNames, useTypeSources } from '@/features/compliance/use-type-names';
import { ActivityLog } from '@/features/reviews/activity-log';
import { ReviewActions } from '@/features/reviews/review-actions';
import { WaiveAction } from '@/features/reviews/waive-action';
import { useRouteTrail } from '@/features/navigation/route-trail';
import { HttpError } from '@/lib/http/errors';
import { ProfileCard } from './profile-card';
import { profileMessages as m } from './profile-messages';

const ID = new RegExp(professionalIdPathParameter.pattern);

/** The roles whose reviews the API accepts (decision 019): it refuses the rest, so they see no buttons. */
const REVIEWERS: ReadonlySet<string> = new Set([
  UserRole.admin,
  UserRole.recruiter,
  UserRole.agency,
]);
const mayReview = (roles: readonly string[]) => roles.some((role) => REVIEWERS.has(role));

export default function ProfessionalPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { id = '' } = useParams();
  const valid = ID.test(id) && id !== 'me';
  const query = useGetProfessional(id, { query: { enabled: valid } });
  const professional = query.data;
  const session = useSession();
  const typeName = useTypeNames();
  const sourceOf = useTypeSources();
  const trail = useRouteTrail(ROUTE_BY_KEY.professional);
  const status = query.error instanceof HttpError ? query.error.status : undefined;
  const notFound = !valid || status === 404;
  const forbidden = status === 403;
  const name = professional ? `${professional.firstName} ${professional.lastName}` : '';
  return (
    <PageFrame title={name || t(routeTitles.professional)} trail={trail}>
      {professional ? (
        <Stack spacing={2}>
          <ComplianceRecord
            id={String(professional.id)}
            voice="staff"
            aside={<ProfileCard professional={professional} />}
            actions={
              mayReview(session.roles)
                ? (credential, typeName) => (
                    <ReviewActions
                      professionalId={String(professional.id)}
                      credential={credential}
                      typeName={typeName}
                      checkable={(sourceOf(credential.typeId) ?? 'none') !== 'none'}
                    />
                  )
                : undefined
            }
            requirementActions={
              mayReview(session.roles)
                ? (requirement, typeName) => (
                    <WaiveAction
                      professionalId={String(professional.id)}
                      requirement={requirement}
                      typeName={typeName}
                    />
                  )
                : undefined
            }
          />
          <EngagementsPanel
            professionalId={String(professional.id)}
            typeName={typeName}
            voice="staff"
          />
          <ActivityLog professionalId={String(professional.id)} typeName={typeName} />
        </Stack>
      ) : notFound || query.isError ? (
        <Alert
          severity={notFound || forbidden ? 'info' : 'error'}
          variant="outlined"
          action={
            notFound || forbidden ? (
              session.roles.includes(UserRole.admin) && (
                <Button
                  component={RouterLink}
                  to={PATHS.professionals}
                  color="inherit"
                  size="small"
                >
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
              ? t(session.roles.includes(UserRole.professional) ? m.forbiddenSelf : m.forbidden)
              : `${t(m.loadFailed)} ${failureText(intl, query.error)}`}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={220} aria-busy="true" />
      )}
    </PageFrame>
  );
}
