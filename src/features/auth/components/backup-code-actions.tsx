import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { appConfig } from '@/config/app-config';
import { backupCodesFileMessages, keepCodesMessages } from '../keep-codes-messages';
import { stepMessages } from '../step-messages';
import { CopyStatus } from './copy-status';
import { useCopy } from './use-copy';

/** `2025-05-22`: the local date, as a file name sorts it. */
function isoDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** `compliance-hub`: the product's name as a file name can carry it on every system. */
function fileSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The saved file: which product and account the codes are for and when they were saved (a person
 * finds it among their files months later), the advice of the screen, then the codes one a line.
 */
function backupCodesFile(
  intl: IntlShape,
  codes: readonly string[],
  account: string | undefined,
  now: Date,
) {
  const appName = appConfig.appName;
  const lines = [
    intl.formatMessage(backupCodesFileMessages.title, { appName }),
    intl.formatMessage(backupCodesFileMessages.date, {
      date: intl.formatDate(now, { dateStyle: 'long' }),
    }),
    ...(account ? [intl.formatMessage(backupCodesFileMessages.account, { account })] : []),
    '',
    intl.formatMessage(stepMessages.backupCodesText),
    '',
    ...codes,
  ];
  const slug = fileSlug(appName);
  return {
    name: `${slug ? `${slug}-` : ''}backup-codes-${isoDate(now)}.txt`,
    text: `${lines.join('\n')}\n`,
  };
}

/** Hands the text to the browser as a file download (nothing leaves the device). */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Once the browser has taken the file: revoking at once can cancel the download in some.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Copy and Download for the backup codes (#20 item 7): codes a person can keep, not only read.
 * `account`: the email or username the codes belong to, written into the file when known.
 */
export function BackupCodeActions({
  codes,
  account,
}: {
  codes: readonly string[];
  account?: string | undefined;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [state, copy] = useCopy();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          aria-label={t(keepCodesMessages.copyCodesLabel)}
          startIcon={state === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
          onClick={() => copy(codes.join('\n'))}
        >
          {t(keepCodesMessages.copyCodes)}
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-label={t(keepCodesMessages.downloadCodesLabel)}
          startIcon={<DownloadIcon />}
          onClick={() => {
            const file = backupCodesFile(intl, codes, account, new Date());
            download(file.name, file.text);
          }}
        >
          {t(keepCodesMessages.downloadCodes)}
        </Button>
      </Box>
      <CopyStatus state={state} failed={keepCodesMessages.copyCodesFailed} />
    </Box>
  );
}
