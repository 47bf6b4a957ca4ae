/**
 * A professional's compliance record as one view: where they stand, the checklist and what is on
 * file, from GET /professionals/{id}/compliance and /credentials, each part with its own loading
 * and failure. Used by the wallet (`me`, in the professional's voice) and the staff's page.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useGetProfessionalCompliance } from '@generated/product/endpoints/compliance/compliance';
import { useListProfessionalCredentials } from '@generated/product/endpoints/credentials/credentials';
import { failureText } from '@/components/failure-text';
import { visuallyHidden } from '@/components/visually-hidden';
import { HttpError } from '@/lib/http/errors';
import { ComplianceSummary } from './compliance-summary';
import type { CredentialActions } from './credential-list';
import type { DocumentActions } from '@/features/documents/credential-documents';
import { CredentialList } from './credential-list';
import type { Voice } from './reason';
import { RequirementList } from './requirement-list';
import type { RequirementActions } from './requirement-list';
import { useTypeNames } from './use-type-names';
import { viewMessages as m } from './view-messages';

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const intl = useIntl();
  // Asking again will not change a refusal.
  const refused = error instanceof HttpError && (error.status === 403 || error.status === 404);
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        refused ? undefined : (
          <Button color="inherit" size="small" onClick={retry}>
            {intl.formatMessage(m.retry)}
          </Button>
        )
      }
    >
      {intl.formatMessage(m.loadFailed)} {failureText(intl, error)}
    </Alert>
  );
}

function Loading({ height }: { height: number }) {
  const intl = useIntl();
  return (
    <Box aria-busy="true">
      <Skeleton variant="rounded" height={height} />
      <Box component="span" role="status" sx={visuallyHidden}>
        {intl.formatMessage(m.loading)}
      </Box>
    </Box>
  );
}

export interface ComplianceRecordProps {
  /** The professional's id, or `me`. */
  id: string;
  voice: Voice;
  /** Beside the summary (the staff's profile card). */
  aside?: ReactNode;
  /** Under each credential (a reviewer's buttons). */
  actions?: CredentialActions | undefined;
  /** Under each requirement (a reviewer's Waive…). */
  requirementActions?: RequirementActions | undefined;
  /** Beside each document (the professional's Remove…). */
  documentActions?: DocumentActions | undefined;
}

export function ComplianceRecord({
  id,
  voice,
  aside,
  actions,
  requirementActions,
  documentActions,
}: ComplianceRecordProps) {
  const typeName = useTypeNames();
  const compliance = useGetProfessionalCompliance(id);
  const credentials = useListProfessionalCredentials(id);
  const summary = compliance.data ? (
    <ComplianceSummary compliance={compliance.data} voice={voice} />
  ) : compliance.isError ? (
    <Failed error={compliance.error} retry={() => void compliance.refetch()} />
  ) : (
    <Loading height={140} />
  );
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: aside ? '1fr 1fr' : '1fr' },
        }}
      >
        {aside}
        {summary}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {compliance.data ? (
          <RequirementList
            requirements={compliance.data.requirements}
            typeName={typeName}
            voice={voice}
            actions={requirementActions}
          />
        ) : compliance.isError ? null : (
          <Loading height={320} />
        )}
        {credentials.data ? (
          <CredentialList
            professionalId={id}
            credentials={credentials.data.items}
            typeName={typeName}
            voice={voice}
            actions={actions}
            documentActions={documentActions}
          />
        ) : credentials.isError ? (
          <Failed error={credentials.error} retry={() => void credentials.refetch()} />
        ) : (
          <Loading height={320} />
        )}
      </Box>
    </Stack>
  );
}
