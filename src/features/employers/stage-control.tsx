/**
 * A roster row's stage, moved on by the employer's people (decision 033): the next stage or the
 * end, in a menu; the server decides (a professional not cleared is not made ready to start) and
 * its refusal is said under the button, as text.
 */
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMoveEngagement } from '@generated/product/endpoints/employers/employers';
import type { EngagementStage, RosterEntry } from '@generated/product/model';
import { failureText } from '@/components/failure-text';
import { changeStageOfMessage, moveMessages, stageControlMessages as m } from './stage-messages';
import { refreshEmployers } from './use-employer-refresh';

const NEXT: Partial<Record<EngagementStage, EngagementStage>> = {
  applied: 'onboarding',
  onboarding: 'cleared',
  cleared: 'active',
};

export function StageControl({ employerId, entry }: { employerId: string; entry: RosterEntry }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const errorId = useId();
  const move = useMoveEngagement({ mutation: { onSuccess: () => refreshEmployers(queryClient) } });
  if (entry.stage === 'ended') return null;
  const next = NEXT[entry.stage];
  const choices: EngagementStage[] = next ? [next, 'ended'] : ['ended'];
  const choose = (stage: EngagementStage) => {
    setAnchor(null);
    move.mutate({
      id: employerId,
      engagementId: entry.engagementId,
      data: { from: entry.stage, stage },
    });
  };
  return (
    <>
      <Button
        size="small"
        aria-label={t(changeStageOfMessage, { name: `${entry.firstName} ${entry.lastName}` })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        aria-describedby={move.isError ? errorId : undefined}
        disabled={move.isPending}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ px: 0, minWidth: 0 }}
      >
        {t(m.change)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices.map((stage) => (
          <MenuItem key={stage} onClick={() => choose(stage)}>
            {t(moveMessages[stage as keyof typeof moveMessages])}
          </MenuItem>
        ))}
      </Menu>
      {move.isError && (
        <Typography id={errorId} role="alert" variant="body2" color="error">
          {`${t(m.notMoved)} ${failureText(intl, move.error)}`}
        </Typography>
      )}
    </>
  );
}
