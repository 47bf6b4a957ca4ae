import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MuiAlert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useFailureText } from '@/components/failure-text';
import { commonMessages } from '@/components/messages';
import { visuallyHidden } from '@/components/visually-hidden';
import { linkPath, PATHS } from '@/config/paths';
import { useTypeNames } from '@/features/compliance/use-type-names';
import type { Alert } from '@generated/product/model';
import { alertMessages as m, raisedOnMessage } from './alert-messages';
import { alertSentence } from './alert-sentence';
import { useAlerts, useMarkRead } from './use-alerts';

function AlertItem({
  alert,
  onMarkRead,
  busy,
}: {
  alert: Alert;
  onMarkRead(): void;
  busy: boolean;
}) {
  const intl = useIntl();
  const typeName = useTypeNames();
  const sentenceId = useId();
  const unread = !alert.readAt;
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            mt: 0.75,
            flex: 'none',
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={sentenceId} variant="body2" sx={{ fontWeight: unread ? 600 : 400 }}>
            {unread && (
              <Box
                component="span"
                sx={visuallyHidden}
              >{`${intl.formatMessage(m.unreadTag)}: `}</Box>
            )}
            {alertSentence(intl, alert, typeName(alert.typeId))}
          </Typography>
          {alert.kind === 'rejected' && alert.reason && (
            <Typography
              variant="body2"
              component="blockquote"
              // The reviewer's words, in whatever language and direction they were written.
              dir="auto"
              sx={{
                m: 0,
                mt: 0.5,
                ps: 1,
                borderInlineStart: '3px solid',
                borderColor: 'divider',
                overflowWrap: 'anywhere',
              }}
            >
              {alert.reason}
            </Typography>
          )}
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}
          >
            <Typography variant="caption" color="text.secondary">
              {intl.formatMessage(raisedOnMessage, {
                date: intl.formatDate(alert.createdAt, { dateStyle: 'medium' }),
              })}
            </Typography>
            {unread && (
              <Button
                size="small"
                // Not disabled while a call is under way: the focus stays on the button pressed.
                onClick={() => {
                  if (!busy) onMarkRead();
                }}
                aria-describedby={sentenceId}
              >
                {intl.formatMessage(m.markRead)}
              </Button>
            )}
          </Stack>
        </Box>
      </Stack>
    </ListItem>
  );
}

/** The bell's panel: the newest alerts, each marked read on its own or all at once. */
export function AlertsPanel({ titleId, onNavigate }: { titleId: string; onNavigate(): void }) {
  const intl = useIntl();
  const failure = useFailureText();
  const alerts = useAlerts();
  const mark = useMarkRead();
  const unread = alerts.data?.unread ?? 0;
  const items = alerts.data?.items ?? [];
  const busy = mark.one.isPending || mark.all.isPending;
  // A marked alert's button goes, and 'Mark all' when none is left: the focus goes to the
  // panel's heading rather than to nowhere.
  const heading = useRef<HTMLHeadingElement>(null);
  const markedOne = mark.one.isSuccess ? mark.one.submittedAt : 0;
  const markedAll = mark.all.isSuccess ? mark.all.submittedAt : 0;
  useEffect(() => {
    if (markedOne || markedAll) heading.current?.focus();
  }, [markedOne, markedAll]);
  const markFailure = mark.one.error ?? mark.all.error;
  return (
    <Box sx={{ width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxWidth: 380 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, gap: 1 }}
      >
        <Typography
          id={titleId}
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, outline: 'none' }}
        >
          {intl.formatMessage(m.title)}
        </Typography>
        <Button
          size="small"
          disabled={unread === 0}
          onClick={() => {
            if (!busy) mark.all.mutate();
          }}
        >
          {intl.formatMessage(m.markAll)}
        </Button>
      </Stack>
      {markFailure && (
        <MuiAlert severity="error" sx={{ mx: 2, mb: 1 }}>
          {failure(markFailure)}
        </MuiAlert>
      )}
      <Box
        sx={{
          maxHeight: 'min(60vh, 480px)',
          overflowY: 'auto',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {alerts.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={24} aria-label={intl.formatMessage(commonMessages.loading)} />
          </Box>
        ) : alerts.isError && !alerts.data ? (
          <MuiAlert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void alerts.refetch()}>
                {intl.formatMessage(commonMessages.retry)}
              </Button>
            }
          >
            {intl.formatMessage(m.loadFailed)} {failure(alerts.error)}
          </MuiAlert>
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {intl.formatMessage(m.empty)}
          </Typography>
        ) : (
          <List disablePadding aria-labelledby={titleId}>
            {items.map((alert) => (
              <AlertItem
                key={alert.id}
                alert={alert}
                busy={busy}
                onMarkRead={() => mark.one.mutate({ alertId: alert.id })}
              />
            ))}
          </List>
        )}
      </Box>
      <Box sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Link component={RouterLink} to={linkPath(PATHS.documentation)} onClick={onNavigate}>
          {intl.formatMessage(m.openDocumentation)}
        </Link>
      </Box>
    </Box>
  );
}
