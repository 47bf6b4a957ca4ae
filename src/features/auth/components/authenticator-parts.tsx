import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { formMessages } from '../messages';

/**
 * Step 1 of an authenticator set-up (SPEC §2.5): the QR code, and the key as text for people who
 * cannot scan it. Used by the sign-in toolkit and by the account's security settings.
 */
export function QrCodeBlock({ qrCode, secret }: { qrCode: string; secret: string | undefined }) {
  const intl = useIntl();
  return (
    <>
      <Typography variant="body2">{intl.formatMessage(formMessages.scanQr)}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component="img"
          src={qrCode}
          alt={intl.formatMessage(formMessages.qrAlt)}
          sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1 }}
        />
      </Box>
      {secret && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(formMessages.setupKey)}{' '}
          <Box
            component="code"
            dir="ltr"
            data-testid="totp-secret"
            sx={{
              display: 'block',
              mt: 0.5,
              wordBreak: 'break-all',
              fontFamily: 'monospace',
              color: 'text.primary',
            }}
          >
            {secret}
          </Box>
        </Typography>
      )}
      <Typography variant="body2">{intl.formatMessage(formMessages.enterSetupCode)}</Typography>
    </>
  );
}

/** The backup codes to save (SPEC §2.5 "Save your backup codes"), each usable once. */
export function BackupCodeList({ codes }: { codes: readonly string[] }) {
  const intl = useIntl();
  return (
    <>
      <Typography variant="body2">{intl.formatMessage(formMessages.backupCodesText)}</Typography>
      <Box
        component="ul"
        aria-label={intl.formatMessage(formMessages.backupCodesList)}
        dir="ltr"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          listStyle: 'none',
          p: 1.5,
          m: 0,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
    </>
  );
}
