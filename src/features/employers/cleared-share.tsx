/**
 * How many of an employer's engaged professionals are cleared: '9 of 14 (64%)' with a thin bar
 * beside it for the eye (hidden from screen readers: the words say it all).
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { clearedOfMessage, employersMessages as m } from './messages';

export function ClearedShare({ cleared, engaged }: { cleared: number; engaged: number }) {
  const intl = useIntl();
  if (engaged === 0)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {intl.formatMessage(m.noneEngaged)}
      </Typography>
    );
  const share = cleared / engaged;
  return (
    <Box component="span" sx={{ display: 'block', minWidth: '7rem' }}>
      {/* Isolated: a sentence that starts with a figure would otherwise lead with its words in RTL. */}
      <Box component="bdi" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
        {intl.formatMessage(clearedOfMessage, {
          cleared,
          engaged,
          share: intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 }),
        })}
      </Box>
      <LinearProgress
        aria-hidden
        variant="determinate"
        value={share * 100}
        color={share >= 0.8 ? 'success' : share >= 0.5 ? 'warning' : 'error'}
        sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
      />
    </Box>
  );
}
