/**
 * What the professional holds: each credential with its own status today, what it says (number,
 * state, issuer, dates), the reason in words, the primary source's answer as the source gave it
 * and when, and a reviewer's note as written. Copies replaced by a renewal come last, as history.
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCallback, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Credential } from '@generated/product/model';
import { formatCivilDate } from '@/lib/civil-date';
import type { Voice } from './reason';
import { reasonSentence } from './reason';
import { StatusChip } from './status-chip';
import { useExpiresSoon } from './use-type-names';
import { CredentialDocuments } from '@/features/documents/credential-documents';
import type { DocumentActions } from '@/features/documents/credential-documents';
import {
  checkedMessage,
  expiresMessage,
  issuedMessage,
  numberMessage,
  reviewerNoteMessage,
  sourceMessages,
  viewMessages as m,
} from './view-messages';

/** What a viewer may do with a credential (a reviewer's buttons), under its details. */
export type CredentialActions = (credential: Credential, typeName: string) => ReactNode;

interface ListProps {
  /** Whose credentials (an id or `me`): their documents are fetched under it. */
  professionalId: string;
  credentials: readonly Credential[];
  typeName: (typeId: string) => string;
  voice: Voice;
  actions?: CredentialActions | undefined;
  documentActions?: DocumentActions | undefined;
}

function CredentialItem({
  professionalId,
  credential: c,
  typeName,
  voice,
  actions,
  documentActions,
}: Omit<ListProps, 'credentials'> & { credential: Credential }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const expiresSoon = useExpiresSoon();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusCard = useCallback(() => heading.current?.focus(), []);
  const facts = [
    c.number && t(numberMessage, { number: c.number }),
    c.state,
    c.issuer,
    c.issuedOn && t(issuedMessage, { date: formatCivilDate(intl, c.issuedOn, 'medium') }),
    c.expiresOn && t(expiresMessage, { date: formatCivilDate(intl, c.expiresOn, 'medium') }),
  ].filter(Boolean);
  return (
    <ListItem
      disableGutters
      sx={{ display: 'block', py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <StatusChip status={c.status} />
        {c.status === 'pending-review' && !c.replacedBy && expiresSoon(c.typeId, c.daysLeft) && (
          <StatusChip status="expiring" />
        )}
        <Typography ref={heading} tabIndex={-1} component="h3" sx={{ fontWeight: 600 }}>
          {typeName(c.typeId)}
        </Typography>
      </Stack>
      {facts.length > 0 && (
        <Typography variant="body2" color="text.secondary" dir="auto" sx={{ mt: 0.5 }}>
          {facts.join(' · ')}
        </Typography>
      )}
      {!c.replacedBy && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {reasonSentence(intl, c, typeName(c.typeId), voice)}
        </Typography>
      )}
      {c.verification && (
        <Typography variant="body2" color="text.secondary">
          {t(checkedMessage, {
            source: t(sourceMessages[c.verification.source]),
            text: c.verification.sourceText ?? c.verification.outcome,
            when: intl.formatDate(c.verification.checkedAt, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </Typography>
      )}
      {c.rejectionReason && (
        <Typography variant="body2" color="text.secondary" dir="auto">
          {t(reviewerNoteMessage, { note: c.rejectionReason })}
        </Typography>
      )}
      <CredentialDocuments
        professionalId={professionalId}
        credential={c}
        actions={documentActions}
        returnFocus={focusCard}
      />
      {actions?.(c, typeName(c.typeId))}
    </ListItem>
  );
}

export function CredentialList({
  professionalId,
  credentials,
  typeName,
  voice,
  actions,
  documentActions,
}: ListProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const historyId = useId();
  const current = credentials.filter((c) => !c.replacedBy);
  const history = credentials.filter((c) => c.replacedBy);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {t(m.credentialsTitle)}
      </Typography>
      {current.length === 0 ? (
        <Typography sx={{ py: 1 }}>{t(m.noCredentials)}</Typography>
      ) : (
        <List disablePadding aria-labelledby={titleId}>
          {current.map((c) => (
            <CredentialItem
              key={c.id}
              professionalId={professionalId}
              credential={c}
              typeName={typeName}
              voice={voice}
              actions={actions}
              documentActions={documentActions}
            />
          ))}
        </List>
      )}
      {history.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography id={historyId} variant="subtitle2" component="h3" color="text.secondary">
            {t(m.historyTitle)}
          </Typography>
          <List disablePadding aria-labelledby={historyId}>
            {history.map((c) => (
              <CredentialItem
                key={c.id}
                professionalId={professionalId}
                credential={c}
                typeName={typeName}
                voice={voice}
              />
            ))}
          </List>
        </Box>
      )}
    </Paper>
  );
}
