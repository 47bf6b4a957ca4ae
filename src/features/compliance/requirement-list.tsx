/**
 * The checklist: every requirement asked of the professional, worst first, each with its status,
 * the reason in words and the next step (in the professional's own voice on their wallet), what
 * met it when an alternative did, and a reviewer's note as written.
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { RequirementStatus } from '@generated/product/model';
import { ComplianceStatus } from '@generated/product/model';
import type { Voice } from './reason';
import { reasonSentence } from './reason';
import { StatusChip } from './status-chip';
import {
  metByMessage,
  reviewerNoteMessage,
  viewMessages as m,
  waiverNoteMessage,
} from './view-messages';

/** The contract lists the statuses worst first. */
const SEVERITY: readonly string[] = Object.values(ComplianceStatus);

export function worstFirst(requirements: readonly RequirementStatus[]): RequirementStatus[] {
  return [...requirements].sort(
    (a, b) =>
      Number(b.blocking) - Number(a.blocking) ||
      SEVERITY.indexOf(a.status) - SEVERITY.indexOf(b.status),
  );
}

/** What a viewer may do about a requirement (a reviewer's Waive…), under it. */
export type RequirementActions = (requirement: RequirementStatus, typeName: string) => ReactNode;

export function RequirementList({
  requirements,
  typeName,
  voice,
  actions,
  title,
}: {
  requirements: readonly RequirementStatus[];
  typeName: (typeId: string) => string;
  voice: Voice;
  actions?: RequirementActions | undefined;
  /** The section's heading, where "Requirements" names another section of the page. */
  title?: string | undefined;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {title ?? t(m.requirementsTitle)}
      </Typography>
      <List disablePadding>
        {worstFirst(requirements).map((r) => (
          <ListItem
            key={r.typeId}
            disableGutters
            sx={{ display: 'block', py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <StatusChip status={r.status} />
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {typeName(r.typeId)}
              </Typography>
              {!r.blocking && (
                <Typography component="span" variant="body2" color="text.secondary">
                  · {t(m.advisory)}
                </Typography>
              )}
            </Stack>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {reasonSentence(intl, r, typeName(r.typeId), voice)}
              {r.satisfiedBy && r.satisfiedBy !== r.typeId
                ? ` ${t(metByMessage, { type: typeName(r.satisfiedBy) })}`
                : ''}
            </Typography>
            {r.rejectionReason && (
              <Typography variant="body2" color="text.secondary" dir="auto">
                {t(reviewerNoteMessage, { note: r.rejectionReason })}
              </Typography>
            )}
            {r.waiverReason && (
              <Typography variant="body2" color="text.secondary" dir="auto">
                {t(waiverNoteMessage, { note: r.waiverReason })}
              </Typography>
            )}
            {actions?.(r, typeName(r.typeId))}
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
