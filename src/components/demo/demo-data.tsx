import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { defineMessages, useIntl } from 'react-intl';
import { useDemoBackend } from './demo-backend';

const messages = defineMessages({
  heading: { id: 'demo.heading', defaultMessage: 'Demo data' },
  description: {
    id: 'demo.description',
    defaultMessage: 'The demo backend keeps its accounts, users and messages in this browser.',
  },
  reset: { id: 'demo.reset', defaultMessage: 'Reset demo data' },
});

/** "Reset demo data", shown only while the embedded demo backend runs (npm start). */
export function DemoDataSection() {
  const intl = useIntl();
  const demoBackend = useDemoBackend();
  if (!demoBackend) return null;
  return (
    <Box component="section" aria-labelledby="demo-data-heading">
      <Typography id="demo-data-heading" component="h3" variant="subtitle2" gutterBottom>
        {intl.formatMessage(messages.heading)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {intl.formatMessage(messages.description)}
      </Typography>
      <Button variant="outlined" size="small" onClick={() => void demoBackend.resetDemoData()}>
        {intl.formatMessage(messages.reset)}
      </Button>
    </Box>
  );
}
