/** SPEC §3 "App config" as this copy of the app runs with it: read-only, set at build and start. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { appConfig } from '@/config/app-config';
import { configMessages as m, settingMessages as s } from './messages';

export function AppConfiguration() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const yesNo = (value: boolean) => t(value ? m.yes : m.no);
  const rows: ReadonlyArray<readonly [keyof typeof s, string, string]> = [
    ['appName', 'appName', appConfig.appName],
    ['apiPrefix', 'apiPrefix', appConfig.apiPrefix],
    ['authenticatedEntryPath', 'authenticatedEntryPath', appConfig.authenticatedEntryPath],
    ['defaultRedirectPath', 'defaultRedirectPath', appConfig.defaultRedirectPath],
    ['unAuthenticatedEntryPath', 'unAuthenticatedEntryPath', appConfig.unAuthenticatedEntryPath],
    ['locale', 'locale', appConfig.locale],
    [
      'accessTokenPersistStrategy',
      'accessTokenPersistStrategy',
      appConfig.accessTokenPersistStrategy,
    ],
    ['enableMock', 'enableMock', yesNo(appConfig.enableMock)],
    ['activeNavTranslation', 'activeNavTranslation', yesNo(appConfig.activeNavTranslation)],
    // The texts' message ids, as configured: each exists in every language.
    ['signInCaption', 'pageDefaults.signIn.caption', appConfig.pageDefaults.signIn.caption],
    ['signUpCaption', 'pageDefaults.signUp.caption', appConfig.pageDefaults.signUp.caption],
  ];
  return (
    <>
      <Typography color="text.secondary">{t(m.appIntro)}</Typography>
      <Table
        size="small"
        aria-label={t(m.appTitle)}
        // Fixed halves: long keys and values wrap inside their own column on a phone.
        sx={{ tableLayout: 'fixed', '& td, & th': { overflowWrap: 'anywhere' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t(m.setting)}
            </TableCell>
            <TableCell component="th" scope="col">
              {t(m.value)}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {t(s[label])}
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: 'block', fontFamily: 'monospace' }}
                >
                  {key}
                </Typography>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{value}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
