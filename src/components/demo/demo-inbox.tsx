import Inbox from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { PrimitiveType } from 'react-intl';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useHydrated } from '@/lib/use-hydrated';
import type { DemoMessage } from '@generated/demo/model';
import { useDemoBackend } from './demo-backend';

const messages = defineMessages({
  open: { id: 'demo.inbox.open', defaultMessage: 'Open the demo inbox' },
  title: { id: 'demo.inbox.title', defaultMessage: 'Demo inbox' },
  explain: {
    id: 'demo.inbox.explain',
    defaultMessage:
      'The demo backend sends no real email or text messages. The links and codes it sends arrive here.',
  },
  empty: { id: 'demo.inbox.empty', defaultMessage: 'No messages yet.' },
  refresh: { id: 'demo.inbox.refresh', defaultMessage: 'Refresh' },
  close: { id: 'demo.inbox.close', defaultMessage: 'Close' },
  openLink: { id: 'demo.inbox.openLink', defaultMessage: 'Open the link' },
  code: { id: 'demo.inbox.code', defaultMessage: 'Code' },
});

const sentToMessages = {
  email: defineMessage<{ to: PrimitiveType }>({
    id: 'demo.inbox.email',
    defaultMessage: 'Email to {to}',
  }),
  sms: defineMessage<{ to: PrimitiveType }>({
    id: 'demo.inbox.sms',
    defaultMessage: 'Text message to {to}',
  }),
};

/** The demo's links are absolute addresses of this app: open them inside it, by path. */
function linkPath(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link, window.location.origin);
    if (url.origin !== window.location.origin) return undefined;
    return safeRedirectPath(`${url.pathname}${url.search}`, window.location.origin);
  } catch {
    return undefined;
  }
}

function MessageItem({ message, onFollow }: { message: DemoMessage; onFollow(): void }) {
  const intl = useIntl();
  const path = linkPath(message.link);
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(sentToMessages[message.channel], {
          // An element, so marks inside the address cannot end its isolation early.
          to: <bdi key="to">{message.to}</bdi>,
        })}{' '}
        · {intl.formatTime(message.sentAt)}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{message.subject}</Typography>
      {message.verificationCode && (
        <Typography>
          {intl.formatMessage(messages.code)}:{' '}
          <Box component="code" dir="ltr" sx={{ fontSize: '1.1rem', letterSpacing: 2 }}>
            {message.verificationCode}
          </Box>
        </Typography>
      )}
      {path && (
        <Link component={RouterLink} to={path} onClick={onFollow}>
          {intl.formatMessage(messages.openLink)}
        </Link>
      )}
    </ListItem>
  );
}

/**
 * In the demo (npm start) the sign-in screens can open the outbox: there is no real email or SMS,
 * so this is where a person finds their sign-in link, reset link or code.
 */
export function DemoInbox() {
  const intl = useIntl();
  const demoBackend = useDemoBackend();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<DemoMessage[]>([]);
  const titleId = useId();
  // Usable once the page has hydrated with its backend; until then (and in a prerendered page's
  // HTML) it holds its place, disabled.
  const ready = useHydrated() && demoBackend !== undefined;
  const load = () => {
    void demoBackend?.outbox().then((messages) => setList(messages.slice(0, 20)));
  };
  return (
    <>
      <Button
        variant="text"
        size="small"
        disabled={!ready}
        startIcon={<Inbox />}
        onClick={() => {
          load();
          setOpen(true);
        }}
        // Enabled at once when the page has hydrated: no colour fading in from the disabled grey,
        // which a contrast check (or a person) could catch halfway.
        sx={{ alignSelf: 'center', transition: 'none' }}
      >
        {intl.formatMessage(messages.open)}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>{intl.formatMessage(messages.title)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(messages.explain)}
          </Typography>
          {list.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{intl.formatMessage(messages.empty)}</Typography>
          ) : (
            <List disablePadding aria-live="polite">
              {list.map((message) => (
                <MessageItem key={message.id} message={message} onFollow={() => setOpen(false)} />
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={load}>{intl.formatMessage(messages.refresh)}</Button>
          <Button onClick={() => setOpen(false)}>{intl.formatMessage(messages.close)}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
