import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { appConfig } from '@/config/app-config';
import { commonMessages, copyrightMessage, footerMessages } from './messages';
import { useIntlOrDefault } from './use-intl-or-default';
import { visuallyHidden } from './visually-hidden';

/** SPEC §2.4: fixed addresses of the legal pages. */
export const TERMS_URL = '/terms';
export const PRIVACY_URL = '/privacy';

/** Copyright with the current year and product name, and the legal links (new tab). */
export function Footer({
  appName = appConfig.appName,
  year = new Date().getFullYear(),
}: {
  appName?: string;
  year?: number;
}) {
  const intl = useIntlOrDefault();
  const newTab = intl.formatMessage(commonMessages.opensInNewTab);
  const links = [
    { href: TERMS_URL, label: intl.formatMessage(footerMessages.terms) },
    { href: PRIVACY_URL, label: intl.formatMessage(footerMessages.privacy) },
  ];
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: { xs: 2, sm: 3, md: 4 },
        py: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(copyrightMessage, { year, appName })}
      </Typography>
      <Box
        component="nav"
        aria-label={intl.formatMessage(footerMessages.links)}
        sx={{ display: 'flex', gap: 3 }}
      >
        {links.map(({ href, label }) => (
          <Link key={href} href={href} target="_blank" rel="noopener noreferrer" variant="body2">
            {label}
            <Box component="span" sx={visuallyHidden}>
              {` ${newTab}`}
            </Box>
          </Link>
        ))}
      </Box>
    </Box>
  );
}
