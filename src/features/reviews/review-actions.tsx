/**
 * A reviewer's buttons for one credential: Approve what waits or was rejected, Reject (with a
 * reason) what waits or was approved, and Check at the source for a type a primary source holds
 * (the board's, the registry's or the exclusion list's answer replaces the last one). The status
 * is the server's answer; every view of the professional is fetched again, so the overall status
 * changes at once.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useReviewCredential } from '@generated/product/endpoints/reviews/reviews';
import { useVerifyCredential } from '@generated/product/endpoints/verifications/verifications';
import type { Credential } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { useRefreshProfessionals } from '@/features/compliance/refresh';
import { approvedMessage, checkedMessage, rejectedMessage, reviewMessages as m } from './messages';
import { RejectDialog } from './reject-dialog';

export function ReviewActions({
  professionalId,
  credential,
  typeName,
  checkable = false,
}: {
  professionalId: string;
  credential: Credential;
  typeName: string;
  /** The credential's type is held by a primary source, which staff may ask again. */
  checkable?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const refresh = useRefreshProfessionals();
  const [rejecting, setRejecting] = useState(false);
  const [done, setDone] = useState<'approved' | 'rejected' | 'checked' | undefined>();
  const review = useReviewCredential({
    mutation: {
      onSuccess: async (_answer, { data }) => {
        setDone(data.decision === 'approve' ? 'approved' : 'rejected');
        setRejecting(false);
        await refresh();
      },
    },
  });
  const verify = useVerifyCredential({
    mutation: {
      onSuccess: async () => {
        setDone('checked');
        await refresh();
      },
    },
  });
  const busy = review.isPending || verify.isPending;
  const failure = review.isError && !rejecting ? review.error : verify.error;
  const decide = (decision: 'approve' | 'reject', reason?: string) => {
    setDone(undefined);
    verify.reset();
    review.mutate({
      id: professionalId,
      credentialId: credential.id,
      data: reason === undefined ? { decision } : { decision, reason },
    });
  };
  if (credential.replacedBy) return null;
  const state = credential.reviewState;
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {state !== 'approved' && (
          <Button
            size="small"
            variant="outlined"
            color="success"
            disabled={busy}
            onClick={() => decide('approve')}
          >
            {t(m.approve)}
          </Button>
        )}
        {state !== 'rejected' && (
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => {
              review.reset();
              verify.reset();
              setRejecting(true);
            }}
          >
            <bdi>{t(m.reject)}</bdi>
          </Button>
        )}
        {checkable && (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => {
              setDone(undefined);
              review.reset();
              verify.mutate({ id: professionalId, credentialId: credential.id });
            }}
          >
            {t(verify.isPending ? m.checking : m.check)}
          </Button>
        )}
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: done ? 0.5 : 0 }}>
        {done &&
          t(
            done === 'approved'
              ? approvedMessage
              : done === 'rejected'
                ? rejectedMessage
                : checkedMessage,
            { type: typeName },
          )}
      </Typography>
      {failure && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
          {t(verify.error ? m.checkFailed : m.failed)} {failureText(intl, failure)}
        </Alert>
      )}
      <RejectDialog
        open={rejecting}
        typeName={typeName}
        busy={review.isPending}
        error={review.isError ? review.error : undefined}
        onCancel={() => setRejecting(false)}
        onReject={(reason) => decide('reject', reason)}
      />
    </>
  );
}
