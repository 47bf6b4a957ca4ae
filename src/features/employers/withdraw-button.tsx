/**
 * The professional withdraws an application before the work starts (decision 033): asked once
 * more, then the engagement ends; the gap is read again and Apply comes back, with a word that
 * the application was withdrawn.
 */
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMoveEngagement } from '@generated/product/endpoints/employers/employers';
import type { Employer, Engagement } from '@generated/product/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { stageControlMessages as m, withdrawTitleMessage } from './stage-messages';
import { refreshEmployers } from './use-employer-refresh';

export function WithdrawButton({
  employer,
  engagement,
  onWithdrawn,
}: {
  employer: Employer;
  engagement: Engagement;
  onWithdrawn(): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const move = useMoveEngagement({
    mutation: {
      onSuccess: async () => {
        setAsking(false);
        onWithdrawn();
        await refreshEmployers(queryClient);
      },
    },
  });
  return (
    <>
      <Button variant="outlined" color="error" size="small" onClick={() => setAsking(true)}>
        {t(m.withdraw)}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t(withdrawTitleMessage, { employer: employer.name })}
          body={t(m.withdrawBody)}
          confirm={t(m.withdraw)}
          cancel={t(m.keep)}
          failed={t(m.notWithdrawn)}
          pending={move.isPending}
          error={move.error}
          onConfirm={() =>
            move.mutate({
              id: String(employer.id),
              engagementId: engagement.id,
              data: { from: engagement.stage, stage: 'ended' },
            })
          }
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
