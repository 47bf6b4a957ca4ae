import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { stepMessages } from '../step-messages';
import { keepCodesMessages } from '../keep-codes-messages';
import { CopyStatus } from './copy-status';
import { useCopy } from './use-copy';

/**
 * The authenticator key as text, for people who cannot scan the QR code: in groups of four, as
 * authenticator apps show keys (easier to read and to type over), with a button that copies it.
 *
 * The groups are apart by a margin, not by spaces: the key selected by hand, like the key the
 * button copies, is the key the app takes. One press selects it whole (`user-select: all`). The key
 * reads left to right in a right-to-left page too.
 */
export function AuthenticatorKey({ secret }: { secret: string }) {
  const intl = useIntl();
  const [state, copy] = useCopy();
  const key = secret.replace(/\s+/g, '');
  const groups = key.match(/.{1,4}/g) ?? [];
  const label = intl.formatMessage(keepCodesMessages.copyKey);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(stepMessages.setupKey)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Box
          component="code"
          dir="ltr"
          data-testid="totp-secret"
          sx={{
            display: 'block',
            minWidth: 0,
            // Four groups a line (a group and the gap after it take 5ch): a long key in even
            // rows. Each group's gap comes after it, the last one's too, so the padding at the
            // end gives that gap back: 12 px either side, however the key wraps.
            maxWidth: 'calc(22ch + 12px)',
            paddingInlineStart: '12px',
            paddingInlineEnd: 'calc(12px - 1ch)',
            py: 0.75,
            fontFamily: 'monospace',
            fontSize: '1rem',
            lineHeight: 1.6,
            color: 'text.primary',
            bgcolor: 'action.hover',
            borderRadius: 1,
            userSelect: 'all',
            // Lines start at the left in a right-to-left page too ('start' of this ltr element;
            // the page's rtl styles flip 'left', not 'start'), so the groups line up in columns.
            textAlign: 'start',
            '& > span': { display: 'inline-block', marginInlineEnd: '1ch' },
          }}
        >
          {groups.map((group, index) => (
            // A line may break between groups, never inside one.
            <Fragment key={index}>
              {index > 0 && <wbr />}
              <span>{group}</span>
            </Fragment>
          ))}
        </Box>
        <Tooltip title={state === 'copied' ? intl.formatMessage(keepCodesMessages.copied) : label}>
          <IconButton aria-label={label} onClick={() => copy(key)}>
            {state === 'copied' ? (
              <CheckIcon fontSize="small" color="success" />
            ) : (
              <ContentCopyIcon fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
      </Box>
      <CopyStatus state={state} failed={keepCodesMessages.copyKeyFailed} />
    </Box>
  );
}
