import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '@/components/visually-hidden';
import { appConfig } from '@/config/app-config';

/** The product name's class: a narrow header hides the name, keeping it for screen readers. */
export const BRAND_NAME_CLASS = 'brand-name';

/** The product's mark and name; a link to the start page when `to` is given. */
export function Brand({ to, collapsed = false }: { to?: string; collapsed?: boolean }) {
  const content = (
    <>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: 1,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <VerifiedUserOutlined fontSize="small" />
      </Box>
      <Box
        component="span"
        className={BRAND_NAME_CLASS}
        sx={
          collapsed
            ? visuallyHidden
            : { fontWeight: 700, fontSize: '1.125rem', whiteSpace: 'nowrap' }
        }
      >
        {appConfig.appName}
      </Box>
    </>
  );
  const sx = { display: 'inline-flex', alignItems: 'center', gap: 1.5, color: 'text.primary' };
  if (!to) return <Box sx={sx}>{content}</Box>;
  return (
    <Link component={RouterLink} to={to} underline="none" sx={sx}>
      {content}
    </Link>
  );
}
