/**
 * The files being uploaded, each with where it stands (checking, waiting, a bar while it travels,
 * uploaded, or why it was refused) and Stop while it is not done. A summary is said once all are.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '@/components/visually-hidden';
import { formatBytes } from '@/features/documents/file-check';
import type { UploadItem, UploadState } from './use-file-uploads';
import {
  refusedSummaryMessage,
  sendingShareMessage,
  stopNameMessage,
  uploadedCountMessage,
  uploadingMessage,
  writeMessages as m,
} from './write-messages';
import { isolated } from './file-view';

const WORDS = {
  checking: m.checking,
  waiting: m.waiting,
  sending: m.sending,
  sent: m.sent,
} as const;

const done = (state: UploadState) => state === 'sent' || state === 'refused' || state === 'stopped';

function Row({ item, onStop }: { item: UploadItem; onStop: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const sending = item.state === 'sending';
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1 }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <bdi>{item.name}</bdi> · {formatBytes(intl, item.size)}
        </Typography>
        {!done(item.state) && (
          <Button
            size="small"
            onClick={onStop}
            aria-label={t(stopNameMessage, { name: item.name })}
          >
            {t(m.stop)}
          </Button>
        )}
      </Stack>
      {sending && (
        <LinearProgress
          variant={item.progress === null ? 'indeterminate' : 'determinate'}
          value={Math.round((item.progress ?? 0) * 100)}
          aria-label={t(uploadingMessage, { name: item.name })}
          sx={{ my: 0.5 }}
        />
      )}
      {item.problem ? (
        <Typography variant="body2" color={item.state === 'refused' ? 'error' : 'text.secondary'}>
          {item.problem}
        </Typography>
      ) : (
        item.state !== 'refused' &&
        item.state !== 'stopped' && (
          <Typography
            variant="body2"
            color={item.state === 'sent' ? 'success.main' : 'text.secondary'}
          >
            {sending && item.progress !== null
              ? t(sendingShareMessage, {
                  share: intl.formatNumber(item.progress, { style: 'percent' }),
                })
              : t(WORDS[item.state])}
          </Typography>
        )
      )}
    </ListItem>
  );
}

export function UploadList({
  items,
  onStop,
  onClear,
}: {
  items: readonly UploadItem[];
  onStop: (key: number) => void;
  onClear: () => void;
}) {
  const t = useIntl().formatMessage;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const finished = items.length > 0 && items.every((item) => done(item.state));
  const sent = items.filter((item) => item.state === 'sent').length;
  const refused = items.filter((item) => item.state === 'refused');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }} hidden={items.length === 0}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography
          id={headingId}
          ref={heading}
          tabIndex={-1}
          component="h3"
          variant="subtitle2"
          sx={{ flex: 1, outline: 'none' }}
        >
          {t(m.uploads)}
        </Typography>
        {items.some((item) => done(item.state)) && (
          <Button size="small" onClick={onClear}>
            {t(m.clear)}
          </Button>
        )}
      </Stack>
      <List disablePadding aria-labelledby={headingId}>
        {items.map((item) => (
          <Row
            key={item.key}
            item={item}
            onStop={() => {
              onStop(item.key);
              // The Stop button goes with the file's turn: the focus stays in the uploads.
              heading.current?.focus();
            }}
          />
        ))}
      </List>
      {/* Said once every file is done with: how many arrived, and each refusal by name. */}
      <Box role="status" sx={visuallyHidden}>
        {finished &&
          [
            t(uploadedCountMessage, { count: sent }),
            ...refused.map((item) =>
              t(refusedSummaryMessage, {
                name: isolated(item.name),
                problem: item.problem ?? '',
              }),
            ),
          ].join(' ')}
      </Box>
    </Box>
  );
}
