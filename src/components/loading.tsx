import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';

/** SPEC §2.4: a spinner in place of content; 20 by default, 40 as a page loader. */
export function Loading({ size = 20 }: { size?: number }) {
  const intl = useIntl();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <CircularProgress size={size} aria-label={intl.formatMessage({ id: 'app.loading' })} />
    </Box>
  );
}
