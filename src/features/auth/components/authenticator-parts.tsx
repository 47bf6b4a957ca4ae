import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { stepMessages } from '../step-messages';
import { AuthenticatorKey } from './authenticator-key';
import { BackupCodeActions } from './backup-code-actions';

/**
 * Step 1 of an authenticator set-up (SPEC §2.5): the QR code, and the key as text for people who
 * cannot scan it. Used by the sign-in toolkit and by the account's security settings.
 */
export function QrCodeBlock({ qrCode, secret }: { qrCode: string; secret: string | undefined }) {
  const intl = useIntl();
  return (
    <>
      <Typography variant="body2">{intl.formatMessage(stepMessages.scanQr)}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component="img"
          src={qrCode}
          alt={intl.formatMessage(stepMessages.qrAlt)}
          sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1 }}
        />
      </Box>
      {secret && <AuthenticatorKey secret={secret} />}
      <Typography variant="body2">{intl.formatMessage(stepMessages.enterSetupCode)}</Typography>
    </>
  );
}

/**
 * The backup codes to save (SPEC §2.5 "Save your backup codes"), each usable once, with Copy and
 * Download. `account`: whose codes they are (an email or username), for the downloaded file.
 */
export function BackupCodeList({
  codes,
  account,
}: {
  codes: readonly string[];
  account?: string | undefined;
}) {
  const intl = useIntl();
  return (
    <>
      <Typography variant="body2">{intl.formatMessage(stepMessages.backupCodesText)}</Typography>
      <Box
        component="ul"
        aria-label={intl.formatMessage(stepMessages.backupCodesList)}
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
      <BackupCodeActions codes={codes} account={account} />
    </>
  );
}
