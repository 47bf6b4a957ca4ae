/** The record's activity, newest first, from its audit trail: who did what to which credential, when and why. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useListProfessionalEvents } from '@generated/product/endpoints/audit/audit';
import { failureText } from '@/components/failure-text';
import {
  actionMessages,
  reasonGivenMessage,
  sourceAnsweredMessage,
  reviewMessages as m,
} from './messages';

export function ActivityLog({
  professionalId,
  typeName,
}: {
  professionalId: string;
  typeName: (typeId: string) => string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const titleId = useId();
  const events = useListProfessionalEvents(professionalId, { pageSize: 50 });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {t(m.activityTitle)}
      </Typography>
      {events.data ? (
        events.data.items.length === 0 ? (
          <Typography sx={{ py: 1 }}>{t(m.noActivity)}</Typography>
        ) : (
          <List disablePadding aria-labelledby={titleId}>
            {events.data.items.map((event) => (
              <ListItem
                key={event.id}
                disableGutters
                sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}
              >
                <Typography>
                  {t(actionMessages[event.action], {
                    actor: <bdi key="actor">{event.actor.name}</bdi>,
                    type: event.typeId ? typeName(event.typeId) : '',
                    name: <bdi key="name">{event.documentName ?? ''}</bdi>,
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {intl.formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Typography>
                {event.reason && (
                  <Typography variant="body2" color="text.secondary" dir="auto">
                    {event.action === 'credential.verified'
                      ? t(sourceAnsweredMessage, { text: event.reason })
                      : t(reasonGivenMessage, { reason: event.reason })}
                  </Typography>
                )}
              </ListItem>
            ))}
          </List>
        )
      ) : events.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void events.refetch()}>
              {t(m.retry)}
            </Button>
          }
        >
          {t(m.activityFailed)} {failureText(intl, events.error)}
        </Alert>
      ) : (
        <Skeleton variant="rounded" height={80} aria-busy="true" />
      )}
    </Paper>
  );
}
