/** The support hub's way to a person: the chat when it is configured, and the support email. */
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { appConfig } from '@/config/app-config';
import { openChat } from '@/integrations/chat';
import { contactEmailMessage, helpMessages as m } from './help-messages';

export function ContactSupport() {
  const t = useIntl().formatMessage;
  const titleId = useId();
  const email = appConfig.supportEmail;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2">
        {t(m.contactTitle)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
        {t(m.contactText)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {appConfig.integrations.chat && (
          <Button variant="contained" startIcon={<ChatOutlined />} onClick={() => openChat()}>
            {t(m.contactChat)}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<EmailOutlined />}
          href={`mailto:${email}`}
          sx={{ textTransform: 'none', maxWidth: '100%' }}
        >
          <bdi style={{ overflowWrap: 'anywhere' }}>
            {t(contactEmailMessage, { address: email })}
          </bdi>
        </Button>
      </Stack>
    </Paper>
  );
}
