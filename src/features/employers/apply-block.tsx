/**
 * Apply, under the gap (decision 025): an engagement at stage `applied` for the facility and start
 * day chosen above. Once there is an engagement, it is said instead of the button. The server's
 * refusals are said here, a start day it refuses at its field (`onStartError`).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApplyToEmployer } from '@generated/product/endpoints/employers/employers';
import type { Employer, EmployerGap } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { HttpError } from '@/lib/http/errors';
import { fieldErrorsOf } from '@/lib/http/field-errors';
import { gapAppliedMessage, gapEngagedMessage, gapMessages as m } from './gap-messages';
import { stageMessages } from './messages';
import { stageControlMessages } from './stage-messages';
import { WithdrawButton } from './withdraw-button';
import { refreshEmployers } from './use-employer-refresh';

export function ApplyBlock({
  employer,
  gap,
  facilityId,
  startOn,
  onStartError,
}: {
  employer: Employer;
  gap: EmployerGap;
  facilityId: string;
  startOn: string | undefined;
  onStartError: (message: string | undefined) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  const apply = useApplyToEmployer({
    mutation: {
      onSuccess: () => refreshEmployers(queryClient),
      onError: (error) => {
        onStartError(fieldErrorsOf(error).find((e) => e.field === 'startOn')?.message);
        // Applied meanwhile (another tab): read the gap again, which brings the engagement.
        if (error instanceof HttpError && error.status === 409) void refreshEmployers(queryClient);
      },
    },
  });
  const engagement = gap.engagement;
  // The button a person pressed goes once the application is on record: focus moves to what
  // replaced it, not to the page's start.
  const outcome = useRef<HTMLDivElement>(null);
  const sent = apply.isSuccess && engagement !== undefined;
  useEffect(() => {
    if (sent) outcome.current?.focus();
  }, [sent]);
  // Withdrawn: the button pressed went with the dialog; the word that it worked takes the focus.
  const [withdrawn, setWithdrawn] = useState(false);
  const ended = useRef<HTMLDivElement>(null);
  const saidEnded = withdrawn && engagement === undefined;
  useEffect(() => {
    if (saidEnded) ended.current?.focus();
  }, [saidEnded]);

  if (engagement) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Alert
          ref={outcome}
          tabIndex={-1}
          severity={apply.isSuccess ? 'success' : 'info'}
          variant="outlined"
          role="status"
          sx={{ alignSelf: 'stretch' }}
        >
          {apply.isSuccess && `${t(gapAppliedMessage, { employer: employer.name })} `}
          {t(gapEngagedMessage, {
            date: intl.formatDate(engagement.createdAt, { dateStyle: 'medium' }),
            stage: t(stageMessages[engagement.stage]),
          })}
        </Alert>
        {engagement.stage !== 'active' && (
          <WithdrawButton
            employer={employer}
            engagement={engagement}
            onWithdrawn={() => {
              setWithdrawn(true);
              apply.reset();
            }}
          />
        )}
      </Stack>
    );
  }
  const fieldless = fieldErrorsOf(apply.error).filter((e) => e.field !== 'startOn');
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {saidEnded && (
        <Alert
          ref={ended}
          tabIndex={-1}
          severity="info"
          variant="outlined"
          role="status"
          sx={{ alignSelf: 'stretch' }}
        >
          {t(stageControlMessages.withdrawn)}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t(m.applyIntro)}
      </Typography>
      <Button
        variant="contained"
        disabled={apply.isPending || apply.isSuccess}
        onClick={() => {
          onStartError(undefined);
          setWithdrawn(false);
          apply.mutate({
            id: String(employer.id),
            data: { ...(facilityId ? { facilityId } : {}), ...(startOn ? { startOn } : {}) },
          });
        }}
      >
        {t(m.apply)}
      </Button>
      {apply.isError && (fieldless.length > 0 || fieldErrorsOf(apply.error).length === 0) && (
        <Alert severity="error" variant="outlined" sx={{ alignSelf: 'stretch' }}>
          {`${t(m.applyFailed)} ${
            fieldless.length > 0
              ? fieldless.map((e) => e.message).join(' ')
              : failureText(intl, apply.error)
          }`}
        </Alert>
      )}
    </Stack>
  );
}
