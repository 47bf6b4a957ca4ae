/**
 * A reviewer's buttons for one credential: Approve what waits or was rejected, Reject (with a
 * reason) what waits or was approved. The status is the server's answer; every view of the
 * professional is fetched again, so the overall status changes at once.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useReviewCredential } from '@generated/product/endpoints/reviews/reviews';
import type { Credential } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { approvedMessage, rejectedMessage, reviewMessages as m } from './messages';
import { RejectDialog } from './reject-dialog';

/** Every query about professionals: the page's record, its trail, the lists and the dashboard's overview. */
const aboutProfessionals = (key: readonly unknown[]) =>
  typeof key[0] === 'string' &&
  (key[0].startsWith('/professionals') || key[0].startsWith('/compliance'));

export function ReviewActions({
  professionalId,
  credential,
  typeName,
}: {
  professionalId: string;
  credential: Credential;
  typeName: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [done, setDone] = useState<'approved' | 'rejected' | undefined>();
  const review = useReviewCredential({
    mutation: {
      onSuccess: async (_answer, { data }) => {
        setDone(data.decision === 'approve' ? 'approved' : 'rejected');
        setRejecting(false);
        await queryClient.invalidateQueries({ predicate: (q) => aboutProfessionals(q.queryKey) });
      },
    },
  });
  const decide = (decision: 'approve' | 'reject', reason?: string) => {
    setDone(undefined);
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
            disabled={review.isPending}
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
            disabled={review.isPending}
            onClick={() => {
              review.reset();
              setRejecting(true);
            }}
          >
            {t(m.reject)}
          </Button>
        )}
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: done ? 0.5 : 0 }}>
        {done && t(done === 'approved' ? approvedMessage : rejectedMessage, { type: typeName })}
      </Typography>
      {review.isError && !rejecting && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
          {t(m.failed)} {failureText(intl, review.error)}
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
